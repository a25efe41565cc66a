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
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { useWebhookEndpoints } from '@/lib/dashboard/client/webhooks';
import type { DashboardEndpoint } from '@/lib/dashboard/webhooks-schema';
import { CreateEndpointDialog } from './create-endpoint-dialog';
import { DeliveryStatusBadge, ModeBadge, StateBadge, linkClass, useEventsSummary } from './labels';
import { type ShownSecret, SecretDialog } from './secret-dialog';
import { VerifyHelp } from './verify-help';

export function WebhooksPage({
  businessId,
  hasShop,
  allowPrivate,
  initial,
  deleted,
}: {
  businessId: string;
  hasShop: boolean;
  allowPrivate: boolean;
  initial: DashboardEndpoint[];
  deleted: boolean;
}) {
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
        allowPrivate={allowPrivate}
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

/** The endpoints: a table, cards on phones. */
function EndpointList({ businessId, endpoints }: { businessId: string; endpoints: DashboardEndpoint[] }) {
  const t = useTranslations('webhooks');
  const summary = useEventsSummary();
  return (
    <ResponsiveTable
      caption={t('list.caption')}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.id}
      minWidth="44rem"
      columns={[
        {
          label: t('list.endpoint'),
          primary: true,
          cell: (endpoint) => (
            <span className="block min-w-0 max-w-[28rem]">
              <span className="mb-1 flex items-center gap-2">
                <ModeBadge mode={endpoint.mode} />
              </span>
              <a href={`/dashboard/${businessId}/webhooks/${endpoint.id}`} className={`${linkClass} block font-mono text-sm [overflow-wrap:anywhere]`}>
                {endpoint.url}
              </a>
              {endpoint.description ? <span className="mt-0.5 block break-words font-normal text-slate-600">{endpoint.description}</span> : null}
            </span>
          ),
        },
        { label: t('list.events'), nowrap: true, cell: (endpoint) => summary(endpoint.eventTypes) },
        { label: t('list.state'), nowrap: true, cell: (endpoint) => <StateBadge endpoint={endpoint} /> },
        { label: t('list.lastDelivery'), cell: (endpoint) => <LastDelivery endpoint={endpoint} /> },
      ]}
    />
  );
}
