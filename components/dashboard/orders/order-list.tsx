// The Orders page's body (a server component: plain links and a GET form, so tabs, filter, search and paging
// live in the address): tabs with counts, "Unpaid only", search, a page of orders.
import { buttonClass } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { controlClass } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { TableHead } from '@/components/ui/table';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { OrderTab } from '@/lib/domain/orders/list';
import type { OrderSummary } from '@/lib/domain/orders/orders';
import { fulfilmentText, minorUnits, PaymentBadge, StatusBadge } from './order-format';

const TABS: OrderTab[] = ['to_handle', 'in_progress', 'completed', 'cancelled'];

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

export async function OrderList({ businessId, tab, unpaidOnly, q, counts, orders, nextHref, firstHref }: OrderListProps) {
  const [t, common, f] = await Promise.all([appTranslator('orders'), appTranslator('common'), appFormat()]);
  const money = (order: OrderSummary) => f.money(minorUnits(order.total, order.currency), order.currency);
  const current = t(`tabs.${tab}`);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <nav aria-label={t('tabsLabel')} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {TABS.map((entry) => {
            const active = entry === tab;
            return (
              <li key={entry}>
                <a
                  href={ordersHref(businessId, { tab: entry, unpaidOnly, q })}
                  aria-current={active ? 'page' : undefined}
                  className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {t(`tabs.${entry}`)}
                  <span className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'}`}>
                    {f.count(counts[entry])}
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
            {common('search')}
            <input type="search" name="q" defaultValue={q} placeholder={t('searchPlaceholder')} className={controlClass} maxLength={200} />
          </label>
          <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="payment" value="unpaid" defaultChecked={unpaidOnly} className="size-4 accent-brand-700" />
            {t('unpaidOnly')}
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            {common('apply')}
          </button>
        </form>
        {orders.length === 0 ? (
          <EmptyState title={q || unpaidOnly ? t('empty.noMatch') : t('empty.noneInTab', { tab: current })}>
            {q || unpaidOnly ? t('empty.noMatchHint') : t('empty.noneHint')}
          </EmptyState>
        ) : (
          <>
            {/* Narrow screens: one card per order; the table from 640 px up. */}
            <ul className="-mx-5 divide-y divide-slate-100 sm:hidden">
              {orders.map((order) => (
                <li key={order.id} className="px-5 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <a href={`/dashboard/${businessId}/orders/${order.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                      {t('number', { number: order.number })}
                    </a>
                    <span className="tabular-nums text-slate-900">{money(order)}</span>
                  </div>
                  <p className="mt-0.5 text-sm text-slate-900">{order.customer.name}</p>
                  <p className="text-xs text-slate-600">
                    {f.dateTime(order.createdAt)} · {fulfilmentText(order, t, f)}
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
                <caption className="sr-only">{t('caption', { tab: current })}</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClassName="px-4 py-2"
                  columns={[
                    { label: t('columns.order') },
                    { label: t('columns.placed') },
                    { label: t('columns.customer') },
                    { label: t('columns.fulfilment') },
                    { label: common('total'), align: 'right' },
                    { label: t('columns.payment') },
                    { label: common('status') },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {orders.map((order) => (
                    <tr key={order.id} className="align-top hover:bg-slate-50">
                      <td className="whitespace-nowrap px-4 py-3">
                        <a href={`/dashboard/${businessId}/orders/${order.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                          {t('number', { number: order.number })}
                        </a>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{f.dateTime(order.createdAt)}</td>
                      <td className="px-4 py-3">
                        <span className="block text-slate-900">{order.customer.name}</span>
                        <span className="block text-xs text-slate-600">{order.customer.email}</span>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{fulfilmentText(order, t, f)}</td>
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
            <Pager label={common('pages')} firstHref={firstHref} nextHref={nextHref} first={t('newest')} next={t('older')} />
          </>
        )}
      </Card>
    </>
  );
}
