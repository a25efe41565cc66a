// The register sessions list (a server component: GET form and links): filters by days and location; each
// session's opening float, counted cash and difference with what was expected, and its number of sales, with
// a link to those sales.
import { LocationSelect } from '@/components/dashboard/reports/location-select';
import { Badge } from '@/components/ui/badge';
import { Card, EmptyState } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { Formatter } from '@/lib/i18n/format';
import type { SalesNames } from '@/lib/domain/pos/sales-names';
import type { SessionView } from '@/lib/domain/pos/schemas';
import { toMinor } from '@/lib/domain/shared/money';
import { FilterActions, linkClass } from './sales-format';
import { Pager } from '@/components/ui/pager';

export type SessionFilters = { from?: string; to?: string; locationId?: string };

export function sessionsHref(businessId: string, filters: SessionFilters & { cursor?: string }): string {
  const query = new URLSearchParams();
  for (const key of ['from', 'to', 'locationId', 'cursor'] as const) if (filters[key]) query.set(key, filters[key]);
  const text = query.toString();
  return `/dashboard/${businessId}/sales/sessions${text ? `?${text}` : ''}`;
}

function Difference({ session, f }: { session: SessionView; f: Formatter }) {
  if (session.cashDifference === null) return <span className="text-slate-600">—</span>;
  const text = `${session.cashDifference > 0 ? '+' : ''}${f.money(toMinor(session.cashDifference, session.currency), session.currency)}`;
  if (session.cashDifference === 0) return <span>{text}</span>;
  return <span className={session.cashDifference < 0 ? 'font-medium text-red-700' : 'font-medium text-amber-800'}>{text}</span>;
}

export async function SessionList({
  businessId,
  filters,
  errors,
  locations,
  sessions,
  names,
  nextHref,
  firstHref,
}: {
  businessId: string;
  filters: SessionFilters;
  errors: { from?: string; to?: string };
  locations: { id: string; name: string }[];
  sessions: SessionView[] | null;
  names: SalesNames;
  nextHref: string | null;
  firstHref: string | null;
}) {
  const [t, common, f] = await Promise.all([appTranslator('sales'), appTranslator('common'), appFormat()]);
  const filtered = Object.values(filters).some(Boolean);
  const money = (session: SessionView, amount: number | null) => (amount === null ? '—' : f.money(toMinor(amount, session.currency), session.currency));
  return (
    <Card>
      <form method="get" action={`/dashboard/${businessId}/sales/sessions`} aria-label={t('sessionList.filterLabel')} className="mb-4 flex flex-wrap items-start gap-3">
        <TextField label={t('sessionList.openedFrom')} type="date" name="from" defaultValue={filters.from} error={errors.from} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <TextField label={t('sessionList.openedTo')} type="date" name="to" defaultValue={filters.to} error={errors.to} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <LocationSelect locations={locations} value={filters.locationId} className="w-full sm:w-48" />
        <FilterActions filtered={filtered} clearHref={`/dashboard/${businessId}/sales/sessions`} />
      </form>
      {sessions === null ? (
        <EmptyState title={t('fixFilters')}>{t('sessionList.fixFiltersHelp')}</EmptyState>
      ) : sessions.length === 0 ? (
        <EmptyState title={filtered ? t('sessionList.noMatch') : t('sessionList.noneYet')}>
          {filtered ? t('sessionList.noMatchHelp') : t('sessionList.noneYetHelp')}
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            caption={t('sessionList.caption')}
            rows={sessions}
            rowKey={(session) => session.id}
            minWidth="60rem"
            columns={[
              {
                label: t('sessionList.opened'),
                primary: true,
                nowrap: true,
                cell: (session) => (
                  <a href={`/dashboard/${businessId}/sales?session=${session.id}`} className={linkClass} aria-label={t('sessionList.sessionSales', { opened: f.dateTime(session.openedAt), location: session.location.name })}>
                    {f.dateTime(session.openedAt)}
                  </a>
                ),
              },
              { label: t('sessionList.location'), nowrap: true, cell: (session) => session.location.name },
              { label: t('sessionList.staff'), nowrap: true, cell: (session) => (session.staffId ? names.staff[session.staffId] : null) ?? '—' },
              {
                label: common('status'),
                nowrap: true,
                cell: (session) =>
                  session.closedAt ? <span className="text-slate-700">{t('sessionList.closed', { time: f.time(session.closedAt) })}</span> : <Badge tone="brand">{t('sessionList.open')}</Badge>,
              },
              { label: t('sessionList.openingFloat'), align: 'right', nowrap: true, cell: (session) => money(session, session.openingFloat) },
              { label: t('sessionList.countedCash'), align: 'right', nowrap: true, cell: (session) => money(session, session.countedCash) },
              { label: t('sessionList.difference'), align: 'right', nowrap: true, cell: (session) => <Difference session={session} f={f} /> },
              { label: t('sessionList.sales'), align: 'right', cell: (session) => session.transactionCount },
              { label: common('total'), align: 'right', nowrap: true, emphasis: true, cell: (session) => money(session, session.totalAmount) },
            ]}
          />
          <Pager label={common('pages')} firstHref={firstHref} nextHref={nextHref} first={t('newest')} next={t('older')} />
        </>
      )}
    </Card>
  );
}
