// The Sales page's body (a server component: a GET form and links, so filters and paging live in the address):
// filters (days, location, till or online, and a session or customer when one was chosen elsewhere), a page
// of transactions newest first.
import { formatMoney } from '@/components/dashboard/products/format';
import { LocationSelect } from '@/components/dashboard/reports/location-select';
import { Card, EmptyState } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/i18n/format';
import type { SalesNames } from '@/lib/domain/pos/sales-names';
import type { TransactionView } from '@/lib/domain/pos/schemas';
import { CHANNEL_LABELS, FilterActions, KindBadge, linkClass, methodsText } from './sales-format';
import { Pager } from '@/components/ui/pager';

export type SalesFilters = { from?: string; to?: string; locationId?: string; channel?: 'pos' | 'online'; sessionId?: string; customerId?: string };
export type SalesFilterErrors = { from?: string; to?: string };

/** The list's address with these filters (and a cursor). */
export function salesHref(businessId: string, filters: SalesFilters & { cursor?: string }): string {
  const query = new URLSearchParams();
  for (const key of ['from', 'to', 'locationId', 'channel', 'sessionId', 'customerId', 'cursor'] as const) {
    const value = filters[key];
    if (value) query.set(key === 'sessionId' ? 'session' : key === 'customerId' ? 'customer' : key, value);
  }
  const text = query.toString();
  return `/dashboard/${businessId}/sales${text ? `?${text}` : ''}`;
}

export function TransactionList({
  businessId,
  filters,
  errors,
  locations,
  transactions,
  names,
  sessionLabel,
  customerLabel,
  nextHref,
  firstHref,
}: {
  businessId: string;
  filters: SalesFilters;
  errors: SalesFilterErrors;
  locations: { id: string; name: string }[];
  transactions: TransactionView[] | null;
  names: SalesNames;
  sessionLabel: string | null;
  customerLabel: string | null;
  nextHref: string | null;
  firstHref: string | null;
}) {
  const filtered = Object.values(filters).some(Boolean);
  const chips = [
    sessionLabel ? { label: `Session: ${sessionLabel}`, href: salesHref(businessId, { ...filters, sessionId: undefined }) } : null,
    customerLabel ? { label: `Customer: ${customerLabel}`, href: salesHref(businessId, { ...filters, customerId: undefined }) } : null,
  ].filter((chip) => chip !== null);
  return (
    <Card>
      <form method="get" action={`/dashboard/${businessId}/sales`} aria-label="Filter transactions" className="mb-4 flex flex-wrap items-start gap-3">
        {filters.sessionId ? <input type="hidden" name="session" value={filters.sessionId} /> : null}
        {filters.customerId ? <input type="hidden" name="customer" value={filters.customerId} /> : null}
        <TextField label="From" type="date" name="from" defaultValue={filters.from} error={errors.from} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <TextField label="To" type="date" name="to" defaultValue={filters.to} error={errors.to} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <LocationSelect locations={locations} value={filters.locationId} className="w-[calc(50%-0.375rem)] sm:w-48" />
        <SelectField label="Channel" name="channel" defaultValue={filters.channel ?? ''} className="w-[calc(50%-0.375rem)] sm:w-36">
          <option value="">Till and online</option>
          <option value="pos">Till</option>
          <option value="online">Online</option>
        </SelectField>
        <FilterActions filtered={filtered} clearHref={`/dashboard/${businessId}/sales`} />
      </form>
      {chips.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label="Also filtered by">
          {chips.map((chip) => (
            <li key={chip.label} className="flex items-center gap-2 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200">
              {chip.label}
              <a href={chip.href} className="rounded-full px-2 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={`Remove filter ${chip.label}`}>
                ✕
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {transactions === null ? (
        <EmptyState title="Fix the filters">Correct the days marked above to see the transactions.</EmptyState>
      ) : transactions.length === 0 ? (
        <EmptyState title={filtered ? 'No transactions match' : 'No sales yet'}>
          {filtered ? 'Widen the days or clear a filter to see more.' : 'Sales rung up at the till and paid web orders show up here.'}
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            caption="Transactions, newest first"
            rows={transactions}
            rowKey={(t) => t.id}
            minWidth="52rem"
            columns={[
              {
                label: 'When',
                primary: true,
                nowrap: true,
                cell: (t) => (
                  <a href={`/dashboard/${businessId}/sales/${t.id}`} className={linkClass}>
                    {formatDateTime(t.occurredAt)}
                  </a>
                ),
              },
              { label: 'Kind', cell: (t) => <KindBadge kind={t.kind} /> },
              { label: 'Channel', cell: (t) => CHANNEL_LABELS[t.channel] },
              { label: 'Location', cell: (t) => (t.locationId ? names.locations[t.locationId] : null) ?? '—' },
              { label: 'Customer', cell: (t) => (t.customerId ? names.customers[t.customerId] : null) ?? '—' },
              { label: 'Items', align: 'right', cell: (t) => t.lines.reduce((sum, line) => sum + Math.abs(line.quantity), 0) },
              { label: 'Paid with', cell: (t) => methodsText(t.payments) },
              { label: 'Total', align: 'right', emphasis: true, nowrap: true, cell: (t) => formatMoney(t.totalAmount, t.currency) },
            ]}
          />
          <Pager firstHref={firstHref} nextHref={nextHref} first="Newest" next="Older" />
        </>
      )}
    </Card>
  );
}
