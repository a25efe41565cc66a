import type { Metadata } from 'next';
import { AuthCard } from '@/components/dashboard/account/auth-card';
import { VerifyEmailForm } from '@/components/dashboard/account/link-forms';
import { appTranslator } from '@/lib/dashboard/locale';
import { currentUser } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('auth'))('verifyPage.metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

// Opening the link changes nothing: the button POSTs the token (a mail scanner's GET uses nothing).
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const user = await currentUser();
  const t = await appTranslator('auth');
  return (
    <AuthCard title={t('verifyPage.title')} intro={t('verifyPage.intro')}>
      <VerifyEmailForm token={typeof token === 'string' ? token : ''} signedIn={user !== null} dashboardHref="/dashboard" />
    </AuthCard>
  );
}
