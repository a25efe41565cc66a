'use client';
// The builder's bar for the draft and the live site: how many unpublished changes the draft holds, whether the
// site is online (take offline / put online), and Preview, Discard, Versions and Publish….
import { useRouter } from 'next/navigation';
import { useState } from 'react';
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

/** "3 unpublished changes" / "No unpublished changes". */
export function draftStateText(changeCount: number): string {
  if (changeCount === 0) return 'No unpublished changes';
  return `Draft saved · ${changeCount} unpublished ${changeCount === 1 ? 'change' : 'changes'}`;
}

export function PublishControls({ businessId }: { businessId: string }) {
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
          notify(isEnabled ? 'Your site is online' : 'Your site is offline');
          setOpen(null);
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Draft and publishing">
      <span className="text-sm text-slate-700" aria-live="polite" data-testid="draft-state">
        {summary.data ? draftStateText(changes) : 'Checking the draft…'}
      </span>
      <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden="true" />
      <Badge tone={online ? 'success' : 'warning'}>
        <span data-testid="publish-state">{online ? 'Online' : 'Offline'}</span>
      </Badge>
      {online ? (
        <Button size="sm" variant="ghost" onClick={() => setOpen('offline')}>
          Take offline
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setOnline(true)} pending={update.isPending} disabled={Boolean(unverified)} aria-describedby={unverified ? 'publish-verify-note' : undefined}>
          Put online
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => setOpen('preview')}>
        Preview
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('discard')} disabled={changes === 0}>
        Discard
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('versions')}>
        Versions
      </Button>
      <Button size="sm" onClick={() => setOpen('publish')} aria-describedby={unverified ? 'publish-verify-note' : undefined}>
        Publish…
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
        title="Discard your unpublished changes?"
        description={`The builder goes back to the live site: ${changes} ${changes === 1 ? 'change is' : 'changes are'} lost. The live site does not change.`}
        confirmLabel="Discard changes"
        pending={discard.isPending}
        onConfirm={() =>
          discard.mutate(undefined, {
            onSuccess: () => {
              notify('Draft discarded');
              setOpen(null);
            },
            onError: (error) => notify(error.message, 'error'),
          })
        }
      />
      <ConfirmDialog
        open={open === 'offline'}
        onOpenChange={close}
        title="Take your site offline?"
        description="Shoppers will see “not found” at your site’s address until you put it online again. Your pages and your draft are kept."
        confirmLabel="Take offline"
        pending={update.isPending}
        onConfirm={() => setOnline(false)}
      />
    </div>
  );
}
