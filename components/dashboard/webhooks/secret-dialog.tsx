'use client';
// An endpoint's signing secret, shown once (after creating the endpoint or rotating its secret): copy button with
// feedback and the warning that it will not be shown again. Closing the dialog drops it from the page's state.
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopy('copied');
    } catch {
      // No clipboard access: select the secret so it can be copied by hand.
      input.current?.select();
      setCopy('failed');
    }
  }

  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p>{t.rich('warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</p>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-slate-700">
        <ModeBadge mode={endpoint.mode} />
        <span className="min-w-0 break-all font-mono text-xs text-slate-800">{endpoint.url}</span>
      </div>
      <div>
        <label htmlFor="webhook-secret" className="mb-1 block text-sm font-medium text-slate-800">
          {t('label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id="webhook-secret"
            readOnly
            value={endpoint.secret}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
          <Button onClick={copySecret} className="shrink-0">
            {copy === 'copied' ? t('copied') : t('copy')}
          </Button>
        </div>
        <p role="status" className="mt-1 min-h-5 text-xs text-slate-600">
          {copy === 'copied' ? t('copiedStatus') : copy === 'failed' ? t('failed') : ''}
        </p>
      </div>
      {endpoint.previousSecretExpiresAt ? (
        <p className="text-sm text-slate-700">{t('overlap', { until: f.dateTime(endpoint.previousSecretExpiresAt) })}</p>
      ) : null}
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button onClick={onClose}>{t('stored')}</Button>
      </div>
    </div>
  );
}
