import type { Metadata } from 'next';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { ResetPasswordForm } from '@/components/dashboard/account/link-forms';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('auth'))('resetPage.metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await appTranslator('auth');
  return (
    <AuthCard
      title={t('resetPage.title')}
      intro={t('resetPage.intro')}
      below={
        <p>{t.rich('resetPage.expired', { link: (chunks) => <AuthLink href="/forgot-password">{chunks}</AuthLink> })}</p>
      }
    >
      <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
    </AuthCard>
  );
}
