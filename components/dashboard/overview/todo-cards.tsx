// What needs doing, each card linking to where it is handled: orders to handle, unpaid transfers, low stock.
import type { ReactNode } from 'react';
import { formatMoney } from '@/components/dashboard/products/format';
import type { Overview } from '@/lib/domain/reports/overview';

function TodoCard({ href, title, count, children, tone }: { href: string; title: string; count: number; children: ReactNode; tone: 'calm' | 'attention' }) {
  return (
    <a
      href={href}
      className={`block rounded-xl border bg-white p-4 shadow-sm transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 ${tone === 'attention' ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">{title}</span>
        <span className={`text-2xl font-semibold tabular-nums ${tone === 'attention' ? 'text-amber-800' : 'text-slate-900'}`}>{count}</span>
      </span>
      <span className="mt-1 block text-sm text-slate-600">{children}</span>
    </a>
  );
}

export function TodoCards({ businessId, overview }: { businessId: string; overview: Overview }) {
  const base = `/dashboard/${businessId}`;
  const { toHandle, unpaidTransfers, lowStock } = overview;
  return (
    <section aria-labelledby="todo-heading">
      <h2 id="todo-heading" className="mb-3 text-base font-semibold text-slate-900">
        To do
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <TodoCard href={`${base}/orders?tab=to-handle`} title="Orders to handle" count={toHandle} tone={toHandle ? 'attention' : 'calm'}>
          {toHandle ? 'Placed and waiting for you to prepare them.' : 'Nothing waiting: every order is handled.'}
        </TodoCard>
        <TodoCard href={`${base}/orders?payment=unpaid`} title="Unpaid transfers" count={unpaidTransfers.count} tone={unpaidTransfers.count ? 'attention' : 'calm'}>
          {unpaidTransfers.count
            ? `${formatMoney(unpaidTransfers.amount, overview.currency)} to receive by bank transfer.`
            : 'No transfer is waiting to be paid.'}
        </TodoCard>
        <TodoCard href={`${base}/products`} title="Low stock" count={lowStock.count} tone={lowStock.count ? 'attention' : 'calm'}>
          {lowStock.count ? (
            <>
              {lowStock.threshold} or fewer left:{' '}
              {lowStock.products.map((product) => `${product.name} (${product.stockQuantity})`).join(', ')}
              {lowStock.count > lowStock.products.length ? `, and ${lowStock.count - lowStock.products.length} more` : ''}.
            </>
          ) : (
            `Every tracked product has more than ${lowStock.threshold} in stock.`
          )}
        </TodoCard>
      </div>
    </section>
  );
}
