import type { Metadata } from 'next';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { ResetPasswordForm } from '@/components/dashboard/account/link-forms';

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false }, referrer: 'no-referrer' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Set a new password"
      intro="Choose a new password. You will be signed out everywhere else and signed in here."
      below={
        <p>
          Link expired? <AuthLink href="/forgot-password">Ask for a new one</AuthLink>
        </p>
      }
    >
      <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
    </AuthCard>
  );
}
