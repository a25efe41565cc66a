'use client';
// What the Reports and Sales pages show when their figures cannot be read (the database unreachable, say).
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';

export function ReadError({ what, reset }: { what: 'report' | 'sales'; reset: () => void }) {
  const t = useTranslations('reports.readError');
  const common = useTranslations('common');
  return (
    <EmptyState title={t(what)} action={<Button onClick={reset}>{common('retry')}</Button>}>
      {t('help')}
    </EmptyState>
  );
}
