'use client';
// Whether the storefront is online: its state, the live address, Put online, and Take offline after a
// confirmation. Settings saved on this page go to the draft, which the builder publishes.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { type Site, useUpdateSite } from '@/lib/dashboard/client/site';
import { formatDateTime } from '@/lib/i18n/format';

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
          notify(isEnabled ? 'Your storefront is online.' : 'Your storefront is offline.');
        },
        onError: (error) => notify(`Could not ${isEnabled ? 'put it online' : 'take it offline'}: ${error.message}`, 'error'),
      },
    );

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          Publication
          <Badge tone={site.isEnabled ? 'success' : 'warning'}>{site.isEnabled ? 'Online' : 'Offline'}</Badge>
        </span>
      }
      actions={
        site.isEnabled ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Take offline
          </Button>
        ) : (
          <Button pending={publication.isPending} onClick={() => setEnabled(true)}>
            {publication.isPending ? 'Putting online…' : 'Put online'}
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
          {site.publishedAt ? <span className="text-slate-600"> · published {when(site.publishedAt)}</span> : null}. Settings you save here go to your draft:{' '}
          <a href={`/dashboard/${businessId}/builder`} className="font-medium text-brand-700 underline underline-offset-4">
            publish it from the builder
          </a>{' '}
          to put them live.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Your storefront is offline: visitors of <span className="font-medium text-slate-900">{site.url}</span> get a “page not found”. Put it online when it is ready;
          your settings, pages and draft are kept either way.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Take your storefront offline?"
        description={`Visitors of ${site.url} will get a “page not found” until you put it online again, and the online shop cannot take orders. Your settings and pages are kept.`}
        confirmLabel="Take offline"
        pending={publication.isPending}
        onConfirm={() => setEnabled(false)}
      />
    </Card>
  );
}
