'use client';
// Versions: the site's kept published versions (number, when, who, kind), each restorable after a confirmation
// that says what happens to unpublished changes.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { type SiteVersion, useDraftSummary, useRestoreVersion, useVersions, formatDateTime } from '@/lib/dashboard/client/draft';

const KIND_LABELS: Record<SiteVersion['kind'], string> = { publish: 'Published', restore: 'Restored', baseline: 'Before drafts' };

export function VersionsDialog({ businessId, open, onOpenChange }: { businessId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const notify = useToast();
  const versions = useVersions(businessId, open);
  const summary = useDraftSummary(businessId);
  const restore = useRestoreVersion(businessId);
  const [confirming, setConfirming] = useState<SiteVersion | null>(null);
  const changes = summary.data?.changeCount ?? 0;
  const list = versions.data ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Versions" description="Each publish is kept (the last 10). Restoring one makes it the live site again." wide>
      {versions.isLoading ? <p className="text-sm text-slate-600">Loading versions…</p> : null}
      {!versions.isLoading && list.length === 0 ? <p className="text-sm text-slate-700">No version yet: the first publish records one (and the site as it was before).</p> : null}
      <ol className="divide-y divide-slate-200" aria-label="Published versions">
        {list.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5" data-testid="version-row">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                Version {version.number}
                <Badge tone={index === 0 ? 'success' : 'neutral'}>{index === 0 ? 'Live' : KIND_LABELS[version.kind]}</Badge>
                {version.restoredFrom ? <span className="text-xs text-slate-600">from version {version.restoredFrom}</span> : null}
              </p>
              <p className="text-xs text-slate-600">
                {formatDateTime(version.createdAt)} · {version.publishedBy?.name ?? 'Vitrine'} · {version.pageCount} {version.pageCount === 1 ? 'page' : 'pages'}
              </p>
            </div>
            {index === 0 ? null : (
              <Button size="sm" variant="secondary" onClick={() => setConfirming(version)}>
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(value) => !value && setConfirming(null)}
        title={`Restore version ${confirming?.number ?? ''}?`}
        description={
          <>
            The live site becomes version {confirming?.number} at once (recorded as a new version).
            {changes > 0 ? ` Your ${changes} unpublished ${changes === 1 ? 'change is' : 'changes are'} discarded.` : ''}
          </>
        }
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={() =>
          confirming &&
          restore.mutate(confirming.id, {
            onSuccess: (created) => {
              notify(`Version ${confirming.number} is live again (version ${created.number})`);
              setConfirming(null);
              onOpenChange(false);
            },
            onError: (error) => notify(error.message, 'error'),
          })
        }
      />
    </Dialog>
  );
}
