// A sale's or refund's page: when, where, who (staff, customer), its register session, the lines with their
// VAT, the VAT per rate (summed from the lines in minor units, as the reports do) and the payments.
import { formatMoney, formatVat } from '@/components/dashboard/products/format';
import { Card, PageHeader } from '@/components/ui/card';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/i18n/format';
import type { SalesNames } from '@/lib/domain/pos/sales-names';
import type { TransactionView } from '@/lib/domain/pos/schemas';
import { paymentMethodLabel } from '@/lib/domain/reports/csv';
import { fromMinor, toMinor } from '@/lib/domain/shared/money';
import { CHANNEL_LABELS, KindBadge, linkClass, SalesNav } from './sales-format';

/** The lines' base, VAT and total per rate, lowest rate first. */
function vatPerRate(t: TransactionView) {
  const rates = new Map<number, { base: number; vat: number; total: number }>();
  for (const line of t.lines) {
    const sum = rates.get(line.vatPercent) ?? { base: 0, vat: 0, total: 0 };
    sum.base += toMinor(line.lineTotalExclVat, t.currency);
    sum.vat += toMinor(line.lineVat, t.currency);
    sum.total += toMinor(line.lineTotal, t.currency);
    rates.set(line.vatPercent, sum);
  }
  return [...rates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatPercent, sum]) => ({ vatPercent, base: fromMinor(sum.base, t.currency), vat: fromMinor(sum.vat, t.currency), total: fromMinor(sum.total, t.currency) }));
}

export function TransactionDetail({ businessId, transaction: t, names }: { businessId: string; transaction: TransactionView; names: SalesNames }) {
  const money = (amount: number) => formatMoney(amount, t.currency);
  const what = t.kind === 'refund' ? 'Refund' : 'Sale';
  const base = `/dashboard/${businessId}`;
  const facts: [string, React.ReactNode][] = [
    ['When', formatDateTime(t.occurredAt)],
    ['Channel', CHANNEL_LABELS[t.channel]],
    ['Location', (t.locationId ? names.locations[t.locationId] : null) ?? '—'],
    ['Staff', (t.staffId ? names.staff[t.staffId] : null) ?? '—'],
    [
      'Customer',
      t.customerId ? (
        <a href={`${base}/customers/${t.customerId}`} className={linkClass}>
          {names.customers[t.customerId] ?? 'Customer'}
        </a>
      ) : (
        'No customer'
      ),
    ],
    [
      'Register session',
      t.sessionId ? (
        <a href={`${base}/sales?session=${t.sessionId}`} className={linkClass}>
          Sales of this session
        </a>
      ) : (
        '—'
      ),
    ],
  ];
  if (t.refundOfId) {
    facts.push([
      'Refund of',
      <a key="refund" href={`${base}/sales/${t.refundOfId}`} className={linkClass}>
        The original sale
      </a>,
    ]);
  }
  return (
    <>
      <p className="mb-2 text-sm">
        <a href={`${base}/sales`} className={linkClass}>
          ← All transactions
        </a>
      </p>
      <PageHeader title={`${what} of ${formatDateTime(t.occurredAt)}`} description={<span className="inline-flex items-center gap-2"><KindBadge kind={t.kind} /> {money(t.totalAmount)} including VAT</span>} />
      <SalesNav businessId={businessId} current="transactions" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <Card title="Lines">
            <ResponsiveTable
              caption={`Lines of the ${what.toLowerCase()}`}
              rows={t.lines.map((line, index) => ({ ...line, key: String(index) }))}
              rowKey={(line) => line.key}
              minWidth="40rem"
              columns={[
                { label: 'Item', primary: true, cell: (line) => line.description },
                { label: 'Quantity', align: 'right', cell: (line) => line.quantity },
                { label: 'Unit price', align: 'right', nowrap: true, cell: (line) => money(line.unitPrice) },
                { label: 'VAT rate', align: 'right', nowrap: true, cell: (line) => formatVat(line.vatPercent) },
                { label: 'Excl. VAT', align: 'right', nowrap: true, cell: (line) => money(line.lineTotalExclVat) },
                { label: 'VAT', align: 'right', nowrap: true, cell: (line) => money(line.lineVat) },
                { label: 'Total', align: 'right', nowrap: true, emphasis: true, cell: (line) => money(line.lineTotal) },
              ]}
            />
          </Card>
          <Card title="VAT">
            <ResponsiveTable
              caption="VAT per rate: base excluding VAT, VAT and total"
              rows={[...vatPerRate(t).map((row) => ({ ...row, key: `VAT ${formatVat(row.vatPercent)}` })), { key: 'Total', base: t.totalExclVat, vat: t.totalVat, total: t.totalAmount }]}
              rowKey={(row) => row.key}
              minWidth="28rem"
              columns={[
                { label: 'Rate', primary: true, cell: (row) => (row.key === 'Total' ? <strong>Total</strong> : row.key) },
                { label: 'Base excl. VAT', align: 'right', nowrap: true, cell: (row) => money(row.base) },
                { label: 'VAT', align: 'right', nowrap: true, cell: (row) => money(row.vat) },
                { label: 'Total incl. VAT', align: 'right', nowrap: true, emphasis: true, cell: (row) => (row.key === 'Total' ? <strong>{money(row.total)}</strong> : money(row.total)) },
              ]}
            />
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Details">
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title="Payments">
            {t.payments.length === 0 ? (
              <p className="text-sm text-slate-600">No payment recorded.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {t.payments.map((payment, index) => (
                  <li key={index} className="flex justify-between gap-3 py-2">
                    <span>{paymentMethodLabel(payment.method)}</span>
                    <span className="tabular-nums text-slate-900">{money(payment.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
