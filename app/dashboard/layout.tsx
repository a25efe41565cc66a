import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DashboardProviders } from '@/components/dashboard/providers';
import { appLocale, appTranslator } from '@/lib/dashboard/locale';
import { I18nProvider } from '@/components/ui/i18n';
import { catalogues } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await appTranslator('shell');
  return { title: { default: t('metaTitle'), template: t('metaTemplate', { title: '%s' }) }, robots: { index: false } };
}

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const locale = await appLocale();
  return (
    <I18nProvider locale={locale} messages={catalogues[locale]}>
      <DashboardProviders>{children}</DashboardProviders>
    </I18nProvider>
  );
}
