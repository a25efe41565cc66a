'use client';
// Publish…: what the draft changes (pages added, changed, removed; settings), what stands in the way — a theme's
// sample content or an image without alt text (each with a way to the block) — and pages an API write changed
// meanwhile (publish mine anyway, or keep the live version), then Publish; blockers and conflicts are said from
// their kind in the user's language (the API's own message is English); until an owner has confirmed their
// e-mail address, the dialog says so and Publish waits (the server refuses it anyway: email_not_verified).
import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { type DraftSummary, useDiscardDraftPage, useDraftSummary, usePublishDraft } from '@/lib/dashboard/client/draft';

/** The site settings the summary names (builderPublish.setting.*); any other key is shown as it is. */
const SETTINGS = ['primaryColor', 'fontFamily', 'customHeadHtml', 'customCss', 'customJs', 'logoUrl', 'faviconUrl', 'seoTitle', 'seoDescription', 'themeKey', 'themeTokens'] as const;
type Setting = (typeof SETTINGS)[number];
const isSetting = (key: string): key is Setting => (SETTINGS as readonly string[]).includes(key);

function PageList({ title, pages }: { title: string; pages: DraftSummary['pages']['added'] }) {
  if (pages.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        {title} ({pages.length})
      </h3>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
        {pages.map((page) => (
          <li key={page.id}>
            {page.title} <span className="text-slate-500">{page.path}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why publishing waits: the owner's address (or, for a manager, the owners') to confirm first. */
export function VerifyToPublish({ emails }: { emails: string[] }) {
  const t = useTranslations('builderPublish');
  const format = useFormatter();
  return (
    <>
      <strong className="font-semibold">{t('verifyTitle')}</strong> {t('verifyText', { emails: format.list(emails, { type: 'disjunction' }) })}
    </>
  );
}

export function PublishDialog({
  businessId,
  open,
  onOpenChange,
  onOpenBlock,
}: {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens a page in the builder with one of its blocks selected. */
  onOpenBlock: (pageId: string, blockIndex: number) => void;
}) {
  const t = useTranslations('builderPublish');
  const tc = useTranslations('common');
  const notify = useToast();
  const summary = useDraftSummary(businessId);
  const publish = usePublishDraft(businessId);
  const keepLive = useDiscardDraftPage(businessId);
  const data = summary.data;
  // Read again on each opening (the API may have written the live site since): shown once read.
  const { refetch } = summary;
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!open) return setFresh(false);
    void refetch().finally(() => setFresh(true));
  }, [open, refetch]);

  const run = (overwriteConflicts: boolean) =>
    publish.mutate(
      { overwriteConflicts },
      {
        onSuccess: (result) => {
          notify(t('published', { version: result.version }));
          onOpenChange(false);
        },
        onError: (error) => {
          notify(error.message, 'error');
          void summary.refetch();
        },
      },
    );

  const nothing = data && data.changeCount === 0;
  const unverified = data && !data.publishRule.mayPublish;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} wide>
      {!data || !fresh ? (
        <p className="text-sm text-slate-600">{t('loading')}</p>
      ) : (
        <div className="space-y-5" data-testid="publish-summary">
          {nothing ? <p className="text-sm text-slate-700">{t('nothing')}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <PageList title={t('pagesAdded')} pages={data.pages.added} />
            <PageList title={t('pagesChanged')} pages={data.pages.changed} />
            <PageList title={t('pagesRemoved')} pages={data.pages.removed} />
            {data.settings.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{t('settingsChanged')}</h3>
                <p className="mt-1 text-sm text-slate-700">{data.settings.map((key) => (isSetting(key) ? t(`setting.${key}`) : key)).join(', ')}</p>
              </div>
            ) : null}
          </div>

          {unverified ? (
            <section role="note" aria-label={t('emailToConfirm')} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="publish-verify">
              <VerifyToPublish emails={data.publishRule.unverifiedOwnerEmails} />
            </section>
          ) : null}

          {data.blockers.length > 0 ? (
            <section aria-labelledby="blockers-title" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
              <h3 id="blockers-title" className="text-sm font-semibold text-amber-950">
                {t('blockers', { count: data.blockers.length })}
              </h3>
              <ul className="mt-2 space-y-2">
                {data.blockers.map((blocker, index) => (
                  <li key={`${blocker.id}-${blocker.blockIndex}-${index}`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-amber-950" data-testid="publish-blocker">
                    <span className="min-w-0 flex-1">{t(`blocker.${blocker.kind}`, { blockType: blocker.blockType, title: blocker.title, filename: blocker.filename ?? '' })}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        onOpenChange(false);
                        onOpenBlock(blocker.id, blocker.blockIndex);
                      }}
                    >
                      {t('showMe')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {data.conflicts.length > 0 ? (
            <section aria-labelledby="conflicts-title" className="rounded-lg border border-red-200 bg-red-50 p-3">
              <h3 id="conflicts-title" className="text-sm font-semibold text-red-900">
                {t('conflicts', { count: data.conflicts.length })}
              </h3>
              <ul className="mt-2 space-y-2">
                {data.conflicts.map((conflict) => (
                  <li key={`${conflict.id}-${conflict.kind}`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-red-900" data-testid="publish-conflict">
                    <span className="min-w-0 flex-1">{t(`conflict.${conflict.kind}`, { title: conflict.title, path: conflict.path })}</span>
                    <Button size="sm" variant="secondary" pending={keepLive.isPending && keepLive.variables === conflict.id} onClick={() => keepLive.mutate(conflict.id)}>
                      {t('keepLive')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </Button>
            {data.conflicts.length > 0 ? (
              <Button variant="danger" onClick={() => run(true)} pending={publish.isPending} disabled={Boolean(unverified) || data.blockers.length > 0 || data.conflicts.some((c) => c.kind === 'slug')}>
                {t('publishAnyway')}
              </Button>
            ) : (
              <Button onClick={() => run(false)} pending={publish.isPending} disabled={Boolean(nothing) || Boolean(unverified) || data.blockers.length > 0}>
                {t('publish')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
