// The Customers page's body (a server component: the search and paging live in the address, `?q=` and
// `?cursor=`): one search box over names, e-mail and phone, a page of customers with their visits and loyalty
// balance, and "New customer".
import { buttonClass } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { controlClass } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import type { CustomerSummary } from '@/lib/domain/customers/summaries';
import { customerName, formatInstantDate, formatPhone } from './format';
import { NewCustomerButton } from './new-customer-dialog';

/** The address of the list with this search (and page). */
export function customersHref(businessId: string, settings: { q: string; cursor?: string }): string {
  const query = new URLSearchParams();
  if (settings.q) query.set('q', settings.q);
  if (settings.cursor) query.set('cursor', settings.cursor);
  const text = query.toString();
  return `/dashboard/${businessId}/customers${text ? `?${text}` : ''}`;
}

function balance(card: CustomerSummary['card']): string {
  if (!card) return '—';
  const parts = [`${card.stamps} stamp${card.stamps === 1 ? '' : 's'}`, `${card.points} pt${card.points === 1 ? '' : 's'}`];
  if (card.fullCards > 0) parts.push(`${card.fullCards} reward${card.fullCards === 1 ? '' : 's'} ready`);
  return parts.join(' · ');
}

export function CustomerList({
  businessId,
  q,
  customers,
  nextHref,
  firstHref,
}: {
  businessId: string;
  q: string;
  customers: CustomerSummary[];
  nextHref: string | null;
  firstHref: string | null;
}) {
  const columns: ResponsiveColumn<CustomerSummary>[] = [
    {
      label: 'Name',
      primary: true,
      cell: (c) => (
        <a href={`/dashboard/${businessId}/customers/${c.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {customerName(c)}
        </a>
      ),
    },
    { label: 'E-mail', cell: (c) => <span className="break-all">{c.email ?? '—'}</span> },
    { label: 'Phone', nowrap: true, cell: (c) => (c.phone ? formatPhone(c.phone) : '—') },
    { label: 'Visits', align: 'right', cell: (c) => c.visits },
    { label: 'Last visit', nowrap: true, cell: (c) => (c.lastVisit ? formatInstantDate(c.lastVisit) : '—') },
    { label: 'Loyalty', cell: (c) => balance(c.card) },
  ];
  return (
    <>
      <PageHeader
        title="Customers"
        description="The people who buy from you, at the till and online. Search, open a customer for their visits, invoices and loyalty card."
        actions={<NewCustomerButton businessId={businessId} />}
      />
      <Card>
        <form method="get" action={`/dashboard/${businessId}/customers`} className="mb-4 flex flex-wrap items-end gap-3" role="search">
          <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
            Search
            <input type="search" name="q" defaultValue={q} placeholder="Name, e-mail or phone" className={controlClass} maxLength={200} />
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            Search
          </button>
          {q ? (
            <a href={customersHref(businessId, { q: '' })} className={buttonClass('ghost')}>
              Clear
            </a>
          ) : null}
        </form>
        {customers.length === 0 ? (
          q ? (
            <EmptyState title={`No customer matches “${q}”`}>Try part of the name, the e-mail or the phone number, or add them as a new customer.</EmptyState>
          ) : (
            <EmptyState title="No customers yet" action={<NewCustomerButton businessId={businessId} />}>
              Customers appear here when they buy with a loyalty card, order online, or when you add them.
            </EmptyState>
          )
        ) : (
          <>
            <ResponsiveTable caption={q ? `Customers matching “${q}”` : 'Customers, oldest first'} rows={customers} columns={columns} rowKey={(c) => c.id} minWidth="48rem" />
            <Pager firstHref={firstHref} nextHref={nextHref} first="First page" next="Next page" />
          </>
        )}
      </Card>
    </>
  );
}
