'use client';
// The new key, shown once: copy button with feedback and the warning that it will not be shown again.
// Closing the dialog drops the secret from the page's state (the server only keeps its hash).
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CopyField } from '@/components/ui/copy-field';
import type { CreatedKey } from '@/lib/dashboard/keys-schema';

export function SecretDialog({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  const t = useTranslations('keys.secret');
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title')}
      description={t('description')}
      dismissOnOutsideClick={false}
    >
      {created ? <SecretBody created={created} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SecretBody({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const t = useTranslations('keys');
  const { apiKey, key } = created;

  return (
    <div className="space-y-4">
      <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-amber-700" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495zM10 6a.75.75 0 01.75.75v3.5a.75.75 0 01-1.5 0v-3.5A.75.75 0 0110 6zm0 9a1 1 0 100-2 1 1 0 000 2z"
            clipRule="evenodd"
          />
        </svg>
        <p>{t.rich('secret.warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</p>
      </div>

      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{apiKey.name}</span>
        <Badge tone={apiKey.mode === 'live' ? 'brand' : 'warning'}>{apiKey.mode === 'live' ? t('live') : t('test')}</Badge>
        {apiKey.scopes.map((scope) => (
          <code key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
            {scope}
          </code>
        ))}
      </div>

      <CopyField
        id="new-api-key"
        value={key}
        labels={{ label: t('secret.label'), copy: t('secret.copy'), copied: t('secret.copied'), copiedStatus: t('secret.copiedStatus'), failed: t('secret.failed') }}
      />

      <p className="text-sm text-slate-700">
        {t.rich('secret.usage', {
          header: 'Authorization: Bearer <key>',
          code: (chunks) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{chunks}</code>,
        })}
      </p>

      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button onClick={onClose}>{t('secret.stored')}</Button>
      </div>
    </div>
  );
}
