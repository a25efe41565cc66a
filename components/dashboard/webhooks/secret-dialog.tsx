'use client';
// An endpoint's signing secret, shown once (after creating the endpoint or rotating its secret): copy button with
// feedback and the warning that it will not be shown again. Closing the dialog drops it from the page's state.
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CopyField } from '@/components/ui/copy-field';
import { useFormat } from '@/components/ui/i18n';
import type { EndpointWithSecret } from '@/lib/dashboard/webhooks-schema';
import { ModeBadge } from './labels';

export type ShownSecret = { endpoint: EndpointWithSecret; rotated: boolean };

export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const t = useTranslations('webhooks.secret');
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={shown?.rotated ? t('rotatedTitle') : t('createdTitle')}
      description={t('description')}
      dismissOnOutsideClick={false}
    >
      {shown ? <SecretBody shown={shown} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SecretBody({ shown: { endpoint }, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const t = useTranslations('webhooks.secret');
  const f = useFormat();
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p>{t.rich('warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</p>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-slate-700">
        <ModeBadge mode={endpoint.mode} />
        <span className="min-w-0 break-all font-mono text-xs text-slate-800">{endpoint.url}</span>
      </div>
      <CopyField
        id="webhook-secret"
        value={endpoint.secret}
        labels={{ label: t('label'), copy: t('copy'), copied: t('copied'), copiedStatus: t('copiedStatus'), failed: t('failed') }}
      />
      {endpoint.previousSecretExpiresAt ? (
        <p className="text-sm text-slate-700">{t('overlap', { until: f.dateTime(endpoint.previousSecretExpiresAt) })}</p>
      ) : null}
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button onClick={onClose}>{t('stored')}</Button>
      </div>
    </div>
  );
}
