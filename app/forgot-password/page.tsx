import type { Metadata } from 'next';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { ForgotPasswordForm } from '@/components/dashboard/account/link-forms';

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to set a new one."
      below={
        <p>
          Remembered it? <AuthLink href="/sign-in">Sign in</AuthLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
