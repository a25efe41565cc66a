// The words of the Sales pages: the sub-nav (transactions, register sessions), kinds, channels, payment methods,
// and the paging links. Money and dates as everywhere in the dashboard.
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { appTranslator } from '@/lib/dashboard/locale';
import type { TransactionView } from '@/lib/domain/pos/schemas';

/** The Sales pages' translator (namespace `sales`). */
export type SalesTranslate = Awaited<ReturnType<typeof appTranslator<'sales'>>>;

export async function KindBadge({ kind }: { kind: TransactionView['kind'] }) {
  const t = await appTranslator('sales');
  return kind === 'refund' ? <Badge tone="warning">{t('refund')}</Badge> : <Badge tone="success">{t('sale')}</Badge>;
}

export const methodsText = (t: SalesTranslate, payments: TransactionView['payments']) =>
  [...new Set(payments.map((payment) => t(`paymentMethod.${payment.method}`)))].join(', ') || '—';

export const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Transactions | Register sessions, the current one marked. */
export async function SalesNav({ businessId, current }: { businessId: string; current: 'transactions' | 'sessions' }) {
  const t = await appTranslator('sales');
  const tabs = [
    { key: 'transactions', label: t('transactions'), href: `/dashboard/${businessId}/sales` },
    { key: 'sessions', label: t('sessions'), href: `/dashboard/${businessId}/sales/sessions` },
  ] as const;
  return (
    <nav aria-label={t('nav')} className="mb-4">
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              href={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={`-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                tab.key === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A filter form's submit button and, when something is filtered, the link back to the whole list. */
export async function FilterActions({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  const t = await appTranslator('sales');
  return (
    <div className="flex w-full gap-2 sm:w-auto sm:pt-6">
      <Button type="submit" variant="secondary">
        {t('filter')}
      </Button>
      {filtered ? (
        <a href={clearHref} className="inline-flex h-10 items-center px-2 text-sm text-brand-700 underline-offset-4 hover:underline">
          {t('clearAll')}
        </a>
      ) : null}
    </div>
  );
}
