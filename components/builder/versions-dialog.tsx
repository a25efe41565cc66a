'use client';
// Versions: the site's kept published versions (number, when, who, kind), each restorable after a confirmation
// that says what happens to unpublished changes.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { type SiteVersion, useDraftSummary, useRestoreVersion, useVersions } from '@/lib/dashboard/client/draft';

export function VersionsDialog({ businessId, open, onOpenChange }: { businessId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('builderVersions');
  const f = useFormat();
  const notify = useToast();
  const versions = useVersions(businessId, open);
  const summary = useDraftSummary(businessId);
  const restore = useRestoreVersion(businessId);
  const [confirming, setConfirming] = useState<SiteVersion | null>(null);
  const changes = summary.data?.changeCount ?? 0;
  const list = versions.data ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} wide>
      {versions.isLoading ? <p className="text-sm text-slate-600">{t('loading')}</p> : null}
      {!versions.isLoading && list.length === 0 ? <p className="text-sm text-slate-700">{t('none')}</p> : null}
      <ol className="divide-y divide-slate-200" aria-label={t('list')}>
        {list.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5" data-testid="version-row">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                {t('version', { number: version.number })}
                <Badge tone={index === 0 ? 'success' : 'neutral'}>{index === 0 ? t('live') : t(`kind.${version.kind}`)}</Badge>
                {version.restoredFrom ? <span className="text-xs text-slate-600">{t('fromVersion', { number: version.restoredFrom })}</span> : null}
              </p>
              <p className="text-xs text-slate-600">
                {t('meta', { when: f.dateTime(version.createdAt), by: version.publishedBy?.name ?? 'Vitrine', count: version.pageCount })}
              </p>
            </div>
            {index === 0 ? null : (
              <Button size="sm" variant="secondary" onClick={() => setConfirming(version)}>
                {t('restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(value) => !value && setConfirming(null)}
        title={t('restoreTitle', { number: confirming?.number ?? '' })}
        description={
          <>
            {t('restoreDescription', { number: confirming?.number ?? '' })}
            {changes > 0 ? ` ${t('restoreDiscards', { count: changes })}` : ''}
          </>
        }
        confirmLabel={t('restore')}
        pending={restore.isPending}
        onConfirm={() =>
          confirming &&
          restore.mutate(confirming.id, {
            onSuccess: (created) => {
              notify(t('restored', { number: confirming.number, created: created.number }));
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
