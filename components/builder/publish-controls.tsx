'use client';
// The site's published state in the builder's bar: publish / unpublish.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useSite, useUpdateSite } from '@/lib/dashboard/client/site';

export function PublishControls({ businessId }: { businessId: string }) {
  const notify = useToast();
  const site = useSite(businessId);
  const update = useUpdateSite(businessId);
  const [confirming, setConfirming] = useState(false);
  if (!site.data) return null;
  const published = site.data.isEnabled;
  const setPublished = async (isEnabled: boolean) => {
    await update
      .mutateAsync({ isEnabled })
      .then(() => notify(isEnabled ? 'Your site is published' : 'Your site is unpublished'))
      .catch((error: Error) => notify(error.message, 'error'));
    setConfirming(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={published ? 'success' : 'warning'}>
        <span data-testid="publish-state">{published ? 'Published' : 'Unpublished'}</span>
      </Badge>
      {published ? (
        <>
          <ButtonLink href={site.data.url} target="_blank" rel="noopener" size="sm">
            Open live site
          </ButtonLink>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            Unpublish
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => setPublished(true)} pending={update.isPending}>
          Publish
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unpublish your site?"
        description="Shoppers will see “not found” at your site’s address until you publish again. Your pages are kept."
        confirmLabel="Unpublish"
        pending={update.isPending}
        onConfirm={() => setPublished(false)}
      />
    </div>
  );
}
