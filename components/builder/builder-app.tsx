'use client';
// The page builder: pages panel, the editor of the open page (blocks or code), themes, and the site's
// published state with publish / unpublish.
import { useRouter, useSearchParams } from 'next/navigation';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/spinner';
import { useBuilderBootstrap, usePage, usePages } from '@/lib/dashboard/client/builder';
import { BlocksEditor } from './blocks-editor';
import { CodePageEditor } from './code-page-editor';
import { PagesPanel } from './pages-panel';
import { PublishControls } from './publish-controls';
import { ThemesGallery } from './themes-gallery';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function BuilderApp({ businessId }: { businessId: string }) {
  const router = useRouter();
  const search = useSearchParams();
  const bootstrap = useBuilderBootstrap(businessId);
  const pages = usePages(businessId);
  const [dirty, setDirty] = useState(false);
  const [pendingOpen, setPendingOpen] = useState<string | null>(null);
  const [tab, setTab] = useState(search.get('tab') === 'themes' ? 'themes' : 'pages');

  const list = pages.data ?? [];
  const requested = search.get('page');
  const currentId = (requested && list.some((p) => p.id === requested) ? requested : (list.find((p) => p.slug === '') ?? list[0])?.id) ?? null;
  const page = usePage(businessId, currentId);

  const open = useCallback(
    (pageId: string) => {
      setDirty(false);
      setPendingOpen(null);
      router.replace(`/dashboard/${businessId}/builder?page=${encodeURIComponent(pageId)}`, { scroll: false });
    },
    [router, businessId],
  );
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  // The publish dialog's "Show me" (?block=) opens a page's block: the Pages tab.
  useEffect(() => void (search.get('block') !== null && setTab('pages')), [search]);
  useEffect(() => setDirty(false), [currentId]);

  if (bootstrap.isLoading || pages.isLoading) return <Loading label="Opening the builder…" />;
  if (bootstrap.error || pages.error || !bootstrap.data) {
    return <p className="rounded-lg bg-red-50 p-4 text-sm text-red-800">{(bootstrap.error ?? pages.error)?.message ?? 'The builder could not load.'}</p>;
  }

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List aria-label="Builder" className="inline-flex rounded-lg bg-slate-200/70 p-1">
          <Tabs.Trigger value="pages" className={tabClass}>
            Pages
          </Tabs.Trigger>
          <Tabs.Trigger value="themes" className={tabClass}>
            Themes
          </Tabs.Trigger>
        </Tabs.List>
        <PublishControls businessId={businessId} />
      </div>

      <Tabs.Content value="pages" className="grid gap-4 2xl:grid-cols-[16rem_minmax(0,1fr)]">
        <PagesPanel businessId={businessId} pages={list} currentId={currentId} onOpen={(id) => (dirty && id !== currentId ? setPendingOpen(id) : open(id))} />
        <div className="min-w-0">
          {!currentId ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600">Your site has no pages yet: create one, or apply a theme.</p>
          ) : page.isLoading || !page.data ? (
            <Loading label="Opening the page…" />
          ) : page.data.renderMode === 'CODE' ? (
            <CodePageEditor key={page.data.id} businessId={businessId} page={page.data} onDirtyChange={onDirtyChange} />
          ) : (
            <BlocksEditor key={page.data.id} businessId={businessId} bootstrap={bootstrap.data} page={page.data} onDirtyChange={onDirtyChange} />
          )}
        </div>
      </Tabs.Content>

      <Tabs.Content value="themes">
        <ThemesGallery businessId={businessId} themes={bootstrap.data.themes} currentKey={bootstrap.data.site.themeKey} />
      </Tabs.Content>

      <ConfirmDialog
        open={pendingOpen !== null}
        onOpenChange={(value) => !value && setPendingOpen(null)}
        title="Leave without saving?"
        description="This page has unsaved changes. Opening another page discards them."
        confirmLabel="Discard changes"
        onConfirm={() => pendingOpen && open(pendingOpen)}
      />
    </Tabs.Root>
  );
}
