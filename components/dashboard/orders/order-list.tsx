// The Orders page's body (a server component: plain links and a GET form, so tabs, filter, search and paging
// live in the address): tabs with counts, "Unpaid only", search, a page of orders.
import { buttonClass } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { controlClass } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { TableHead } from '@/components/ui/table';
import { minorDigits } from '@/lib/i18n/format';
import type { OrderTab } from '@/lib/domain/orders/list';
import type { OrderSummary } from '@/lib/domain/orders/orders';
import { fulfilmentText, formatDateTime, formatMoney, PaymentBadge, StatusBadge } from './order-format';

const money = (order: OrderSummary) => formatMoney(Math.round(order.total * 10 ** minorDigits(order.currency)), order.currency);

const TABS: { tab: OrderTab; label: string }[] = [
  { tab: 'to_handle', label: 'To handle' },
  { tab: 'in_progress', label: 'Ready / shipped' },
  { tab: 'completed', label: 'Completed' },
  { tab: 'cancelled', label: 'Cancelled' },
];

export type OrderListProps = {
  businessId: string;
  tab: OrderTab;
  unpaidOnly: boolean;
  q: string;
  counts: Record<OrderTab, number>;
  orders: OrderSummary[];
  /** The address of the next page, when there is one; of the first page, when this is not it. */
  nextHref: string | null;
  firstHref: string | null;
};

/** The address of the list with these settings. */
export function ordersHref(businessId: string, settings: { tab: OrderTab; unpaidOnly: boolean; q: string; cursor?: string }): string {
  const query = new URLSearchParams();
  if (settings.tab !== 'to_handle') query.set('tab', settings.tab);
  if (settings.unpaidOnly) query.set('payment', 'unpaid');
  if (settings.q) query.set('q', settings.q);
  if (settings.cursor) query.set('cursor', settings.cursor);
  const text = query.toString();
  return `/dashboard/${businessId}/orders${text ? `?${text}` : ''}`;
}

export function OrderList({ businessId, tab, unpaidOnly, q, counts, orders, nextHref, firstHref }: OrderListProps) {
  const current = TABS.find((entry) => entry.tab === tab)!;
  return (
    <>
      <PageHeader title="Orders" description="Web shop orders. Mark them paid when the money is in, ready or shipped when they leave, and complete them." />
      <nav aria-label="Order states" className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {TABS.map((entry) => {
            const active = entry.tab === tab;
            return (
              <li key={entry.tab}>
                <a
                  href={ordersHref(businessId, { tab: entry.tab, unpaidOnly, q })}
                  aria-current={active ? 'page' : undefined}
                  className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {entry.label}
                  <span className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'}`}>
                    {counts[entry.tab]}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <Card>
        <form method="get" action={`/dashboard/${businessId}/orders`} className="mb-4 flex flex-wrap items-end gap-3" role="search">
          {tab !== 'to_handle' ? <input type="hidden" name="tab" value={tab} /> : null}
          <label className="flex min-w-[14rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
            Search
            <input type="search" name="q" defaultValue={q} placeholder="Order number, customer name or e-mail" className={controlClass} maxLength={200} />
          </label>
          <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="payment" value="unpaid" defaultChecked={unpaidOnly} className="size-4 accent-brand-700" />
            Unpaid only
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            Apply
          </button>
        </form>
        {orders.length === 0 ? (
          <EmptyState title={q || unpaidOnly ? 'No orders match' : `No orders in “${current.label}”`}>
            {q || unpaidOnly ? 'Clear the search or the unpaid filter to see more.' : 'Orders placed in your web shop show up here.'}
          </EmptyState>
        ) : (
          <>
            {/* Narrow screens: one card per order; the table from 640 px up. */}
            <ul className="-mx-5 divide-y divide-slate-100 sm:hidden">
              {orders.map((order) => (
                <li key={order.id} className="px-5 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <a href={`/dashboard/${businessId}/orders/${order.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                      N° {order.number}
                    </a>
                    <span className="tabular-nums text-slate-900">{money(order)}</span>
                  </div>
                  <p className="mt-0.5 text-sm text-slate-900">{order.customer.name}</p>
                  <p className="text-xs text-slate-600">
                    {formatDateTime(order.createdAt)} · {fulfilmentText(order)}
                  </p>
                  <div className="mt-1.5 flex gap-2">
                    <PaymentBadge status={order.paymentStatus} />
                    <StatusBadge status={order.status} />
                  </div>
                </li>
              ))}
            </ul>
            <div className="-mx-5 hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[52rem] text-sm">
                <caption className="sr-only">Orders “{current.label}”, newest first</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClassName="px-4 py-2"
                  columns={[
                    { label: 'Order' },
                    { label: 'Placed' },
                    { label: 'Customer' },
                    { label: 'Fulfilment' },
                    { label: 'Total', align: 'right' },
                    { label: 'Payment' },
                    { label: 'Status' },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {orders.map((order) => (
                    <tr key={order.id} className="align-top hover:bg-slate-50">
                      <td className="whitespace-nowrap px-4 py-3">
                        <a href={`/dashboard/${businessId}/orders/${order.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                          N° {order.number}
                        </a>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(order.createdAt)}</td>
                      <td className="px-4 py-3">
                        <span className="block text-slate-900">{order.customer.name}</span>
                        <span className="block text-xs text-slate-600">{order.customer.email}</span>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{fulfilmentText(order)}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-900">{money(order)}</td>
                      <td className="whitespace-nowrap px-4 py-3">
                        <PaymentBadge status={order.paymentStatus} />
                      </td>
                      <td className="whitespace-nowrap px-4 py-3">
                        <StatusBadge status={order.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager firstHref={firstHref} nextHref={nextHref} first="Newest orders" next="Older orders" />
          </>
        )}
      </Card>
    </>
  );
}
