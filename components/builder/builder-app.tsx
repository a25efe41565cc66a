'use client';
// The page builder on the whole screen: a compact bar (back to the dashboard, the open page and the pages
// sheet, Pages / Themes, the open editor's tools — device, undo, redo, save — and the publish controls), and
// under it the open page's editor (blocks or code) or the themes gallery. The pages list slides over the canvas
// from the left; the editor docks its inspector on the right (a sheet on narrow screens).
import { useRouter, useSearchParams } from 'next/navigation';
import { Tabs } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'use-intl';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/spinner';
import { useBuilderBootstrap, usePage, usePages } from '@/lib/dashboard/client/builder';
import { useSite } from '@/lib/dashboard/client/site';
import type { Locale as SiteLanguage } from '@/lib/i18n/translator';
import { BlocksEditor } from './blocks-editor';
import { Sheet, SheetClose, ToolsSlotProvider } from './builder-frame';
import { CodePageEditor } from './code-page-editor';
import { LanguageSwitch } from './language-switch';
import { PagesPanel } from './pages-panel';
import { PublishControls } from './publish-controls';
import { ThemesGallery } from './themes-gallery';

const tabClass =
  'rounded-md px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** The full-screen frame: the bar, then the content filling the rest of the viewport. */
function Frame({ businessId, businessName, bar, children }: { businessId: string; businessName: string; bar?: ReactNode; children: ReactNode }) {
  const t = useTranslations('builder');
  return (
    <div className="flex h-dvh flex-col bg-slate-100">
      <header className="z-20 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-3 py-2 shadow-sm">
        <h1 className="sr-only">{t('title')}</h1>
        <a
          href={`/dashboard/${businessId}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12.5 4.5 7 10l5.5 5.5" />
          </svg>
          <span className="max-sm:sr-only">{t('dashboard')}</span>
        </a>
        <span className="hidden max-w-[12rem] truncate text-sm font-semibold text-slate-900 2xl:inline" title={businessName}>
          {businessName}
        </span>
        {bar}
      </header>
      {children}
    </div>
  );
}

export function BuilderApp({ businessId, businessName }: { businessId: string; businessName: string }) {
  const t = useTranslations('builder');
  const router = useRouter();
  const search = useSearchParams();
  const bootstrap = useBuilderBootstrap(businessId);
  const pages = usePages(businessId);
  const [dirty, setDirty] = useState(false);
  const [pendingOpen, setPendingOpen] = useState<string | null>(null);
  const [pagesOpen, setPagesOpen] = useState(false);
  const [tab, setTab] = useState(search.get('tab') === 'themes' ? 'themes' : 'pages');
  const [toolsSlot, setToolsSlot] = useState<HTMLElement | null>(null);
  // The editing language: the site's default (the page itself) or another it serves (that language's texts).
  const site = useSite(businessId);
  const defaultLanguage: SiteLanguage = site.data?.defaultLanguage ?? 'fr';
  const languages = site.data?.languages ?? [defaultLanguage];
  const [chosenLanguage, setLanguage] = useState<SiteLanguage | null>(null);
  const language = chosenLanguage && languages.includes(chosenLanguage) ? chosenLanguage : defaultLanguage;

  const list = pages.data ?? [];
  const requested = search.get('page');
  const currentId = (requested && list.some((p) => p.id === requested) ? requested : (list.find((p) => p.slug === '') ?? list[0])?.id) ?? null;
  const current = list.find((p) => p.id === currentId);
  const page = usePage(businessId, currentId);

  const open = useCallback(
    (pageId: string) => {
      setDirty(false);
      setPendingOpen(null);
      setPagesOpen(false);
      setTab('pages');
      router.replace(`/dashboard/${businessId}/builder?page=${encodeURIComponent(pageId)}`, { scroll: false });
    },
    [router, businessId],
  );
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  // The publish dialog's "Show me" (?block=) opens a page's block: the Pages tab.
  useEffect(() => void (search.get('block') !== null && setTab('pages')), [search]);
  useEffect(() => setDirty(false), [currentId]);

  if (bootstrap.isLoading || pages.isLoading || bootstrap.error || pages.error || !bootstrap.data) {
    return (
      <Frame businessId={businessId} businessName={businessName}>
        {bootstrap.isLoading || pages.isLoading ? (
          <Loading label={t('opening')} />
        ) : (
          <p className="m-4 rounded-lg bg-red-50 p-4 text-sm text-red-800">{(bootstrap.error ?? pages.error)?.message ?? t('loadFailed')}</p>
        )}
      </Frame>
    );
  }

  return (
    <Tabs.Root value={tab} onValueChange={setTab} asChild>
      <div>
        <Frame
          businessId={businessId}
          businessName={businessName}
          bar={
            <>
              <button
                type="button"
                onClick={() => setPagesOpen(true)}
                aria-haspopup="dialog"
                aria-expanded={pagesOpen}
                className="inline-flex h-8 min-w-0 max-w-[16rem] items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="text-slate-600">{t('page')}</span>{' '}
                <span className="truncate font-semibold text-slate-900">{(current && language !== defaultLanguage ? current.translations[language]?.title : undefined) ?? current?.title ?? t('noPageYet')}</span>
                <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                  <path d="m6 8 4 4 4-4" />
                </svg>
              </button>
              <Tabs.List aria-label={t('tabs')} className="inline-flex rounded-lg bg-slate-200/70 p-0.5">
                <Tabs.Trigger value="pages" className={tabClass}>
                  {t('pages')}
                </Tabs.Trigger>
                <Tabs.Trigger value="themes" className={tabClass}>
                  {t('themes')}
                </Tabs.Trigger>
              </Tabs.List>
              {languages.length > 1 && tab === 'pages' ? (
                <LanguageSwitch languages={languages} defaultLanguage={defaultLanguage} value={language} onChange={setLanguage} />
              ) : null}
              <div ref={setToolsSlot} className={`flex flex-wrap items-center gap-2 lg:ml-auto ${tab === 'themes' ? 'hidden' : ''}`} />
              <div className={tab === 'themes' ? 'ml-auto' : ''}>
                <PublishControls businessId={businessId} />
              </div>
            </>
          }
        >
          <main id="main" className="flex min-h-0 flex-1 flex-col">
            <Tabs.Content value="pages" forceMount className="relative flex min-h-0 flex-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[state=inactive]:hidden">
              <ToolsSlotProvider value={toolsSlot}>
                {!currentId ? (
                  <div className="m-auto max-w-md p-6 text-center">
                    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-sm text-slate-600">{t('noPages')}</p>
                  </div>
                ) : page.isLoading || !page.data ? (
                  <div className="m-auto">
                    <Loading label={t('openingPage')} />
                  </div>
                ) : page.data.renderMode === 'CODE' ? (
                  <CodePageEditor key={page.data.id} businessId={businessId} previewUrl={bootstrap.data.previewUrl} page={page.data} onDirtyChange={onDirtyChange} />
                ) : (
                  <BlocksEditor
                    key={page.data.id}
                    businessId={businessId}
                    bootstrap={bootstrap.data}
                    page={page.data}
                    onDirtyChange={onDirtyChange}
                    language={language}
                    defaultLanguage={defaultLanguage}
                  />
                )}
              </ToolsSlotProvider>
            </Tabs.Content>

            <Tabs.Content value="themes" className="min-h-0 flex-1 overflow-y-auto">
              <div className="mx-auto max-w-7xl p-4 sm:p-6">
                <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('themes')}</h2>
                <ThemesGallery businessId={businessId} themes={bootstrap.data.themes} currentKey={bootstrap.data.site.themeKey} />
              </div>
            </Tabs.Content>
          </main>
        </Frame>

        <Sheet open={pagesOpen} onOpenChange={setPagesOpen} side="left" title={t('pages')} ownHeader>
          <PagesPanel
            businessId={businessId}
            pages={list}
            currentId={currentId}
            language={language}
            defaultLanguage={defaultLanguage}
            onOpen={(id) => (dirty && id !== currentId ? setPendingOpen(id) : open(id))}
            headerEnd={<SheetClose label={t('closePages')} />}
          />
        </Sheet>

        <ConfirmDialog
          open={pendingOpen !== null}
          onOpenChange={(value) => !value && setPendingOpen(null)}
          title={t('leaveTitle')}
          description={t('leaveDescription')}
          confirmLabel={t('discardChanges')}
          onConfirm={() => pendingOpen && open(pendingOpen)}
        />
      </div>
    </Tabs.Root>
  );
}
