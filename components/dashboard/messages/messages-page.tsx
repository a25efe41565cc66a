'use client';
// The Messages page: the e-mail outbox of the business, newest first, a page at a time, filtered by state; each
// row says to whom, what, about which order, its state, attempts and last error, and opens the message.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { FormError, SelectField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { Loading } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { type MessageStatus, type MessageSummary, useMessages } from '@/lib/dashboard/client/messages';
import { kindLabel, SendingBanner, StatusBadge } from './message-labels';

const STATUSES: MessageStatus[] = ['pending', 'sent', 'failed'];

const link = 'rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

function MessageRow({ businessId, message }: { businessId: string; message: MessageSummary }) {
  const t = useTranslations('messagesPage');
  const f = useFormat();
  const base = `/dashboard/${businessId}`;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <a href={`${base}/messages/${message.id}`} className={`${link} block max-w-[22rem] break-words`}>
          {message.subject}
        </a>
        <span className="mt-0.5 block text-xs text-slate-600">{kindLabel(message.kind, t)}</span>
      </td>
      <td className="px-4 py-3 text-slate-800">
        <span className="block max-w-[14rem] break-words">{message.to.name ? `${message.to.name}` : message.to.address}</span>
        {message.to.name ? <span className="block max-w-[14rem] break-words text-xs text-slate-600">{message.to.address}</span> : null}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        {message.orderId ? (
          <a href={`${base}/orders/${message.orderId}`} className={link}>
            {t('viewOrder')}
          </a>
        ) : (
          <span className="text-slate-600">—</span>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <StatusBadge status={message.status} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-800">{f.count(message.attempts)}</td>
      <td className="px-4 py-3 text-slate-700">
        <span className="block max-w-[16rem] break-words text-xs">{message.lastError ?? '—'}</span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{f.dateTime(message.sentAt ?? message.createdAt)}</td>
    </tr>
  );
}

/** The same facts as a row, stacked, for narrow screens. */
function MessageItem({ businessId, message }: { businessId: string; message: MessageSummary }) {
  const t = useTranslations('messagesPage');
  const f = useFormat();
  const base = `/dashboard/${businessId}`;
  return (
    <li className="space-y-1 py-3">
      <div className="flex items-start justify-between gap-3">
        <a href={`${base}/messages/${message.id}`} className={`${link} min-w-0 break-words`}>
          {message.subject}
        </a>
        <StatusBadge status={message.status} />
      </div>
      <p className="break-words text-sm text-slate-800">
        {t('kindTo', { kind: kindLabel(message.kind, t), address: message.to.address })}
      </p>
      <p className="text-xs text-slate-600">
        {f.dateTime(message.sentAt ?? message.createdAt)} · {t('attemptCount', { count: message.attempts })}
        {message.orderId ? (
          <>
            {' · '}
            <a href={`${base}/orders/${message.orderId}`} className={link}>
              {t('viewOrder')}
            </a>
          </>
        ) : null}
      </p>
      {message.lastError ? <p className="break-words text-xs text-red-800">{message.lastError}</p> : null}
    </li>
  );
}

export function MessagesPage({ businessId, sending, from }: { businessId: string; sending: boolean; from: string }) {
  const t = useTranslations('messagesPage');
  const common = useTranslations('common');
  const f = useFormat();
  const [status, setStatus] = useState<'' | MessageStatus>('');
  const messages = useMessages(businessId, status ? { status } : {});
  const rows = messages.data?.pages.flatMap((page) => page.data) ?? [];
  const counts = messages.data?.pages[0]?.counts;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <SendingBanner sending={sending} from={from} />
      <Card
        title={t('outbox')}
        description={counts ? t('counts', { pending: f.count(counts.pending), sent: f.count(counts.sent), failed: f.count(counts.failed) }) : undefined}
        actions={
          <SelectField label={common('status')} value={status} onChange={(event) => setStatus(event.target.value as '' | MessageStatus)} className="w-40">
            <option value="">{common('all')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </SelectField>
        }
      >
        {messages.isPending ? (
          <Loading label={t('loading')} />
        ) : messages.isError && rows.length === 0 ? (
          <div className="space-y-3">
            <FormError message={t('loadFailed', { error: messages.error.message })} />
            <Button variant="secondary" onClick={() => messages.refetch()}>
              {common('retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          status ? (
            <EmptyState title={t(`empty.${status}`)}>{t('empty.chooseAll')}</EmptyState>
          ) : (
            <EmptyState title={t('empty.none')}>{t('empty.noneHint')}</EmptyState>
          )
        ) : (
          <>
            <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('listLabel')}>
              {rows.map((message) => (
                <MessageItem key={message.id} businessId={businessId} message={message} />
              ))}
            </ul>
            <div className="-mx-5 hidden overflow-x-auto md:block">
              <table className="w-full min-w-[56rem] text-sm">
                <caption className="sr-only">{t('listLabel')}</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClassName="px-4 py-2"
                  columns={[
                    { label: t('column.subject') },
                    { label: t('fact.to') },
                    { label: t('fact.order') },
                    { label: common('status') },
                    { label: t('fact.attempts'), align: 'right' },
                    { label: t('fact.lastError') },
                    { label: t('column.time') },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {rows.map((message) => (
                    <MessageRow key={message.id} businessId={businessId} message={message} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <p className="text-sm text-slate-600" aria-live="polite">
                {t(messages.hasNextPage ? 'shown' : 'shownAll', { count: rows.length })}
              </p>
              {messages.hasNextPage ? (
                <Button variant="secondary" pending={messages.isFetchingNextPage} onClick={() => messages.fetchNextPage()}>
                  {messages.isFetchingNextPage ? common('loading') : t('loadMore')}
                </Button>
              ) : null}
            </div>
            {messages.isFetchNextPageError ? <FormError message={t('loadMoreFailed', { error: messages.error?.message ?? '' })} /> : null}
          </>
        )}
      </Card>
    </>
  );
}
