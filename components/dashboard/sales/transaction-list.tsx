// The Sales page's body (a server component: a GET form and links, so filters and paging live in the address):
// filters (days, location, till or online, and a session or customer when one was chosen elsewhere), a page
// of transactions newest first.
import { LocationSelect } from '@/components/dashboard/reports/location-select';
import { Card, EmptyState } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { SalesNames } from '@/lib/domain/pos/sales-names';
import type { TransactionView } from '@/lib/domain/pos/schemas';
import { toMinor } from '@/lib/domain/shared/money';
import { FilterActions, KindBadge, linkClass, methodsText } from './sales-format';
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

export async function TransactionList({
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
  const [t, common, f] = await Promise.all([appTranslator('sales'), appTranslator('common'), appFormat()]);
  const filtered = Object.values(filters).some(Boolean);
  const chips = [
    sessionLabel ? { label: t('list.session', { label: sessionLabel }), href: salesHref(businessId, { ...filters, sessionId: undefined }) } : null,
    customerLabel ? { label: t('list.customerChip', { label: customerLabel }), href: salesHref(businessId, { ...filters, customerId: undefined }) } : null,
  ].filter((chip) => chip !== null);
  return (
    <Card>
      <form method="get" action={`/dashboard/${businessId}/sales`} aria-label={t('list.filterLabel')} className="mb-4 flex flex-wrap items-start gap-3">
        {filters.sessionId ? <input type="hidden" name="session" value={filters.sessionId} /> : null}
        {filters.customerId ? <input type="hidden" name="customer" value={filters.customerId} /> : null}
        <TextField label={t('list.from')} type="date" name="from" defaultValue={filters.from} error={errors.from} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <TextField label={t('list.to')} type="date" name="to" defaultValue={filters.to} error={errors.to} className="w-[calc(50%-0.375rem)] sm:w-40" />
        <LocationSelect locations={locations} value={filters.locationId} className="w-[calc(50%-0.375rem)] sm:w-48" />
        <SelectField label={t('list.channel')} name="channel" defaultValue={filters.channel ?? ''} className="w-[calc(50%-0.375rem)] sm:w-36">
          <option value="">{t('list.allChannels')}</option>
          <option value="pos">{t('channel.pos')}</option>
          <option value="online">{t('channel.online')}</option>
        </SelectField>
        <FilterActions filtered={filtered} clearHref={`/dashboard/${businessId}/sales`} />
      </form>
      {chips.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('list.alsoFiltered')}>
          {chips.map((chip) => (
            <li key={chip.label} className="flex items-center gap-2 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-200">
              {chip.label}
              <a href={chip.href} className="rounded-full px-2 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t('list.removeFilter', { label: chip.label })}>
                ✕
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {transactions === null ? (
        <EmptyState title={t('fixFilters')}>{t('list.fixFiltersHelp')}</EmptyState>
      ) : transactions.length === 0 ? (
        <EmptyState title={filtered ? t('list.noMatch') : t('list.noneYet')}>
          {filtered ? t('list.noMatchHelp') : t('list.noneYetHelp')}
        </EmptyState>
      ) : (
        <>
          <ResponsiveTable
            caption={t('list.caption')}
            rows={transactions}
            rowKey={(row) => row.id}
            minWidth="52rem"
            columns={[
              {
                label: t('list.when'),
                primary: true,
                nowrap: true,
                cell: (row) => (
                  <a href={`/dashboard/${businessId}/sales/${row.id}`} className={linkClass}>
                    {f.dateTime(row.occurredAt)}
                  </a>
                ),
              },
              { label: t('list.kind'), cell: (row) => <KindBadge kind={row.kind} /> },
              { label: t('list.channel'), cell: (row) => t(`channel.${row.channel}`) },
              { label: t('list.location'), cell: (row) => (row.locationId ? names.locations[row.locationId] : null) ?? '—' },
              { label: t('list.customer'), cell: (row) => (row.customerId ? names.customers[row.customerId] : null) ?? '—' },
              { label: t('list.items'), align: 'right', cell: (row) => row.lines.reduce((sum, line) => sum + Math.abs(line.quantity), 0) },
              { label: t('list.paidWith'), cell: (row) => methodsText(t, row.payments) },
              { label: common('total'), align: 'right', emphasis: true, nowrap: true, cell: (row) => f.money(toMinor(row.totalAmount, row.currency), row.currency) },
            ]}
          />
          <Pager label={common('pages')} firstHref={firstHref} nextHref={nextHref} first={t('newest')} next={t('older')} />
        </>
      )}
    </Card>
  );
}
