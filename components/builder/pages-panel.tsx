'use client';
// The site's pages (in the builder's pages sheet): open one in the editor, create (title, slug; blocks or code,
// and a code page's layout), page settings (rename, slug, navigation and its order, a code page's layout: in
// the site's shell or the whole page), delete with confirmation.
import { useState } from 'react';
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

const CODE_LAYOUT_CHOICES = [
  { value: 'SHELL', label: 'Show the site’s header, navigation and footer', detail: 'Your HTML goes between them, like the other pages.' },
  { value: 'FULL_PAGE', label: 'Full page (my HTML is the whole page)', detail: 'No header, navigation, cart or footer: write them yourself.' },
] as const;

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
  const [draft, setDraft] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const fields = serverError instanceof DashboardApiError ? serverError.fieldErrors() : {};
  const local: Record<string, string> = {};
  if (!draft.title.trim()) local.title = 'Enter a title';
  if (!/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)?$/.test(draft.slug)) local.slug = 'Lowercase letters, digits and dashes (not at the ends)';
  if (!/^\d{1,5}$/.test(draft.navOrder)) local.navOrder = 'A whole number, 0 or more';
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
        label="Title"
        value={draft.title}
        maxLength={200}
        onChange={(e) => setDraft({ ...draft, title: e.target.value, slug: slugTouched ? draft.slug : slugify(e.target.value) })}
        error={error('title')}
      />
      <TextField
        label="Address (slug)"
        hint={`Shown at /${draft.slug}. Leave empty for the home page.`}
        value={draft.slug}
        maxLength={64}
        onChange={(e) => {
          setSlugTouched(true);
          setDraft({ ...draft, slug: e.target.value.trim() });
        }}
        error={error('slug')}
      />
      {isNew ? (
        <SelectField label="Page type" value={draft.renderMode} onChange={(e) => setDraft({ ...draft, renderMode: e.target.value as Draft['renderMode'] })}>
          <option value="BLOCKS">Blocks (built visually)</option>
          <option value="CODE">Code (your own HTML)</option>
        </SelectField>
      ) : null}
      {draft.renderMode === 'CODE' ? <RadioCards legend="Layout of the code page" options={CODE_LAYOUT_CHOICES} value={draft.codeLayout} onChange={(codeLayout) => setDraft({ ...draft, codeLayout })} /> : null}
      <Checkbox label="Show in navigation" checked={draft.showInNav} onCheckedChange={(showInNav) => setDraft({ ...draft, showInNav })} />
      <TextField label="Navigation order" type="number" min={0} inputMode="numeric" value={draft.navOrder} onChange={(e) => setDraft({ ...draft, navOrder: e.target.value })} error={error('navOrder')} hint="Lower numbers come first." />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {isNew ? 'Create page' : 'Save settings'}
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
          Pages ({pages.length})
        </h2>
        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => (create.reset(), setCreating(true))}>
            New page
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
                {page.renderMode === 'CODE' ? <Badge>Code</Badge> : null}
                {page.showInNav ? null : <Badge tone="warning">Hidden</Badge>}
                <DraftStateBadge state={page.draftState} />
              </span>
              <span className="block truncate text-xs text-slate-600">{page.path}</span>
            </button>
            <Button size="sm" variant="ghost" onClick={() => (update.reset(), setEditing(page))} aria-label={`Settings of ${page.title}`}>
              Settings
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeleting(page)} aria-label={`Delete ${page.title}`} className="text-red-700 hover:bg-red-50">
              Delete
            </Button>
          </li>
        ))}
      </ul>

      <Dialog open={creating} onOpenChange={setCreating} title="New page">
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
            notify(`Page “${page.title}” created`);
            onOpen(page.id);
          }}
        />
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing ? `Settings of “${editing.title}”` : 'Page settings'}>
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
              notify(`Settings of “${page.title}” saved`);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete “${deleting.title}”?` : 'Delete page?'}
        description="The page is removed from your draft; it leaves the live site when you publish."
        confirmLabel="Delete page"
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify(`Page “${deleting.title}” deleted`);
            setDeleting(null);
          } catch (error) {
            notify((error as Error).message, 'error');
          }
        }}
      />
    </section>
  );
}
