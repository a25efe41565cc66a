// The most loyal cardholders (a server component): who has rewards waiting, then the most points and stamps.
import { customerName } from '@/components/dashboard/customers/format';
import { Card } from '@/components/ui/card';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import type { Cardholder } from '@/lib/domain/loyalty/cards';

export function TopCardholders({ businessId, cardholders }: { businessId: string; cardholders: Cardholder[] }) {
  const columns: ResponsiveColumn<Cardholder>[] = [
    {
      label: 'Customer',
      primary: true,
      cell: (c) => (
        <a href={`/dashboard/${businessId}/customers/${c.customerId}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {customerName(c)}
        </a>
      ),
    },
    { label: 'Rewards ready', align: 'right', cell: (c) => c.fullCards },
    { label: 'Points', align: 'right', cell: (c) => c.points },
    { label: 'Stamps', align: 'right', cell: (c) => c.stamps },
  ];
  return (
    <Card title="Top cardholders" description="Rewards waiting first, then points and stamps.">
      {cardholders.length === 0 ? (
        <p className="text-sm text-slate-600">No cards yet: customers get one when the programme runs.</p>
      ) : (
        <ResponsiveTable caption="Top cardholders" rows={cardholders} columns={columns} rowKey={(c) => c.customerId} minWidth="20rem" />
      )}
    </Card>
  );
}
