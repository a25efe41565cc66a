'use client';
// What the customers and loyalty pages show while their data loads and when it could not be read.
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';

export function PageLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Loading label={label} />
      </Card>
    </>
  );
}

export function PageError({ title, what, reset }: { title: string; what: string; reset: () => void }) {
  const t = useTranslations('customers');
  const common = useTranslations('common');
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <div role="alert" className="space-y-3 py-6 text-center">
          <p className="font-medium text-slate-900">{t('pageError.title', { what })}</p>
          <p className="text-sm text-slate-600">{t('pageError.hint')}</p>
          <Button variant="secondary" onClick={reset}>
            {common('retry')}
          </Button>
        </div>
      </Card>
    </>
  );
}
