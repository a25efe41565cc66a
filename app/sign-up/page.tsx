import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { SignUpForm } from '@/components/dashboard/account/sign-up-form';
import { appTranslator } from '@/lib/dashboard/locale';
import { currentUser } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('auth'))('signUpPage.metaTitle') };
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ plan?: string }> }) {
  const { plan } = await searchParams;
  if (await currentUser()) redirect('/dashboard');
  const t = await appTranslator('auth');
  return (
    <AuthCard
      wide
      title={t('signUpPage.title')}
      intro={t('signUpPage.intro')}
      below={
        <p>{t.rich('signUpPage.haveAccount', { link: (chunks) => <AuthLink href="/sign-in">{chunks}</AuthLink> })}</p>
      }
    >
      <SignUpForm initialPlan={plan === 'basic' ? 'basic' : 'shop'} />
    </AuthCard>
  );
}
