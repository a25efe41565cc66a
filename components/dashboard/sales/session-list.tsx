// The register sessions list (a server component: GET form and links): filters by days and location; each
// session's opening float, counted cash and difference with what was expected, and its number of sales, with
// a link to those sales.
import { formatMoney } from '@/components/dashboard/products/format';
import { LocationSelect } from '@/components/dashboard/reports/location-select';
import { Badge } from '@/components/ui/badge';
import { Card, EmptyState } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/i18n/format';
import type { SalesNames } from '@/lib/domain/pos/sales-names';
import type { SessionView } from '@/lib/domain/pos/schemas';
import { FilterActions, linkClass } from './sales-format';
import { Pager } from '@/components/ui/pager';

export type SessionFilters = { from?: string; to?: string; locationId?: string };

export function sessionsHref(businessId: string, filters: SessionFilters & { cursor?: string }): string {
  const query = new URLSearchParams();
  for (const key of ['from', 'to', 'locationId', 'cursor'] as const) if (filters[key]) query.set(key, filters[key]);
  const text = query.toString();
  return `/dashboard/${businessId}/sales/sessions${text ? `?${text}` : ''}`;
}

function Difference({ session }: { session: SessionView }) {
  if (session.cashDifference === null) return <span className="text-slate-600">—</span>;
  const text = `${session.cashDifference > 0 ? '+' : ''}${formatMoney(session.cashDifference, session.currency)}`;
  if (session.cashDifference === 0) return <span>{text}</span>;
  return <span className={session.cashDifference < 0 ? 'font-medium text-red-700' : 'font-medium text-amber-800'}>{text}</span>;
}

export function SessionList({
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
  const filtered = Object.values(filters).some(Boolean);
  const money = (session: SessionView, amount: number | null) => (amount === null ? '—' : formatMoney(amount, session.currency));
  return (
    <Card>
      <form method="get" action={`/dashboard/${businessId}/sales/sessions`} aria-label="Filter register sessions" className="mb-4 flex flex-wrap items-start gap-3">
        <TextField label="Opened from" type="date" name="from" defaultValue={filters.from} error={errors.from} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <TextField label="Opened to" type="date" name="to" defaultValue={filters.to} error={errors.to} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <LocationSelect locations={locations} value={filters.locationId} className="w-full sm:w-48" />
        <FilterActions filtered={filtered} clearHref={`/dashboard/${businessId}/sales/sessions`} />
      </form>
      {sessions === null ? (
        <EmptyState title="Fix the filters">Correct the days marked above to see the sessions.</EmptyState>
      ) : sessions.length === 0 ? (
        <EmptyState title={filtered ? 'No sessions match' : 'No register sessions yet'}>
          {filtered ? 'Widen the days or choose all locations.' : 'A session starts when a till is opened with its cash float, and ends when the cash is counted.'}
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            caption="Register sessions, newest first"
            rows={sessions}
            rowKey={(session) => session.id}
            minWidth="60rem"
            columns={[
              {
                label: 'Opened',
                primary: true,
                nowrap: true,
                cell: (session) => (
                  <a href={`/dashboard/${businessId}/sales?session=${session.id}`} className={linkClass} aria-label={`Sales of the session opened ${formatDateTime(session.openedAt)} at ${session.location.name}`}>
                    {formatDateTime(session.openedAt)}
                  </a>
                ),
              },
              { label: 'Location', nowrap: true, cell: (session) => session.location.name },
              { label: 'Staff', nowrap: true, cell: (session) => (session.staffId ? names.staff[session.staffId] : null) ?? '—' },
              {
                label: 'Status',
                nowrap: true,
                cell: (session) =>
                  session.closedAt ? <span className="text-slate-700">Closed {formatDateTime(session.closedAt).slice(-5)}</span> : <Badge tone="brand">Open</Badge>,
              },
              { label: 'Opening float', align: 'right', nowrap: true, cell: (session) => money(session, session.openingFloat) },
              { label: 'Counted cash', align: 'right', nowrap: true, cell: (session) => money(session, session.countedCash) },
              { label: 'Difference', align: 'right', nowrap: true, cell: (session) => <Difference session={session} /> },
              { label: 'Sales', align: 'right', cell: (session) => session.transactionCount },
              { label: 'Total', align: 'right', nowrap: true, emphasis: true, cell: (session) => money(session, session.totalAmount) },
            ]}
          />
          <Pager firstHref={firstHref} nextHref={nextHref} first="Newest" next="Older" />
        </>
      )}
    </Card>
  );
}
