// What needs doing, each card linking to where it is handled: orders to handle, unpaid transfers, low stock.
import type { ReactNode } from 'react';
import { minorUnits } from '@/components/dashboard/orders/order-format';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
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

export async function TodoCards({ businessId, overview }: { businessId: string; overview: Overview }) {
  const [t, f] = await Promise.all([appTranslator('overview'), appFormat()]);
  const base = `/dashboard/${businessId}`;
  const { toHandle, unpaidTransfers, lowStock } = overview;
  return (
    <section aria-labelledby="todo-heading">
      <h2 id="todo-heading" className="mb-3 text-base font-semibold text-slate-900">
        {t('todo.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <TodoCard href={`${base}/orders?tab=to-handle`} title={t('todo.toHandle.title')} count={toHandle} tone={toHandle ? 'attention' : 'calm'}>
          {toHandle ? t('todo.toHandle.some') : t('todo.toHandle.none')}
        </TodoCard>
        <TodoCard href={`${base}/orders?payment=unpaid`} title={t('todo.unpaid.title')} count={unpaidTransfers.count} tone={unpaidTransfers.count ? 'attention' : 'calm'}>
          {unpaidTransfers.count
            ? t('todo.unpaid.some', { amount: f.money(minorUnits(unpaidTransfers.amount, overview.currency), overview.currency) })
            : t('todo.unpaid.none')}
        </TodoCard>
        <TodoCard href={`${base}/products`} title={t('todo.lowStock.title')} count={lowStock.count} tone={lowStock.count ? 'attention' : 'calm'}>
          {lowStock.count
            ? t(lowStock.count > lowStock.products.length ? 'todo.lowStock.someMore' : 'todo.lowStock.some', {
                threshold: lowStock.threshold,
                products: lowStock.products.map((product) => `${product.name} (${product.stockQuantity})`).join(', '),
                more: lowStock.count - lowStock.products.length,
              })
            : t('todo.lowStock.none', { threshold: lowStock.threshold })}
        </TodoCard>
      </div>
    </section>
  );
}
