'use client';
import { useTranslations } from 'use-intl';
import { PageError } from '@/components/dashboard/customers/page-states';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('loyalty');
  return <PageError title={t('title')} what={t('errorWhat')} reset={reset} />;
}
