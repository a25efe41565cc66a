import type { Metadata } from 'next';
import { AuthCard, AuthLink } from '@/components/dashboard/account/auth-card';
import { ForgotPasswordForm } from '@/components/dashboard/account/link-forms';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('auth'))('forgotPage.metaTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage() {
  const t = await appTranslator('auth');
  return (
    <AuthCard
      title={t('forgotPage.title')}
      intro={t('forgotPage.intro')}
      below={
        <p>{t.rich('forgotPage.remembered', { link: (chunks) => <AuthLink href="/sign-in">{chunks}</AuthLink> })}</p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
