import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { SignInForm } from '@/components/dashboard/sign-in-form';
import { safeNext } from '@/lib/dashboard/next-path';
import { currentUser } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string; error?: string }> }) {
  const { next, error } = await searchParams;
  if (await currentUser()) redirect(safeNext(next) ?? '/dashboard');
  return (
    <AuthCard
      title="Sign in to Vitrine"
      intro="Manage your business, keys, products, site and shop."
      below={
        <>
          <p>
            <AuthLink href="/forgot-password">Forgot your password?</AuthLink>
          </p>
          <p>
            New to Vitrine? <AuthLink href="/sign-up">Create an account</AuthLink>
          </p>
        </>
      }
    >
      <SignInForm next={next ?? null} error={error ?? null} />
    </AuthCard>
  );
}
