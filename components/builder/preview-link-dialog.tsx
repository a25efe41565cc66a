'use client';
// Preview: private links that show the draft on the storefront to whoever has one, until they expire or are
// revoked. A new link's address is shown once (only its fingerprint is kept).
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { type PreviewLink, useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink, formatDateTime } from '@/lib/dashboard/client/draft';

const DURATIONS = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
];

export function PreviewLinkDialog({ businessId, open, onOpenChange }: { businessId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const notify = useToast();
  const links = usePreviewLinks(businessId, open);
  const create = useCreatePreviewLink(businessId);
  const revoke = useRevokePreviewLink(businessId);
  const [hours, setHours] = useState(72);
  const [fresh, setFresh] = useState<(PreviewLink & { url: string }) | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Preview link copied');
    } catch {
      notify('Could not copy: select the address and copy it', 'error');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!value) setFresh(null);
        onOpenChange(value);
      }}
      title="Preview your draft"
      description="Anyone with a preview link sees your unpublished changes on your site's address, until the link expires or you revoke it."
      dismissOnOutsideClick={false}
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label="Link valid for" value={String(hours)} onChange={(event) => setHours(Number(event.target.value))} className="w-40">
            {DURATIONS.map((duration) => (
              <option key={duration.hours} value={duration.hours}>
                {duration.label}
              </option>
            ))}
          </SelectField>
          <Button
            pending={create.isPending}
            onClick={() =>
              create.mutate({ ttlHours: hours }, { onSuccess: setFresh, onError: (error) => notify(error.message, 'error') })
            }
          >
            Create preview link
          </Button>
        </div>

        {fresh ? (
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-3" data-testid="preview-link">
            <p className="text-sm font-medium text-slate-900">Your preview link (shown once: copy it now)</p>
            <input readOnly value={fresh.url} aria-label="Preview link address" className="mt-2 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-800" onFocus={(event) => event.currentTarget.select()} />
            <p className="mt-1 text-xs text-slate-600">Expires {formatDateTime(fresh.expiresAt)}</p>
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => copy(fresh.url)}>
                Copy
              </Button>
              <ButtonLink size="sm" variant="secondary" href={fresh.url} target="_blank" rel="noopener noreferrer">
                Open preview
              </ButtonLink>
            </div>
          </div>
        ) : null}

        <div>
          <h3 className="text-sm font-semibold text-slate-900">Active links</h3>
          {(links.data ?? []).length === 0 ? <p className="mt-1 text-sm text-slate-600">No active preview link.</p> : null}
          <ul className="mt-1 divide-y divide-slate-200">
            {(links.data ?? []).map((link) => (
              <li key={link.id} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-700" data-testid="preview-link-row">
                <span>
                  Created {formatDateTime(link.createdAt)} · expires {formatDateTime(link.expiresAt)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  pending={revoke.isPending && revoke.variables === link.id}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => {
                        if (fresh?.id === link.id) setFresh(null);
                        notify('Preview link revoked');
                      },
                    })
                  }
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}
