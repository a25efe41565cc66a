// The signed-in person's own account (every member reaches it): name, e-mail, password, sessions, businesses.
import type { Metadata } from 'next';
import { AccountPage } from '@/components/dashboard/account/account-page';
import { getDb } from '@/lib/db/client';
import { listSessions } from '@/lib/domain/users/account';
import { ROLE_DESCRIPTIONS } from '@/lib/domain/users/roles';
import { userBusinesses } from '@/lib/domain/users/sessions';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { user } = await requireBusiness(businessId, 'overview');
  const db = await getDb();
  const [sessions, businesses] = await Promise.all([listSessions(db, user.id, user.sessionId), userBusinesses(db, user.id)]);
  return (
    <AccountPage
      account={{ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null }}
      sessions={sessions}
      businesses={businesses.map((business) => ({ id: business.id, name: business.name, role: ROLE_DESCRIPTIONS[business.role].label }))}
    />
  );
}
