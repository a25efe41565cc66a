// A sale's or refund's page: when, where, who (staff, customer), its register session, the lines with their
// VAT, the VAT per rate (summed from the lines in minor units, as the reports do) and the payments.
import { Card, PageHeader } from '@/components/ui/card';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { SalesNames } from '@/lib/domain/pos/sales-names';
import type { TransactionView } from '@/lib/domain/pos/schemas';
import { fromMinor, toMinor } from '@/lib/domain/shared/money';
import { KindBadge, linkClass, SalesNav } from './sales-format';

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

export async function TransactionDetail({ businessId, transaction: t, names }: { businessId: string; transaction: TransactionView; names: SalesNames }) {
  const [s, common, f] = await Promise.all([appTranslator('sales'), appTranslator('common'), appFormat()]);
  const money = (amount: number) => f.money(toMinor(amount, t.currency), t.currency);
  const refund = t.kind === 'refund';
  const base = `/dashboard/${businessId}`;
  const facts: [string, React.ReactNode][] = [
    [s('detail.when'), f.dateTime(t.occurredAt)],
    [s('detail.channel'), s(`channel.${t.channel}`)],
    [s('detail.location'), (t.locationId ? names.locations[t.locationId] : null) ?? '—'],
    [s('detail.staff'), (t.staffId ? names.staff[t.staffId] : null) ?? '—'],
    [
      s('detail.customer'),
      t.customerId ? (
        <a href={`${base}/customers/${t.customerId}`} className={linkClass}>
          {names.customers[t.customerId] ?? s('detail.customer')}
        </a>
      ) : (
        s('detail.noCustomer')
      ),
    ],
    [
      s('detail.registerSession'),
      t.sessionId ? (
        <a href={`${base}/sales?session=${t.sessionId}`} className={linkClass}>
          {s('detail.sessionSales')}
        </a>
      ) : (
        '—'
      ),
    ],
  ];
  if (t.refundOfId) {
    facts.push([
      s('detail.refundOfLabel'),
      <a key="refund" href={`${base}/sales/${t.refundOfId}`} className={linkClass}>
        {s('detail.originalSale')}
      </a>,
    ]);
  }
  return (
    <>
      <p className="mb-2 text-sm">
        <a href={`${base}/sales`} className={linkClass}>
          {s('detail.allTransactions')}
        </a>
      </p>
      <PageHeader
        title={refund ? s('detail.refundOf', { when: f.dateTime(t.occurredAt) }) : s('detail.saleOf', { when: f.dateTime(t.occurredAt) })}
        description={
          <span className="inline-flex items-center gap-2">
            <KindBadge kind={t.kind} /> {s('detail.includingVat', { amount: money(t.totalAmount) })}
          </span>
        }
      />
      <SalesNav businessId={businessId} current="transactions" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <Card title={s('detail.lines')}>
            <ResponsiveTable
              caption={refund ? s('detail.refundLines') : s('detail.saleLines')}
              rows={t.lines.map((line, index) => ({ ...line, key: String(index) }))}
              rowKey={(line) => line.key}
              minWidth="40rem"
              columns={[
                { label: s('detail.item'), primary: true, cell: (line) => line.description },
                { label: s('detail.quantity'), align: 'right', cell: (line) => line.quantity },
                { label: s('detail.unitPrice'), align: 'right', nowrap: true, cell: (line) => money(line.unitPrice) },
                { label: s('detail.vatRate'), align: 'right', nowrap: true, cell: (line) => f.percent(line.vatPercent) },
                { label: s('detail.exclVat'), align: 'right', nowrap: true, cell: (line) => money(line.lineTotalExclVat) },
                { label: s('detail.vat'), align: 'right', nowrap: true, cell: (line) => money(line.lineVat) },
                { label: common('total'), align: 'right', nowrap: true, emphasis: true, cell: (line) => money(line.lineTotal) },
              ]}
            />
          </Card>
          <Card title={s('detail.vat')}>
            <ResponsiveTable
              caption={s('detail.vatCaption')}
              rows={[
                ...vatPerRate(t).map((row) => ({ ...row, key: String(row.vatPercent), label: s('detail.rateLabel', { rate: f.percent(row.vatPercent) }) })),
                { key: 'total', label: common('total'), base: t.totalExclVat, vat: t.totalVat, total: t.totalAmount },
              ]}
              rowKey={(row) => row.key}
              minWidth="28rem"
              columns={[
                { label: s('detail.rate'), primary: true, cell: (row) => (row.key === 'total' ? <strong>{row.label}</strong> : row.label) },
                { label: s('detail.base'), align: 'right', nowrap: true, cell: (row) => money(row.base) },
                { label: s('detail.vat'), align: 'right', nowrap: true, cell: (row) => money(row.vat) },
                { label: s('detail.totalInclVat'), align: 'right', nowrap: true, emphasis: true, cell: (row) => (row.key === 'total' ? <strong>{money(row.total)}</strong> : money(row.total)) },
              ]}
            />
          </Card>
        </div>
        <div className="space-y-6">
          <Card title={s('detail.details')}>
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title={s('detail.payments')}>
            {t.payments.length === 0 ? (
              <p className="text-sm text-slate-600">{s('detail.noPayment')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {t.payments.map((payment, index) => (
                  <li key={index} className="flex justify-between gap-3 py-2">
                    <span>{s(`paymentMethod.${payment.method}`)}</span>
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
