'use client';
// The site's pages (in the builder's pages sheet): open one in the editor, create (title, slug; blocks or code,
// and a code page's layout), page settings (rename, slug, navigation and its order, a code page's layout: in
// the site's shell or the whole page), delete with confirmation. In another language than the site's default,
// each page shows how far it is translated, and its settings are its title and slug in that language.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { DraftStateBadge } from './draft-state-badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { useToast } from '@/components/ui/toast';
import { type SitePage, useCreatePage, useDeletePage, useUpdatePage } from '@/lib/dashboard/client/builder';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import type { Locale as SiteLanguage } from '@/lib/i18n/translator';
import { LANGUAGE_NAMES } from '@/lib/i18n/translator';

const slugify = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);

/** A slug: lowercase letters, digits and dashes, not at the ends; empty for the home page. */
const SLUG_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)?$/;

type Draft = { title: string; slug: string; renderMode: 'BLOCKS' | 'CODE'; codeLayout: 'SHELL' | 'FULL_PAGE'; showInNav: boolean; navOrder: string };

/** The HTML a new CODE page starts with: a section inside the site's <main>, or a whole page's <main>. */
const starterHtml = (title: string, layout: Draft['codeLayout']) => {
  const tag = layout === 'SHELL' ? 'section' : 'main';
  return `<${tag}>\n  <h1>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</h1>\n</${tag}>\n`;
};


function PageForm({
  initial,
  isNew,
  pending,
  onSubmit,
  onCancel,
  serverError,
}: {
  initial: Draft;
  isNew: boolean;
  pending: boolean;
  onSubmit: (draft: Draft) => void;
  onCancel: () => void;
  serverError: DashboardApiError | Error | null;
}) {
  const t = useTranslations('builderPages');
  const tc = useTranslations('common');
  const codeLayoutChoices = [
    { value: 'SHELL', label: t('layoutShell'), detail: t('layoutShellDetail') },
    { value: 'FULL_PAGE', label: t('layoutFull'), detail: t('layoutFullDetail') },
  ] as const;
  const [draft, setDraft] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const fields = serverError instanceof DashboardApiError ? serverError.fieldErrors() : {};
  const local: Record<string, string> = {};
  if (!draft.title.trim()) local.title = t('enterTitle');
  if (!SLUG_PATTERN.test(draft.slug)) local.slug = t('slugInvalid');
  if (!/^\d{1,5}$/.test(draft.navOrder)) local.navOrder = t('navOrderInvalid');
  const [submitted, setSubmitted] = useState(false);
  const error = (name: string) => (submitted ? local[name] : undefined) ?? fields[name];
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(local).length === 0) onSubmit(draft);
      }}
    >
      <FormError message={serverError && Object.keys(fields).length === 0 ? serverError.message : null} />
      <TextField
        label={t('title')}
        value={draft.title}
        maxLength={200}
        onChange={(e) => setDraft({ ...draft, title: e.target.value, slug: slugTouched ? draft.slug : slugify(e.target.value) })}
        error={error('title')}
      />
      <TextField
        label={t('slug')}
        hint={t('slugHint', { slug: draft.slug })}
        value={draft.slug}
        maxLength={64}
        onChange={(e) => {
          setSlugTouched(true);
          setDraft({ ...draft, slug: e.target.value.trim() });
        }}
        error={error('slug')}
      />
      {isNew ? (
        <SelectField label={t('pageType')} value={draft.renderMode} onChange={(e) => setDraft({ ...draft, renderMode: e.target.value as Draft['renderMode'] })}>
          <option value="BLOCKS">{t('typeBlocks')}</option>
          <option value="CODE">{t('typeCode')}</option>
        </SelectField>
      ) : null}
      {draft.renderMode === 'CODE' ? <RadioCards legend={t('layoutLegend')} options={codeLayoutChoices} value={draft.codeLayout} onChange={(codeLayout) => setDraft({ ...draft, codeLayout })} /> : null}
      <Checkbox label={t('showInNav')} checked={draft.showInNav} onCheckedChange={(showInNav) => setDraft({ ...draft, showInNav })} />
      <TextField label={t('navOrder')} type="number" min={0} inputMode="numeric" value={draft.navOrder} onChange={(e) => setDraft({ ...draft, navOrder: e.target.value })} error={error('navOrder')} hint={t('navOrderHint')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {tc('cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {isNew ? t('createPage') : t('saveSettings')}
        </Button>
      </div>
    </form>
  );
}

const STATE_TONES = { complete: 'success', partial: 'warning', missing: 'neutral' } as const;

/** How far a page is translated in `language` (for the merchant: shoppers see the default's text where it lacks). */
function TranslationBadge({ page, language }: { page: SitePage; language: SiteLanguage }) {
  const t = useTranslations('builderPages.translation');
  const state = page.translationState[language] ?? 'missing';
  return (
    <span data-testid="translation-state" data-state={state} title={t('stateOf', { language: LANGUAGE_NAMES[language], state: t(state) })}>
      <Badge tone={STATE_TONES[state]}>{t(state)}</Badge>
    </span>
  );
}

/** The page's path in `language` (its slug there, else the default's, under the language's prefix). */
function pathIn(page: SitePage, language: SiteLanguage): string {
  const slug = page.translations[language]?.slug ?? page.slug;
  return slug ? `/${language}/${slug}` : `/${language}`;
}

/** The page's title and slug in another language; emptied, the default's apply. */
function TranslationForm({
  page,
  language,
  defaultLanguage,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  page: SitePage;
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  pending: boolean;
  serverError: DashboardApiError | Error | null;
  onSubmit: (draft: { title: string; slug: string }) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('builderPages');
  const tc = useTranslations('common');
  const [draft, setDraft] = useState({ title: page.translations[language]?.title ?? '', slug: page.translations[language]?.slug ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const fields = serverError instanceof DashboardApiError ? serverError.fieldErrors() : {};
  const slugError = SLUG_PATTERN.test(draft.slug) ? undefined : t('slugInvalid');
  const names = { language: LANGUAGE_NAMES[language], defaultLanguage: LANGUAGE_NAMES[defaultLanguage] };
  const serverField = (name: string) => fields[`translations.${language}.${name}`] ?? fields[name];
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!slugError) onSubmit({ title: draft.title.trim(), slug: draft.slug });
      }}
    >
      <FormError message={serverError && Object.keys(fields).length === 0 ? serverError.message : null} />
      <TextField
        label={t('translation.title', names)}
        hint={t('translation.titleHint', { ...names, text: page.title })}
        placeholder={page.title}
        lang={language}
        value={draft.title}
        maxLength={200}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        error={serverField('title')}
      />
      {page.slug === '' ? (
        <p className="text-sm text-slate-600">{t('translation.homeSlug', { ...names, path: `/${language}` })}</p>
      ) : (
        <TextField
          label={t('translation.slug', names)}
          hint={t('translation.slugHint', { ...names, path: `/${language}/${draft.slug || page.slug}` })}
          placeholder={page.slug}
          value={draft.slug}
          maxLength={64}
          onChange={(e) => setDraft({ ...draft, slug: e.target.value.trim() })}
          error={(submitted ? slugError : undefined) ?? serverField('slug')}
        />
      )}
      <p className="text-xs text-slate-600">{t('translation.shared', names)}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {tc('cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {t('translation.save', names)}
        </Button>
      </div>
    </form>
  );
}

export function PagesPanel({
  businessId,
  pages,
  currentId,
  onOpen,
  headerEnd,
  language,
  defaultLanguage,
}: {
  businessId: string;
  pages: SitePage[];
  currentId: string | null;
  onOpen: (pageId: string) => void;
  /** Beside the heading (the sheet's close button). */
  headerEnd?: React.ReactNode;
  /** The builder's editing language; another than the default shows the pages in it. */
  language?: SiteLanguage;
  defaultLanguage?: SiteLanguage;
}) {
  const translating = language && defaultLanguage && language !== defaultLanguage ? language : null;
  const t = useTranslations('builderPages');
  const tc = useTranslations('common');
  const notify = useToast();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SitePage | null>(null);
  const [deleting, setDeleting] = useState<SitePage | null>(null);
  const create = useCreatePage(businessId);
  const update = useUpdatePage(businessId);
  const remove = useDeletePage(businessId);
  const nextOrder = pages.reduce((max, p) => Math.max(max, p.navOrder + 1), 0);

  return (
    <section aria-labelledby="pages-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="pages-title" className="text-base font-semibold text-slate-900">
          {t('heading', { count: pages.length })}
        </h2>
        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => (create.reset(), setCreating(true))}>
            {t('newPage')}
          </Button>
          {headerEnd}
        </div>
      </div>
      <ul className="space-y-1">
        {pages.map((page) => (
          <li key={page.id} className={`flex items-center gap-1 rounded-lg px-1 ${page.id === currentId ? 'bg-brand-50' : ''}`}>
            <button
              type="button"
              onClick={() => onOpen(page.id)}
              aria-current={page.id === currentId ? 'page' : undefined}
              className="min-w-0 flex-1 rounded-md px-2 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-slate-900">
                {translating ? <span lang={page.translations[translating]?.title ? translating : undefined}>{page.translations[translating]?.title ?? page.title}</span> : page.title}
                {page.renderMode === 'CODE' ? <Badge>{t('code')}</Badge> : null}
                {page.showInNav ? null : <Badge tone="warning">{t('hidden')}</Badge>}
                <DraftStateBadge state={page.draftState} />
                {translating ? <TranslationBadge page={page} language={translating} /> : null}
              </span>
              <span className="block truncate text-xs text-slate-600">{translating ? pathIn(page, translating) : page.path}</span>
            </button>
            <Button size="sm" variant="ghost" onClick={() => (update.reset(), setEditing(page))} aria-label={t('settingsOf', { title: page.title })}>
              {t('settings')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeleting(page)} aria-label={t('deleteOf', { title: page.title })} className="text-red-700 hover:bg-red-50">
              {tc('delete')}
            </Button>
          </li>
        ))}
      </ul>

      <Dialog open={creating} onOpenChange={setCreating} title={t('newPage')}>
        <PageForm
          isNew
          initial={{ title: '', slug: '', renderMode: 'BLOCKS', codeLayout: 'SHELL', showInNav: true, navOrder: String(nextOrder) }}
          pending={create.isPending}
          serverError={create.error}
          onCancel={() => setCreating(false)}
          onSubmit={async (draft) => {
            const page = await create
              .mutateAsync({
                title: draft.title.trim(),
                slug: draft.slug,
                showInNav: draft.showInNav,
                navOrder: Number(draft.navOrder),
                renderMode: draft.renderMode,
                ...(draft.renderMode === 'CODE' ? { customHtml: starterHtml(draft.title.trim(), draft.codeLayout), codeLayout: draft.codeLayout } : {}),
              })
              .catch(() => null);
            if (!page) return;
            setCreating(false);
            notify(t('created', { title: page.title }));
            onOpen(page.id);
          }}
        />
      </Dialog>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing && translating
            ? t('translation.dialogTitle', { title: editing.title, language: LANGUAGE_NAMES[translating] })
            : editing
              ? t('settingsTitle', { title: editing.title })
              : t('pageSettings')
        }
      >
        {editing && translating && defaultLanguage ? (
          <TranslationForm
            key={`${editing.id}-${translating}`}
            page={editing}
            language={translating}
            defaultLanguage={defaultLanguage}
            pending={update.isPending}
            serverError={update.error}
            onCancel={() => setEditing(null)}
            onSubmit={async (draft) => {
              const entry = { ...(draft.title ? { title: draft.title } : {}), ...(draft.slug ? { slug: draft.slug } : {}) };
              const page = await update
                .mutateAsync({ id: editing.id, translations: { [translating]: Object.keys(entry).length > 0 ? entry : null } })
                .catch(() => null);
              if (!page) return;
              setEditing(null);
              notify(t('translation.saved', { language: LANGUAGE_NAMES[translating], title: page.translations[translating]?.title ?? page.title }));
            }}
          />
        ) : editing ? (
          <PageForm
            key={editing.id}
            isNew={false}
            initial={{
              title: editing.title,
              slug: editing.slug,
              renderMode: editing.renderMode,
              codeLayout: editing.codeLayout,
              showInNav: editing.showInNav,
              navOrder: String(editing.navOrder),
            }}
            pending={update.isPending}
            serverError={update.error}
            onCancel={() => setEditing(null)}
            onSubmit={async (draft) => {
              const page = await update
                .mutateAsync({
                  id: editing.id,
                  title: draft.title.trim(),
                  slug: draft.slug,
                  showInNav: draft.showInNav,
                  navOrder: Number(draft.navOrder),
                  ...(editing.renderMode === 'CODE' && draft.codeLayout !== editing.codeLayout ? { codeLayout: draft.codeLayout } : {}),
                })
                .catch(() => null);
              if (!page) return;
              setEditing(null);
              notify(t('settingsSaved', { title: page.title }));
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('deleteTitle', { title: deleting.title }) : t('deletePageTitle')}
        description={t('deleteDescription')}
        confirmLabel={t('deletePage')}
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify(t('deleted', { title: deleting.title }));
            setDeleting(null);
          } catch (error) {
            notify((error as Error).message, 'error');
          }
        }}
      />
    </section>
  );
}
