'use client';
// While transactions are read (every filter or page is a new server render). In the (list) group so that it
// does not wrap /sales/<id>: a loading boundary there would stream its 404 with status 200.
import { useTranslations } from 'use-intl';
import { Loading } from '@/components/ui/spinner';

export default function SalesLoading() {
  const t = useTranslations('sales');
  return <Loading label={t('loading')} />;
}
