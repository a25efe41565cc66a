// The Reports page's sections (server components): key figures, revenue per day (chart and table), top
// sellers, payment methods, locations and the VAT report per rate. Each card links its CSV download.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { Formatter } from '@/lib/i18n/format';
import type { ReportsPage } from '@/lib/domain/reports/dashboard';
import type { ReportSection } from '@/lib/domain/reports/periods';
import type { RevenueFigures } from '@/lib/domain/reports/schemas';
import { toMinor } from '@/lib/domain/shared/money';
import { type ReportSettings, reportCsvHref } from './href';
import { ReportChart } from './report-chart';

type Props = { businessId: string; report: ReportsPage; settings: ReportSettings };
type Translate = Awaited<ReturnType<typeof appTranslator<'reports'>>>;

function CsvLink({ businessId, section, settings, t }: { businessId: string; section: ReportSection; settings: ReportSettings; t: Translate }) {
  return (
    <ButtonLink href={reportCsvHref(businessId, section, settings)} download size="sm">
      {t('downloadCsv')}
      <span className="sr-only"> {t('csvWhat', { what: t(`csvOf.${section}`) })}</span>
    </ButtonLink>
  );
}

export async function ReportSections({ businessId, report, settings }: Props) {
  const [t, f, sales] = await Promise.all([appTranslator('reports'), appFormat(), appTranslator('sales')]);
  const money = (amount: number) => f.money(toMinor(amount, report.currency), report.currency);
  const totals = report.revenue.totals;
  const csv = (section: ReportSection) => <CsvLink businessId={businessId} section={section} settings={settings} t={t} />;
  const empty = totals.transactionCount === 0;
  const noSales = t('noSales');
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(
          [
            [t('revenueInclVat'), money(totals.gross)],
            [t('exclVat'), money(totals.net)],
            [t('vat'), money(totals.vat)],
            [t('salesRefunds'), t('salesRefundsValue', { sales: f.count(totals.saleCount), refunds: f.count(totals.refundCount) })],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>

      {empty ? (
        <EmptyState title={t('empty')}>{t('emptyHelp')}</EmptyState>
      ) : null}

      <Card title={t('byDay')} description={t('byDayDescription')} actions={csv('revenue')}>
        <RevenueByDay report={report} money={money} t={t} f={f} />
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t('topSellers')} description={t('topSellersDescription', { n: report.products.limit })} actions={csv('products')}>
          {report.products.byRevenue.length === 0 ? (
            <EmptyState title={t('noProducts')}>{noSales}</EmptyState>
          ) : (
            <ResponsiveTable
              caption={t('topSellersCaption')}
              rows={report.products.byRevenue.map((row, index) => ({ ...row, rank: index + 1 }))}
              rowKey={(row) => `${row.productId ?? ''}:${row.name}`}
              minWidth="30rem"
              columns={[
                { label: '#', cell: (row) => row.rank, hideOnPhone: true },
                { label: t('product'), primary: true, cell: (row) => row.name },
                { label: t('quantity'), align: 'right', cell: (row) => row.quantity },
                { label: t('revenue'), align: 'right', emphasis: true, nowrap: true, cell: (row) => money(row.revenue) },
                { label: t('exclVat'), align: 'right', nowrap: true, cell: (row) => money(row.revenueExclVat) },
              ]}
            />
          )}
        </Card>

        <Card title={t('byMethod')} description={t('byMethodDescription')} actions={csv('payment-methods')}>
          {report.paymentMethods.methods.length === 0 ? (
            <EmptyState title={t('noPayments')}>{noSales}</EmptyState>
          ) : (
            <ResponsiveTable
              caption={t('byMethodCaption')}
              rows={[
                ...report.paymentMethods.methods.map((row) => ({ key: row.method, label: sales(`paymentMethod.${row.method}`), ...row })),
                { key: 'total', label: t('total'), ...report.paymentMethods.totals },
              ]}
              rowKey={(row) => row.key}
              minWidth="24rem"
              columns={[
                { label: t('method'), primary: true, cell: (row) => <Strong total={row.key === 'total'}>{row.label}</Strong> },
                { label: t('payments'), align: 'right', cell: (row) => row.count },
                { label: t('amount'), align: 'right', emphasis: true, nowrap: true, cell: (row) => <Strong total={row.key === 'total'}>{money(row.amount)}</Strong> },
              ]}
            />
          )}
        </Card>
      </div>

      <Card title={t('byLocation')} description={t('byLocationDescription')} actions={csv('locations')}>
        <ResponsiveTable
          caption={t('byLocationCaption')}
          rows={[...report.locations.locations.map((row) => ({ key: row.locationId ?? 'none', ...row })), { key: 'total', name: t('total'), ...report.locations.totals }]}
          rowKey={(row) => row.key}
          minWidth="36rem"
          columns={figureColumns<{ key: string; name: string } & RevenueFigures>(t, t('location'), (row) => <Strong total={row.key === 'total'}>{row.name}</Strong>, money)}
        />
      </Card>

      <Card
        title={t('vatReport')}
        description={t('vatReportDescription')}
        actions={csv('vat')}
      >
        {report.vat.rates.length === 0 ? (
          <EmptyState title={t('noVat')}>{noSales}</EmptyState>
        ) : (
          <ResponsiveTable
            caption={t('vatCaption')}
            rows={[
              ...report.vat.rates.map((row) => ({ key: String(row.vatPercent), label: t('vatRate', { rate: f.percent(row.vatPercent) }), ...row })),
              { key: 'total', label: t('total'), ...report.vat.totals },
            ]}
            rowKey={(row) => row.key}
            minWidth="30rem"
            columns={[
              { label: t('rate'), primary: true, cell: (row) => <Strong total={row.key === 'total'}>{row.label}</Strong> },
              { label: t('baseExclVat'), align: 'right', nowrap: true, cell: (row) => money(row.base) },
              { label: t('vat'), align: 'right', nowrap: true, cell: (row) => money(row.vat) },
              { label: t('totalInclVat'), align: 'right', emphasis: true, nowrap: true, cell: (row) => <Strong total={row.key === 'total'}>{money(row.total)}</Strong> },
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
function figureColumns<T extends RevenueFigures>(t: Translate, label: string, name: (row: T) => ReactNode, money: (amount: number) => string): ResponsiveColumn<T>[] {
  return [
    { label, primary: true, nowrap: true, cell: name },
    { label: t('revenue'), align: 'right', emphasis: true, nowrap: true, cell: (row) => money(row.gross) },
    { label: t('exclVat'), align: 'right', nowrap: true, cell: (row) => money(row.net) },
    { label: t('vat'), align: 'right', nowrap: true, cell: (row) => money(row.vat) },
    { label: t('sales'), align: 'right', cell: (row) => row.saleCount },
    { label: t('refunds'), align: 'right', cell: (row) => row.refundCount },
  ];
}

function RevenueByDay({ report, money, t, f }: { report: ReportsPage; money: (amount: number) => string; t: Translate; f: Formatter }) {
  const days = report.revenue.periods.map((period) => ({ date: period.period, amount: period.gross }));
  const best = days.reduce((top, day) => (day.amount > top.amount ? day : top), days[0]!);
  const range = report.from === report.to ? f.date(report.from) : t('range', { from: f.date(report.from), to: f.date(report.to) });
  const total = money(report.revenue.totals.gross);
  // The chart's spoken summary and the sentence under it: the same figures, the first naming the chart.
  const withBest = (summary: string) => (best.amount > 0 ? t('chartBest', { summary, day: f.date(best.date), amount: money(best.amount) }) : t('chartNone', { summary }));
  return (
    <>
      <ReportChart days={days} currency={report.currency} summary={withBest(t('chartImage', { range, total }))} />
      <p className="mt-2 text-sm text-slate-600">{withBest(t('chartText', { range, total }))}</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 underline-offset-4 hover:underline">{t('asTable')}</summary>
        <div className="mt-2">
          <ResponsiveTable
            caption={t('dayCaption', { range })}
            rows={[...report.revenue.periods.map((row) => ({ key: row.period, ...row })), { key: 'total', ...report.revenue.totals }]}
            rowKey={(row) => row.key}
            minWidth="36rem"
            columns={figureColumns<{ key: string } & RevenueFigures>(
              t,
              t('day'),
              (row) => (row.key === 'total' ? <Strong total>{t('total')}</Strong> : <time dateTime={row.key}>{f.date(row.key)}</time>),
              money,
            )}
          />
        </div>
      </details>
    </>
  );
}
