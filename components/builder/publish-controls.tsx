'use client';
// The builder's bar for the draft and the live site: how many unpublished changes the draft holds, whether the
// site is online (take offline / put online), and Preview, Discard, Versions and Publish….
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useDiscardDraft, useDraftSummary } from '@/lib/dashboard/client/draft';
import { useSite, useUpdateSite } from '@/lib/dashboard/client/site';
import { PreviewLinkDialog } from './preview-link-dialog';
import { PublishDialog, VerifyToPublish } from './publish-dialog';
import { VersionsDialog } from './versions-dialog';

type Open = null | 'publish' | 'preview' | 'versions' | 'discard' | 'offline';

export function PublishControls({ businessId }: { businessId: string }) {
  const t = useTranslations('builderPublish');
  const router = useRouter();
  const notify = useToast();
  const site = useSite(businessId);
  const summary = useDraftSummary(businessId);
  const update = useUpdateSite(businessId);
  const discard = useDiscardDraft(businessId);
  const [open, setOpen] = useState<Open>(null);
  if (!site.data) return null;
  const online = site.data.isEnabled;
  const changes = summary.data?.changeCount ?? 0;
  // The publish rule: until an owner has confirmed their address, the draft and the site wait (said, not failed).
  const unverified = summary.data && !summary.data.publishRule.mayPublish ? summary.data.publishRule.unverifiedOwnerEmails : null;
  const close = (value: boolean) => !value && setOpen(null);

  const setOnline = (isEnabled: boolean) =>
    update.mutate(
      { isEnabled },
      {
        onSuccess: () => {
          notify(isEnabled ? t('nowOnline') : t('nowOffline'));
          setOpen(null);
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('group')}>
      <span className="text-sm text-slate-700" aria-live="polite" data-testid="draft-state">
        {/* "Draft saved · 3 unpublished changes" / "No unpublished changes". */}
        {!summary.data ? t('checking') : changes === 0 ? t('noChanges') : t('changes', { count: changes })}
      </span>
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden="true" />
      <Badge tone={online ? 'success' : 'warning'}>
        <span data-testid="publish-state">{online ? t('online') : t('offline')}</span>
      </Badge>
      {online ? (
        <Button size="sm" variant="ghost" onClick={() => setOpen('offline')}>
          {t('takeOffline')}
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setOnline(true)} pending={update.isPending} disabled={Boolean(unverified)} aria-describedby={unverified ? 'publish-verify-note' : undefined}>
          {t('putOnline')}
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => setOpen('preview')}>
        {t('preview')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('discard')} disabled={changes === 0}>
        {t('discard')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('versions')}>
        {t('versions')}
      </Button>
      <Button size="sm" onClick={() => setOpen('publish')} aria-describedby={unverified ? 'publish-verify-note' : undefined}>
        {t('publishEllipsis')}
      </Button>
      {unverified ? (
        <p id="publish-verify-note" className="basis-full text-sm text-amber-900" data-testid="publish-verify-note">
          <VerifyToPublish emails={unverified} />
        </p>
      ) : null}

      <PublishDialog
        businessId={businessId}
        open={open === 'publish'}
        onOpenChange={close}
        onOpenBlock={(pageId, blockIndex) =>
          router.replace(`/dashboard/${businessId}/builder?page=${encodeURIComponent(pageId)}&block=${blockIndex}`, { scroll: false })
        }
      />
      <PreviewLinkDialog businessId={businessId} open={open === 'preview'} onOpenChange={close} />
      <VersionsDialog businessId={businessId} open={open === 'versions'} onOpenChange={close} />
      <ConfirmDialog
        open={open === 'discard'}
        onOpenChange={close}
        title={t('discardTitle')}
        description={t('discardDescription', { count: changes })}
        confirmLabel={t('discardChanges')}
        pending={discard.isPending}
        onConfirm={() =>
          discard.mutate(undefined, {
            onSuccess: () => {
              notify(t('discarded'));
              setOpen(null);
            },
            onError: (error) => notify(error.message, 'error'),
          })
        }
      />
      <ConfirmDialog
        open={open === 'offline'}
        onOpenChange={close}
        title={t('offlineTitle')}
        description={t('offlineDescription')}
        confirmLabel={t('takeOffline')}
        pending={update.isPending}
        onConfirm={() => setOnline(false)}
      />
    </div>
  );
}
