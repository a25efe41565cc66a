'use client';
// While a report is being read (a period or location change is a new server render).
import { useTranslations } from 'use-intl';
import { Loading } from '@/components/ui/spinner';

export default function ReportsLoading() {
  const t = useTranslations('reports');
  return <Loading label={t('loading')} />;
}
