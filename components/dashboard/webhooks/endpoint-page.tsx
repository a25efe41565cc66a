'use client';
// One webhook endpoint: its details (URL, description, event types, mode, state, secret's last characters), edit,
// enable or disable, rotate the secret (shown once), delete with confirmation; its delivery log; how to verify.
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint, useWebhookEndpoint } from '@/lib/dashboard/client/webhooks';
import { type DashboardEndpoint, endpointState, isEventType } from '@/lib/dashboard/webhooks-schema';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { EventTypeLabel } from './event-types-picker';
import { ModeBadge, StateBadge, linkClass, useEventsSummary } from './labels';
import { RotateDialog } from './rotate-dialog';
import { type ShownSecret, SecretDialog } from './secret-dialog';
import { VerifyHelp } from './verify-help';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 py-3 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 min-w-0 text-sm text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

export function EndpointPage({ businessId, hasShop, allowPrivate, initial }: { businessId: string; hasShop: boolean; allowPrivate: boolean; initial: DashboardEndpoint }) {
  const t = useTranslations('webhooks');
  const f = useFormat();
  const notify = useToast();
  const query = useWebhookEndpoint(businessId, initial.id, initial);
  const endpoint = query.data ?? initial;
  const update = useUpdateWebhookEndpoint(businessId, endpoint.id);
  const remove = useDeleteWebhookEndpoint(businessId);
  const summary = useEventsSummary();
  const [editing, setEditing] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const state = endpointState(endpoint);
  const listHref = `/dashboard/${businessId}/webhooks`;

  function toggle() {
    const enabled = !endpoint.enabled;
    update.mutate(
      { enabled },
      {
        onSuccess: () => notify(enabled ? t('detail.enabledToast') : t('detail.disabledToast')),
        onError: (error) => notify(t('detail.actionFailed', { message: error.message }), 'error'),
      },
    );
  }

  return (
    <>
      <nav aria-label={t('detail.breadcrumb')} className="mb-2 text-sm">
        <a href={listHref} className={linkClass}>
          ← {t('title')}
        </a>
      </nav>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <ModeBadge mode={endpoint.mode} />
            <StateBadge endpoint={endpoint} />
          </div>
          <h1 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere] sm:text-xl">{endpoint.url}</h1>
          {endpoint.description ? <p className="mt-1 max-w-2xl break-words text-sm text-slate-600">{endpoint.description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
          <Button variant="secondary" onClick={toggle} pending={update.isPending && !editing}>
            {endpoint.enabled ? t('detail.disable') : t('detail.enable')}
          </Button>
          <Button variant="secondary" onClick={() => setRotating(true)}>
            {t('detail.rotate')}
          </Button>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
            {t('detail.delete')}
          </Button>
        </div>
      </div>

      {state !== 'enabled' ? (
        <div role="status" className={`mb-6 rounded-lg border px-4 py-3 text-sm ${state === 'disabled' ? 'border-slate-300 bg-slate-50 text-slate-800' : 'border-red-200 bg-red-50 text-red-900'}`}>
          {t(`stateHelp.${state}`)}
        </div>
      ) : null}

      <div className="space-y-6">
        <Card title={t('detail.details')}>
          <dl className="-my-3 divide-y divide-slate-100">
            <Fact label={t('form.url')}>
              <span className="break-all font-mono">{endpoint.url}</span>
            </Fact>
            <Fact label={t('form.description')}>{endpoint.description ?? <span className="text-slate-600">{t('detail.noDescription')}</span>}</Fact>
            <Fact label={t('form.events')}>
              {endpoint.eventTypes.includes('*') ? (
                <span>{t('form.allEvents')}</span>
              ) : (
                <>
                  <span className="sr-only">{summary(endpoint.eventTypes)}</span>
                  <ul className="space-y-1">
                    {endpoint.eventTypes.filter(isEventType).map((type) => (
                      <li key={type}>
                        <EventTypeLabel type={type} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Fact>
            <Fact label={t('form.mode')}>{endpoint.mode === 'live' ? t('detail.liveMode') : t('detail.testMode')}</Fact>
            <Fact label={t('detail.secret')}>
              <code className="font-mono text-xs">{endpoint.secretHint}</code>
              {endpoint.previousSecretExpiresAt ? (
                <span className="mt-1 block text-xs text-slate-600">{t('detail.previousUntil', { until: f.dateTime(endpoint.previousSecretExpiresAt) })}</span>
              ) : null}
            </Fact>
            <Fact label={t('detail.created')}>
              <time dateTime={endpoint.createdAt}>{f.dateTime(endpoint.createdAt)}</time>
            </Fact>
            <Fact label={t('detail.id')}>
              <code className="break-all font-mono text-xs">{endpoint.id}</code>
            </Fact>
          </dl>
        </Card>

        <DeliveryLog businessId={businessId} endpointId={endpoint.id} enabled={endpoint.enabled} />
        <VerifyHelp />
      </div>

      <Dialog open={editing} onOpenChange={(open) => (update.isPending ? undefined : setEditing(open))} title={t('form.editTitle')} wide>
        {editing ? (
          <EndpointForm
            initial={{ url: endpoint.url, description: endpoint.description ?? '', eventTypes: endpoint.eventTypes, mode: endpoint.mode }}
            withMode={false}
            hasShop={hasShop}
            allowPrivate={allowPrivate}
            pending={update.isPending}
            submitLabel={t('form.save')}
            pendingLabel={t('form.saving')}
            onCancel={() => setEditing(false)}
            onSubmit={async ({ url, description, eventTypes }) => {
              try {
                await update.mutateAsync({ url: url.trim(), description: description.trim() || null, eventTypes: eventTypes as ['*'] });
                setEditing(false);
                notify(t('detail.saved'));
                return null;
              } catch (error) {
                return error as Error;
              }
            }}
          />
        ) : null}
      </Dialog>
      <RotateDialog
        businessId={businessId}
        endpointId={endpoint.id}
        open={rotating}
        onOpenChange={setRotating}
        onRotated={(rotated) => {
          setRotating(false);
          setShown({ endpoint: rotated, rotated: true });
        }}
      />
      <SecretDialog
        shown={shown}
        onClose={() => {
          if (shown) notify(t('detail.rotated'));
          setShown(null);
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => (remove.isPending ? undefined : setDeleting(open))}
        title={t('detail.deleteTitle')}
        description={<span className="[overflow-wrap:anywhere]">{t('detail.deleteDescription', { url: endpoint.url })}</span>}
        confirmLabel={t('detail.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => window.location.assign(`${listHref}?deleted=1`),
            onError: (error) => {
              setDeleting(false);
              notify(t('detail.actionFailed', { message: error.message }), 'error');
            },
          })
        }
      />
    </>
  );
}
