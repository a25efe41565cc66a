'use client';
// Whether the storefront is online: its state, the live address, Put online, and Take offline after a
// confirmation. Settings saved on this page go to the draft, which the builder publishes.
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { type Site, useUpdateSite } from '@/lib/dashboard/client/site';
import { useFormat } from '@/components/ui/i18n';

export function PublishCard({ businessId, site }: { businessId: string; site: Site }) {
  const publication = useUpdateSite(businessId);
  const [confirming, setConfirming] = useState(false);
  const notify = useToast();
  const t = useTranslations('siteSettings.publish');
  const f = useFormat();
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

  const setEnabled = (isEnabled: boolean) =>
    publication.mutate(
      { isEnabled },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(isEnabled ? t('nowOnline') : t('nowOffline'));
        },
        onError: (error) => notify(t(isEnabled ? 'onlineFailed' : 'offlineFailed', { message: error.message }), 'error'),
      },
    );

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {t('title')}
          <Badge tone={site.isEnabled ? 'success' : 'warning'}>{site.isEnabled ? t('online') : t('offline')}</Badge>
        </span>
      }
      actions={
        site.isEnabled ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('takeOffline')}
          </Button>
        ) : (
          <Button pending={publication.isPending} onClick={() => setEnabled(true)}>
            {publication.isPending ? t('puttingOnline') : t('putOnline')}
          </Button>
        )
      }
    >
      {site.isEnabled ? (
        <p className="text-sm text-slate-700">
          {t.rich('live', {
            url: site.url,
            sr,
            link: (chunks) => (
              <a href={site.url} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
          {site.publishedAt ? <span className="text-slate-600">{t('published', { date: f.dateTime(site.publishedAt) })}</span> : null}
          {t.rich('draftNote', {
            link: (chunks) => (
              <a href={`/dashboard/${businessId}/builder`} className="font-medium text-brand-700 underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          {t.rich('offlineText', { url: site.url, strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span> })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        description={t('confirmDescription', { url: site.url })}
        confirmLabel={t('takeOffline')}
        pending={publication.isPending}
        onConfirm={() => setEnabled(false)}
      />
    </Card>
  );
}
