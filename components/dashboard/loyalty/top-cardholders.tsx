// The most loyal cardholders (a server component): who has rewards waiting, then the most points and stamps.
import { customerName } from '@/components/dashboard/customers/format';
import { Card } from '@/components/ui/card';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { appTranslator } from '@/lib/dashboard/locale';
import type { Cardholder } from '@/lib/domain/loyalty/cards';

export async function TopCardholders({ businessId, cardholders }: { businessId: string; cardholders: Cardholder[] }) {
  const [t, customers] = await Promise.all([appTranslator('loyalty'), appTranslator('customers')]);
  const columns: ResponsiveColumn<Cardholder>[] = [
    {
      label: t('top.customer'),
      primary: true,
      cell: (c) => (
        <a href={`/dashboard/${businessId}/customers/${c.customerId}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {customerName(c, customers('unnamed'))}
        </a>
      ),
    },
    { label: t('top.rewardsReady'), align: 'right', cell: (c) => c.fullCards },
    { label: t('top.points'), align: 'right', cell: (c) => c.points },
    { label: t('top.stamps'), align: 'right', cell: (c) => c.stamps },
  ];
  return (
    <Card title={t('top.title')} description={t('top.description')}>
      {cardholders.length === 0 ? (
        <p className="text-sm text-slate-600">{t('top.empty')}</p>
      ) : (
        <ResponsiveTable caption={t('top.title')} rows={cardholders} columns={columns} rowKey={(c) => c.customerId} minWidth="20rem" />
      )}
    </Card>
  );
}
