// The signed-in person's own account (every member reaches it): name, e-mail, password, sessions, businesses.
import type { Metadata } from 'next';
import { AccountPage } from '@/components/dashboard/account/account-page';
import { getDb } from '@/lib/db/client';
import { listSessions } from '@/lib/domain/users/account';
import { userBusinesses } from '@/lib/domain/users/sessions';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('account'))('metaTitle') };
}

export default async function AccountRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { user } = await requireBusiness(businessId, 'overview');
  const db = await getDb();
  const roles = await appTranslator('roles');
  const [sessions, businesses] = await Promise.all([listSessions(db, user.id, user.sessionId), userBusinesses(db, user.id)]);
  return (
    <AccountPage
      account={{ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null, locale: user.locale }}
      sessions={sessions}
      businesses={businesses.map((business) => ({ id: business.id, name: business.name, role: roles(`${business.role}.label`) }))}
    />
  );
}
