'use client';
// Whether the storefront is online: its state, the live address, Publish, and Unpublish after a confirmation.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { type Site, useUpdateSite } from '@/lib/dashboard/client/site';
import { formatDateTime } from '@/lib/domain/invoices/format';

const when = formatDateTime;

export function PublishCard({ businessId, site }: { businessId: string; site: Site }) {
  const publication = useUpdateSite(businessId);
  const [confirming, setConfirming] = useState(false);
  const notify = useToast();

  const setEnabled = (isEnabled: boolean) =>
    publication.mutate(
      { isEnabled },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(isEnabled ? 'Your storefront is published.' : 'Your storefront is offline.');
        },
        onError: (error) => notify(`Could not ${isEnabled ? 'publish' : 'unpublish'}: ${error.message}`, 'error'),
      },
    );

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          Publication
          <Badge tone={site.isEnabled ? 'success' : 'warning'}>{site.isEnabled ? 'Published' : 'Not published'}</Badge>
        </span>
      }
      actions={
        site.isEnabled ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Unpublish
          </Button>
        ) : (
          <Button pending={publication.isPending} onClick={() => setEnabled(true)}>
            {publication.isPending ? 'Publishing…' : 'Publish'}
          </Button>
        )
      }
    >
      {site.isEnabled ? (
        <p className="text-sm text-slate-700">
          Your storefront is live at{' '}
          <a href={site.url} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-4">
            {site.url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {site.publishedAt ? <span className="text-slate-600"> · published {when(site.publishedAt)}</span> : null}. Saved changes show there at once.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Your storefront is offline: visitors of <span className="font-medium text-slate-900">{site.url}</span> get a “page not found”. Publish it when it is ready;
          your settings and pages are kept either way.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unpublish your storefront?"
        description={`Visitors of ${site.url} will get a “page not found” until you publish again, and the online shop cannot take orders. Your settings and pages are kept.`}
        confirmLabel="Unpublish"
        pending={publication.isPending}
        onConfirm={() => setEnabled(false)}
      />
    </Card>
  );
}
