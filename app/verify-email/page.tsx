import type { Metadata } from 'next';
import { AuthCard } from '@/components/dashboard/account/auth-card';
import { VerifyEmailForm } from '@/components/dashboard/account/link-forms';
import { currentUser } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Confirm your e-mail address', robots: { index: false }, referrer: 'no-referrer' };

// Opening the link changes nothing: the button POSTs the token (a mail scanner's GET uses nothing).
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const user = await currentUser();
  return (
    <AuthCard title="Confirm your e-mail address" intro="One click and your address is confirmed: then you can publish your shop.">
      <VerifyEmailForm token={typeof token === 'string' ? token : ''} signedIn={user !== null} dashboardHref="/dashboard" />
    </AuthCard>
  );
}
