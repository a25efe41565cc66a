// The words of the Sales pages: the sub-nav (transactions, register sessions), kinds, channels, payment methods,
// and the paging links. Money and dates as everywhere in the dashboard.
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { paymentMethodLabel } from '@/lib/domain/reports/csv';
import type { TransactionView } from '@/lib/domain/pos/schemas';

export const CHANNEL_LABELS = { pos: 'Till', online: 'Online' } as const;

export function KindBadge({ kind }: { kind: TransactionView['kind'] }) {
  return kind === 'refund' ? <Badge tone="warning">Refund</Badge> : <Badge tone="success">Sale</Badge>;
}

export const methodsText = (payments: TransactionView['payments']) =>
  [...new Set(payments.map((payment) => paymentMethodLabel(payment.method)))].join(', ') || '—';

export const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Transactions | Register sessions, the current one marked. */
export function SalesNav({ businessId, current }: { businessId: string; current: 'transactions' | 'sessions' }) {
  const tabs = [
    { key: 'transactions', label: 'Transactions', href: `/dashboard/${businessId}/sales` },
    { key: 'sessions', label: 'Register sessions', href: `/dashboard/${businessId}/sales/sessions` },
  ] as const;
  return (
    <nav aria-label="Sales" className="mb-4">
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
export function FilterActions({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  return (
    <div className="flex w-full gap-2 sm:w-auto sm:pt-6">
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      {filtered ? (
        <a href={clearHref} className="inline-flex h-10 items-center px-2 text-sm text-brand-700 underline-offset-4 hover:underline">
          Clear all
        </a>
      ) : null}
    </div>
  );
}
