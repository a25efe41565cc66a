'use client';
import { useTranslations } from 'use-intl';
import { PageLoading } from '@/components/dashboard/customers/page-states';

export default function Loading() {
  const t = useTranslations('loyalty');
  return <PageLoading title={t('title')} label={t('loading')} />;
}
