'use client';
// The site's pages (in the builder's pages sheet): open one in the editor, create (title, slug; blocks or code,
// and a code page's layout), page settings (rename, slug, navigation and its order, a code page's layout: in
// the site's shell or the whole page), delete with confirmation.
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

const slugify = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);

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
  if (!/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)?$/.test(draft.slug)) local.slug = t('slugInvalid');
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

export function PagesPanel({
  businessId,
  pages,
  currentId,
  onOpen,
  headerEnd,
}: {
  businessId: string;
  pages: SitePage[];
  currentId: string | null;
  onOpen: (pageId: string) => void;
  /** Beside the heading (the sheet's close button). */
  headerEnd?: React.ReactNode;
}) {
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
              <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                {page.title}
                {page.renderMode === 'CODE' ? <Badge>{t('code')}</Badge> : null}
                {page.showInNav ? null : <Badge tone="warning">{t('hidden')}</Badge>}
                <DraftStateBadge state={page.draftState} />
              </span>
              <span className="block truncate text-xs text-slate-600">{page.path}</span>
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

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing ? t('settingsTitle', { title: editing.title }) : t('pageSettings')}>
        {editing ? (
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
