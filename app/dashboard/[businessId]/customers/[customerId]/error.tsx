'use client';
import { useTranslations } from 'use-intl';
import { PageError } from '@/components/dashboard/customers/page-states';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('customers');
  return <PageError title={t('detail.metaTitle')} what={t('pageError.thisCustomer')} reset={reset} />;
}
