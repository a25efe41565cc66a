'use client';
// An endpoint's delivery log: each delivery (event type and id, status, last response code, time, attempts, next
// try), newest first, a page at a time, filtered by status; a delivery opens to show each attempt (time, outcome,
// status code, duration, error or the start of the answer) and can be sent again.
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { FormError, SelectField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { Loading } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useResendWebhookDelivery, useWebhookDeliveries } from '@/lib/dashboard/client/webhooks';
import { DELIVERY_STATUSES, type DeliveryStatus, type WebhookDeliveryView, isEventType } from '@/lib/dashboard/webhooks-schema';
import { DeliveryStatusBadge } from './labels';

type Attempt = WebhookDeliveryView['attempts'][number];
const OUTCOME_TONES = { succeeded: 'success', failed: 'danger', interrupted: 'warning' } as const;

export function DeliveryLog({ businessId, endpointId, enabled }: { businessId: string; endpointId: string; enabled: boolean }) {
  const t = useTranslations('webhooks.log');
  const common = useTranslations('common');
  const [status, setStatus] = useState<'' | DeliveryStatus>('');
  const deliveries = useWebhookDeliveries(businessId, endpointId, status ? { status } : {});
  const rows = deliveries.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Card
      title={t('title')}
      description={t('description')}
      actions={
        <SelectField label={t('filter')} value={status} onChange={(event) => setStatus(event.target.value as '' | DeliveryStatus)} className="w-40">
          <option value="">{common('all')}</option>
          {DELIVERY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </SelectField>
      }
    >
      {!enabled ? <p className="mb-3 text-sm text-slate-600">{t('resendDisabled')}</p> : null}
      {deliveries.isPending ? (
        <Loading label={t('loading')} />
      ) : deliveries.isError && rows.length === 0 ? (
        <div className="space-y-3">
          <FormError message={t('loadFailed', { message: deliveries.error.message })} />
          <Button variant="secondary" onClick={() => deliveries.refetch()}>
            {common('retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        status ? <EmptyState title={t('emptyFiltered')}>{t('chooseAll')}</EmptyState> : <EmptyState title={t('empty')}>{t('emptyHint')}</EmptyState>
      ) : (
        <>
          <ul className="-my-2 divide-y divide-slate-100" aria-label={t('caption')}>
            {rows.map((delivery) => (
              <DeliveryItem key={delivery.id} businessId={businessId} endpointId={endpointId} delivery={delivery} enabled={enabled} />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-600" aria-live="polite">
              {t(deliveries.hasNextPage ? 'shown' : 'shownAll', { count: rows.length })}
            </p>
            {deliveries.hasNextPage ? (
              <Button variant="secondary" pending={deliveries.isFetchingNextPage} onClick={() => deliveries.fetchNextPage()}>
                {deliveries.isFetchingNextPage ? common('loading') : t('loadMore')}
              </Button>
            ) : null}
          </div>
          {deliveries.isFetchNextPageError ? <FormError message={t('loadFailed', { message: deliveries.error?.message ?? '' })} /> : null}
        </>
      )}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function DeliveryItem({ businessId, endpointId, delivery, enabled }: { businessId: string; endpointId: string; delivery: WebhookDeliveryView; enabled: boolean }) {
  const t = useTranslations('webhooks.log');
  const types = useTranslations('webhooks.types');
  const f = useFormat();
  const notify = useToast();
  const resend = useResendWebhookDelivery(businessId, endpointId);
  const [open, setOpen] = useState(false);
  const panelId = `delivery-${delivery.id}`;
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

  return (
    <li className="min-w-0 py-3" data-delivery-id={delivery.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-[12rem] flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{delivery.eventType}</code>
            <DeliveryStatusBadge status={delivery.status} />
          </p>
          {isEventType(delivery.eventType) ? <p className="mt-0.5 text-xs text-slate-600">{types(`${delivery.eventType}.name`)}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            {t.rich(open ? 'hideAttempts' : 'showAttempts', { event: delivery.eventId, sr })}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!enabled}
            pending={resend.isPending}
            onClick={() =>
              resend.mutate(delivery.id, {
                onSuccess: () => notify(t('resent')),
                onError: (error) => notify(t('resendFailed', { message: error.message }), 'error'),
              })
            }
          >
            {t.rich('resend', { event: delivery.eventId, sr })}
          </Button>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t('eventId')}>
          <code className="block break-all font-mono text-xs">{delivery.eventId}</code>
        </Fact>
        <Fact label={t('response')}>{delivery.lastStatusCode ?? t('noResponse')}</Fact>
        <Fact label={t('time')}>
          <time dateTime={delivery.deliveredAt ?? delivery.createdAt}>{f.dateTime(delivery.deliveredAt ?? delivery.createdAt)}</time>
        </Fact>
        <Fact label={t('attemptsLabel')}>{f.count(delivery.attemptCount)}</Fact>
        <Fact label={t('nextRetry')}>
          {delivery.nextAttemptAt ? <time dateTime={delivery.nextAttemptAt}>{f.dateTime(delivery.nextAttemptAt)}</time> : t('noRetry')}
        </Fact>
      </dl>
      {delivery.lastError ? <p className="mt-2 break-words text-xs text-red-800">{delivery.lastError}</p> : null}
      <div id={panelId} hidden={!open} className="mt-3">
        {open ? <Attempts attempts={delivery.attempts} /> : null}
      </div>
    </li>
  );
}

function Attempts({ attempts }: { attempts: Attempt[] }) {
  const t = useTranslations('webhooks.log');
  const f = useFormat();
  if (attempts.length === 0) return <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{t('noAttempts')}</p>;
  return (
    <ol className="space-y-2" aria-label={t('attemptsLabel')}>
      {attempts.map((attempt) => (
        <li key={attempt.id} className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <time dateTime={attempt.startedAt} className="text-slate-800">
              {f.dateTime(attempt.startedAt)}
            </time>
            {attempt.outcome ? <Badge tone={OUTCOME_TONES[attempt.outcome]}>{t(`outcome.${attempt.outcome}`)}</Badge> : <Badge tone="neutral">{t('inFlight')}</Badge>}
            <span className="font-mono text-xs text-slate-700">{attempt.statusCode ?? t('noResponse')}</span>
            {attempt.durationMs !== null ? <span className="text-xs text-slate-600">{t('duration', { ms: attempt.durationMs })}</span> : null}
          </div>
          {attempt.error ? <p className="mt-1 break-words text-xs text-red-800">{attempt.error}</p> : null}
          {attempt.responseBody ? (
            <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-xs text-slate-800">{attempt.responseBody}</pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
