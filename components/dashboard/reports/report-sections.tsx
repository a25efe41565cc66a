// The Reports page's sections (server components): key figures, revenue per day (chart and table), top
// sellers, payment methods, locations and the VAT report per rate. Each card links its CSV download.
import type { ReactNode } from 'react';
import { RevenueChart } from '@/components/dashboard/overview/revenue-chart';
import { formatMoney, formatVat } from '@/components/dashboard/products/format';
import { ButtonLink } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import { paymentMethodLabel } from '@/lib/domain/reports/csv';
import type { ReportsPage } from '@/lib/domain/reports/dashboard';
import type { ReportSection } from '@/lib/domain/reports/periods';
import type { RevenueFigures } from '@/lib/domain/reports/schemas';
import { type ReportSettings, reportCsvHref } from './href';

type Props = { businessId: string; report: ReportsPage; settings: ReportSettings };

function CsvLink({ businessId, section, settings, what }: { businessId: string; section: ReportSection; settings: ReportSettings; what: string }) {
  return (
    <ButtonLink href={reportCsvHref(businessId, section, settings)} download size="sm">
      Download CSV<span className="sr-only"> of {what}</span>
    </ButtonLink>
  );
}

const NO_SALES = 'No sales or refunds in this period.';

export function ReportSections({ businessId, report, settings }: Props) {
  const money = (amount: number) => formatMoney(amount, report.currency);
  const totals = report.revenue.totals;
  const csv = (section: ReportSection, what: string) => <CsvLink businessId={businessId} section={section} settings={settings} what={what} />;
  const empty = totals.transactionCount === 0;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            ['Revenue incl. VAT', money(totals.gross)],
            ['Excl. VAT', money(totals.net)],
            ['VAT', money(totals.vat)],
            ['Sales / refunds', `${formatNumber(totals.saleCount, 0)} / ${formatNumber(totals.refundCount, 0)}`],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>

      {empty ? (
        <EmptyState title="No sales or refunds in this period">Try a longer period or another location. Sales rung up at the till and paid web orders count here.</EmptyState>
      ) : null}

      <Card title="Revenue by day" description="Sales minus refunds, including VAT, per Brussels day." actions={csv('revenue', 'revenue by day')}>
        <RevenueByDay report={report} money={money} />
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <Card title="Top sellers" description={`The ${report.products.limit} products with the most revenue, net of refunds.`} actions={csv('products', 'top sellers')}>
          {report.products.byRevenue.length === 0 ? (
            <EmptyState title="No products sold">{NO_SALES}</EmptyState>
          ) : (
            <ResponsiveTable
              caption="Top sellers by revenue including VAT, highest first"
              rows={report.products.byRevenue.map((row, index) => ({ ...row, rank: index + 1 }))}
              rowKey={(row) => `${row.productId ?? ''}:${row.name}`}
              minWidth="30rem"
              columns={[
                { label: '#', cell: (row) => row.rank, hideOnPhone: true },
                { label: 'Product', primary: true, cell: (row) => row.name },
                { label: 'Quantity', align: 'right', cell: (row) => row.quantity },
                { label: 'Revenue', align: 'right', emphasis: true, nowrap: true, cell: (row) => money(row.revenue) },
                { label: 'Excl. VAT', align: 'right', nowrap: true, cell: (row) => money(row.revenueExclVat) },
              ]}
            />
          )}
        </Card>

        <Card title="By payment method" description="What customers paid with (refunds paid back subtract)." actions={csv('payment-methods', 'payment methods')}>
          {report.paymentMethods.methods.length === 0 ? (
            <EmptyState title="No payments">{NO_SALES}</EmptyState>
          ) : (
            <ResponsiveTable
              caption="Amount and number of payments per payment method"
              rows={[
                ...report.paymentMethods.methods.map((row) => ({ key: row.method, label: paymentMethodLabel(row.method), ...row })),
                { key: 'total', label: 'Total', ...report.paymentMethods.totals },
              ]}
              rowKey={(row) => row.key}
              minWidth="24rem"
              columns={[
                { label: 'Method', primary: true, cell: (row) => <Strong total={row.key === 'total'}>{row.label}</Strong> },
                { label: 'Payments', align: 'right', cell: (row) => row.count },
                { label: 'Amount', align: 'right', emphasis: true, nowrap: true, cell: (row) => <Strong total={row.key === 'total'}>{money(row.amount)}</Strong> },
              ]}
            />
          )}
        </Card>
      </div>

      <Card title="By location" description="Every location of the business over the period, whichever location is chosen above." actions={csv('locations', 'revenue by location')}>
        <ResponsiveTable
          caption="Revenue per location"
          rows={[...report.locations.locations.map((row) => ({ key: row.locationId ?? 'none', ...row })), { key: 'total', name: 'Total', ...report.locations.totals }]}
          rowKey={(row) => row.key}
          minWidth="36rem"
          columns={figureColumns<{ key: string; name: string } & RevenueFigures>('Location', (row) => <Strong total={row.key === 'total'}>{row.name}</Strong>, money)}
        />
      </Card>

      <Card
        title="VAT report"
        description="Taxable base and VAT per rate, summed from the sold and refunded lines: what the accountant needs for the VAT return."
        actions={csv('vat', 'the VAT report')}
      >
        {report.vat.rates.length === 0 ? (
          <EmptyState title="No VAT in this period">{NO_SALES}</EmptyState>
        ) : (
          <ResponsiveTable
            caption="VAT per rate: base excluding VAT, VAT and total including VAT"
            rows={[
              ...report.vat.rates.map((row) => ({ key: String(row.vatPercent), label: `VAT ${formatVat(row.vatPercent)}`, ...row })),
              { key: 'total', label: 'Total', ...report.vat.totals },
            ]}
            rowKey={(row) => row.key}
            minWidth="30rem"
            columns={[
              { label: 'Rate', primary: true, cell: (row) => <Strong total={row.key === 'total'}>{row.label}</Strong> },
              { label: 'Base excl. VAT', align: 'right', nowrap: true, cell: (row) => money(row.base) },
              { label: 'VAT', align: 'right', nowrap: true, cell: (row) => money(row.vat) },
              { label: 'Total incl. VAT', align: 'right', emphasis: true, nowrap: true, cell: (row) => <Strong total={row.key === 'total'}>{money(row.total)}</Strong> },
            ]}
          />
        )}
      </Card>
    </div>
  );
}

function Strong({ total, children }: { total: boolean; children: ReactNode }) {
  return total ? <strong className="font-semibold text-slate-900">{children}</strong> : <>{children}</>;
}

/** Gross, net, VAT and counts: the columns of the revenue and location tables. */
function figureColumns<T extends RevenueFigures>(label: string, name: (row: T) => ReactNode, money: (amount: number) => string): ResponsiveColumn<T>[] {
  return [
    { label, primary: true, nowrap: true, cell: name },
    { label: 'Revenue', align: 'right', emphasis: true, nowrap: true, cell: (row) => money(row.gross) },
    { label: 'Excl. VAT', align: 'right', nowrap: true, cell: (row) => money(row.net) },
    { label: 'VAT', align: 'right', nowrap: true, cell: (row) => money(row.vat) },
    { label: 'Sales', align: 'right', cell: (row) => row.saleCount },
    { label: 'Refunds', align: 'right', cell: (row) => row.refundCount },
  ];
}

function RevenueByDay({ report, money }: { report: ReportsPage; money: (amount: number) => string }) {
  const days = report.revenue.periods.map((period) => ({ date: period.period, amount: period.gross }));
  const best = days.reduce((top, day) => (day.amount > top.amount ? day : top), days[0]!);
  const range = report.from === report.to ? formatDate(report.from) : `${formatDate(report.from)} to ${formatDate(report.to)}`;
  const summary =
    `Bar chart of revenue including VAT per day, ${range}: ${money(report.revenue.totals.gross)} in total` +
    (best.amount > 0 ? `, the best day ${formatDate(best.date)} with ${money(best.amount)}.` : ', no sales.');
  return (
    <>
      <RevenueChart days={days} currency={report.currency} summary={summary} />
      <p className="mt-2 text-sm text-slate-600">{summary.replace(/^Bar chart of r/, 'R')}</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 underline-offset-4 hover:underline">Revenue by day, as a table</summary>
        <div className="mt-2">
          <ResponsiveTable
            caption={`Revenue per day, ${range}, oldest first`}
            rows={[...report.revenue.periods.map((row) => ({ key: row.period, ...row })), { key: 'total', ...report.revenue.totals }]}
            rowKey={(row) => row.key}
            minWidth="36rem"
            columns={figureColumns<{ key: string } & RevenueFigures>(
              'Day',
              (row) => (row.key === 'total' ? <Strong total>Total</Strong> : <time dateTime={row.key}>{formatDate(row.key)}</time>),
              money,
            )}
          />
        </div>
      </details>
    </>
  );
}
