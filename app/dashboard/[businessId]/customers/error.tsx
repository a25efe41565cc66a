// No loading.tsx here: a streamed page could no longer answer a customer of another business with a 404 status.
'use client';
import { useTranslations } from 'use-intl';
import { PageError } from '@/components/dashboard/customers/page-states';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('customers');
  return <PageError title={t('title')} what={t('pageError.yourCustomers')} reset={reset} />;
}
