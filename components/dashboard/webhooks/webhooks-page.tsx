'use client';
// The Webhooks page: the business's endpoints, live and test (URL, description, event types, state, last delivery),
// "Add endpoint", the secret shown once, and how deliveries work.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { Loading } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useWebhookEndpoints } from '@/lib/dashboard/client/webhooks';
import type { DashboardEndpoint } from '@/lib/dashboard/webhooks-schema';
import { CreateEndpointDialog } from './create-endpoint-dialog';
import { DeliveryStatusBadge, ModeBadge, StateBadge, linkClass, useEventsSummary } from './labels';
import { type ShownSecret, SecretDialog } from './secret-dialog';
import { VerifyHelp } from './verify-help';

export function WebhooksPage({ businessId, hasShop, initial, deleted }: { businessId: string; hasShop: boolean; initial: DashboardEndpoint[]; deleted: boolean }) {
  const t = useTranslations('webhooks');
  const common = useTranslations('common');
  const endpoints = useWebhookEndpoints(businessId, initial);
  const notify = useToast();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const addButton = <Button onClick={() => setCreating(true)}>{t('add')}</Button>;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={addButton} />
      {deleted ? (
        <p role="status" className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {t('deleted')}
        </p>
      ) : null}
      <div className="space-y-6">
        <Card title={t('yourEndpoints')} description={endpoints.data?.length ? t('count', { count: endpoints.data.length }) : undefined}>
          {endpoints.isPending ? (
            <Loading label={t('loading')} />
          ) : endpoints.isError ? (
            <div className="space-y-3">
              <FormError message={t('loadFailed', { message: endpoints.error.message })} />
              <Button variant="secondary" onClick={() => endpoints.refetch()} pending={endpoints.isFetching}>
                {common('retry')}
              </Button>
            </div>
          ) : endpoints.data.length === 0 ? (
            <EmptyState title={t('empty')} action={addButton}>
              {t('emptyText')}
            </EmptyState>
          ) : (
            <EndpointList businessId={businessId} endpoints={endpoints.data} />
          )}
        </Card>
        <VerifyHelp />
      </div>
      <CreateEndpointDialog
        businessId={businessId}
        hasShop={hasShop}
        open={creating}
        onOpenChange={setCreating}
        onCreated={(endpoint) => {
          setCreating(false);
          setShown({ endpoint, rotated: false });
        }}
      />
      <SecretDialog
        shown={shown}
        onClose={() => {
          if (shown) notify(t('created'));
          setShown(null);
        }}
      />
    </>
  );
}

function LastDelivery({ endpoint }: { endpoint: DashboardEndpoint }) {
  const t = useTranslations('webhooks');
  const f = useFormat();
  const last = endpoint.lastDelivery;
  if (!last) return <span className="text-slate-600">{t('list.never')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <DeliveryStatusBadge status={last.status} />
      {last.statusCode !== null ? <span className="font-mono text-xs text-slate-700">{last.statusCode}</span> : null}
      <time dateTime={last.at} className="text-xs text-slate-600">
        {f.dateTime(last.at)}
      </time>
    </span>
  );
}

/** The endpoints: a table on wide screens, stacked items on narrow ones. */
function EndpointList({ businessId, endpoints }: { businessId: string; endpoints: DashboardEndpoint[] }) {
  const t = useTranslations('webhooks');
  const summary = useEventsSummary();
  const href = (endpoint: DashboardEndpoint) => `/dashboard/${businessId}/webhooks/${endpoint.id}`;
  return (
    <>
      <ul className="-my-2 divide-y divide-slate-100 md:hidden" aria-label={t('list.caption')}>
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="min-w-0 space-y-1.5 py-3" data-endpoint-id={endpoint.id}>
            <div className="flex flex-wrap items-center gap-2">
              <ModeBadge mode={endpoint.mode} />
              <StateBadge endpoint={endpoint} />
            </div>
            <a href={href(endpoint)} className={`${linkClass} block break-all font-mono text-sm`}>
              {endpoint.url}
            </a>
            {endpoint.description ? <p className="break-words text-sm text-slate-700">{endpoint.description}</p> : null}
            <p className="text-xs text-slate-600">{summary(endpoint.eventTypes)}</p>
            <div className="text-sm">
              <LastDelivery endpoint={endpoint} />
            </div>
          </li>
        ))}
      </ul>
      <div className="-mx-5 -my-4 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('list.caption')}</caption>
          <TableHead
            className="border-b border-slate-200 bg-slate-50"
            cellClassName="px-3 py-2.5"
            columns={[
              { label: t('list.endpoint'), className: 'px-5 py-2.5' },
              { label: t('list.events') },
              { label: t('list.state') },
              { label: t('list.lastDelivery'), className: 'py-2.5 pl-3 pr-5' },
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {endpoints.map((endpoint) => (
              <tr key={endpoint.id} className="align-top" data-endpoint-id={endpoint.id}>
                <th scope="row" className="max-w-[28rem] px-5 py-3 font-normal">
                  <span className="mb-1 flex items-center gap-2">
                    <ModeBadge mode={endpoint.mode} />
                  </span>
                  <a href={href(endpoint)} className={`${linkClass} block break-all font-mono text-sm`}>
                    {endpoint.url}
                  </a>
                  {endpoint.description ? <span className="mt-0.5 block break-words text-slate-600">{endpoint.description}</span> : null}
                </th>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">{summary(endpoint.eventTypes)}</td>
                <td className="whitespace-nowrap px-3 py-3">
                  <StateBadge endpoint={endpoint} />
                </td>
                <td className="py-3 pl-3 pr-5">
                  <LastDelivery endpoint={endpoint} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
