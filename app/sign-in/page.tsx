import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { SignInForm } from '@/components/dashboard/sign-in-form';
import { safeNext } from '@/lib/dashboard/next-path';
import { appTranslator } from '@/lib/dashboard/locale';
import { currentUser } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('auth'))('signInPage.metaTitle'), robots: { index: false } };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string; error?: string }> }) {
  const { next, error } = await searchParams;
  if (await currentUser()) redirect(safeNext(next) ?? '/dashboard');
  const t = await appTranslator('auth');
  return (
    <AuthCard
      title={t('signInPage.title')}
      intro={t('signInPage.intro')}
      below={
        <>
          <p>
            <AuthLink href="/forgot-password">{t('signInPage.forgot')}</AuthLink>
          </p>
          <p>{t.rich('signInPage.newHere', { link: (chunks) => <AuthLink href="/sign-up">{chunks}</AuthLink> })}</p>
        </>
      }
    >
      <SignInForm next={next ?? null} error={error ?? null} />
    </AuthCard>
  );
}
