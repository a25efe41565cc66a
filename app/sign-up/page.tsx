import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { SignUpForm } from '@/components/dashboard/account/sign-up-form';
import { currentUser } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Create your account' };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ plan?: string }> }) {
  const { plan } = await searchParams;
  if (await currentUser()) redirect('/dashboard');
  return (
    <AuthCard
      wide
      title="Create your Vitrine account"
      intro="Your business, your website and your shop, in one place. Free to start."
      below={
        <p>
          Already have an account? <AuthLink href="/sign-in">Sign in</AuthLink>
        </p>
      }
    >
      <SignUpForm initialPlan={plan === 'basic' ? 'basic' : 'shop'} />
    </AuthCard>
  );
}
