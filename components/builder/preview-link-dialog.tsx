'use client';
// Preview: private links that show the draft on the storefront to whoever has one, until they expire or are
// revoked. A new link's address is shown once (only its fingerprint is kept).
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { type PreviewLink, useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from '@/lib/dashboard/client/draft';

/** The lifetimes offered, in days. */
const DURATION_DAYS = [1, 3, 7];

export function PreviewLinkDialog({ businessId, open, onOpenChange }: { businessId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('builderPreview');
  const tc = useTranslations('common');
  const f = useFormat();
  const notify = useToast();
  const links = usePreviewLinks(businessId, open);
  const create = useCreatePreviewLink(businessId);
  const revoke = useRevokePreviewLink(businessId);
  const [hours, setHours] = useState(72);
  const [fresh, setFresh] = useState<(PreviewLink & { url: string }) | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('copied'));
    } catch {
      notify(t('copyFailed'), 'error');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!value) setFresh(null);
        onOpenChange(value);
      }}
      title={t('title')}
      description={t('description')}
      dismissOnOutsideClick={false}
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label={t('validFor')} value={String(hours)} onChange={(event) => setHours(Number(event.target.value))} className="w-40">
            {DURATION_DAYS.map((days) => (
              <option key={days} value={days * 24}>
                {t('duration', { days })}
              </option>
            ))}
          </SelectField>
          <Button
            pending={create.isPending}
            onClick={() =>
              create.mutate({ ttlHours: hours }, { onSuccess: setFresh, onError: (error) => notify(error.message, 'error') })
            }
          >
            {t('create')}
          </Button>
        </div>

        {fresh ? (
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="preview-link">
            <p className="text-sm font-medium text-slate-900">{t('yourLink')}</p>
            <input readOnly value={fresh.url} aria-label={t('address')} className="mt-2 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-800" onFocus={(event) => event.currentTarget.select()} />
            <p className="mt-1 text-xs text-slate-600">{t('expires', { when: f.dateTime(fresh.expiresAt) })}</p>
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => copy(fresh.url)}>
                {tc('copy')}
              </Button>
              <ButtonLink size="sm" variant="secondary" href={fresh.url} target="_blank" rel="noopener noreferrer">
                {t('open')}
              </ButtonLink>
            </div>
          </div>
        ) : null}

        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('active')}</h3>
          {(links.data ?? []).length === 0 ? <p className="mt-1 text-sm text-slate-600">{t('noActive')}</p> : null}
          <ul className="mt-1 divide-y divide-slate-200">
            {(links.data ?? []).map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-700" data-testid="preview-link-row">
                <span>{t('row', { created: f.dateTime(link.createdAt), expires: f.dateTime(link.expiresAt) })}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  pending={revoke.isPending && revoke.variables === link.id}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => {
                        if (fresh?.id === link.id) setFresh(null);
                        notify(t('revoked'));
                      },
                    })
                  }
                >
                  {t('revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}
