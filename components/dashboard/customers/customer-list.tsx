// The Customers page's body (a server component: the search and paging live in the address, `?q=` and
// `?cursor=`): one search box over names, e-mail and phone, a page of customers with their visits and loyalty
// balance, and "New customer".
import { buttonClass } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { controlClass } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import type { CustomerSummary } from '@/lib/domain/customers/summaries';
import type { Translator } from '@/lib/i18n/translator';
import { customerName, formatPhone } from './format';
import { NewCustomerButton } from './new-customer-dialog';

/** The address of the list with this search (and page). */
export function customersHref(businessId: string, settings: { q: string; cursor?: string }): string {
  const query = new URLSearchParams();
  if (settings.q) query.set('q', settings.q);
  if (settings.cursor) query.set('cursor', settings.cursor);
  const text = query.toString();
  return `/dashboard/${businessId}/customers${text ? `?${text}` : ''}`;
}

function balance(card: CustomerSummary['card'], t: Translator<'customers'>): string {
  if (!card) return '—';
  const parts = [t('list.stamps', { count: card.stamps }), t('list.points', { count: card.points })];
  if (card.fullCards > 0) parts.push(t('list.rewardsReady', { count: card.fullCards }));
  return parts.join(' · ');
}

export async function CustomerList({
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
  const [t, common, f] = await Promise.all([appTranslator('customers'), appTranslator('common'), appFormat()]);
  const unnamed = t('unnamed');
  const columns: ResponsiveColumn<CustomerSummary>[] = [
    {
      label: common('name'),
      primary: true,
      cell: (c) => (
        <a href={`/dashboard/${businessId}/customers/${c.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {customerName(c, unnamed)}
        </a>
      ),
    },
    { label: t('email'), cell: (c) => <span className="break-all">{c.email ?? '—'}</span> },
    { label: common('phone'), nowrap: true, cell: (c) => (c.phone ? formatPhone(c.phone) : '—') },
    { label: t('list.visits'), align: 'right', cell: (c) => f.count(c.visits) },
    { label: t('list.lastVisit'), nowrap: true, cell: (c) => (c.lastVisit ? f.instantDate(c.lastVisit) : '—') },
    { label: t('list.loyalty'), cell: (c) => balance(c.card, t) },
  ];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('list.description')}
        actions={<NewCustomerButton businessId={businessId} />}
      />
      <Card>
        <form method="get" action={`/dashboard/${businessId}/customers`} className="mb-4 flex flex-wrap items-end gap-3" role="search">
          <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
            {common('search')}
            <input type="search" name="q" defaultValue={q} placeholder={t('list.searchPlaceholder')} className={controlClass} maxLength={200} />
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            {common('search')}
          </button>
          {q ? (
            <a href={customersHref(businessId, { q: '' })} className={buttonClass('ghost')}>
              {t('list.clear')}
            </a>
          ) : null}
        </form>
        {customers.length === 0 ? (
          q ? (
            <EmptyState title={t('list.noMatch', { q })}>{t('list.noMatchHint')}</EmptyState>
          ) : (
            <EmptyState title={t('list.none')} action={<NewCustomerButton businessId={businessId} />}>
              {t('list.noneHint')}
            </EmptyState>
          )
        ) : (
          <>
            <ResponsiveTable caption={q ? t('list.captionMatching', { q }) : t('list.caption')} rows={customers} columns={columns} rowKey={(c) => c.id} minWidth="48rem" />
            <Pager label={common('pages')} firstHref={firstHref} nextHref={nextHref} first={common('firstPage')} next={common('nextPage')} />
          </>
        )}
      </Card>
    </>
  );
}
