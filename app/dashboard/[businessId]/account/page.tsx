// The signed-in person's own account (every member reaches it): name, e-mail, password, sessions.
import type { Metadata } from 'next';
import { AccountPage } from '@/components/dashboard/account/account-page';
import { getDb } from '@/lib/db/client';
import { listSessions } from '@/lib/domain/users/account';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Your account' };

export default async function AccountRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { user } = await requireBusiness(businessId, 'overview');
  const sessions = await listSessions(await getDb(), user.id, user.sessionId);
  return <AccountPage account={{ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null }} sessions={sessions} />;
}
