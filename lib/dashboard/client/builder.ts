// React Query hooks of the page builder: bootstrap (catalogue, themes, pickers, preview URL), the draft's pages
// (the builder edits the site's draft: ./draft.ts publishes it), theme plans, and the canvas rendering. One
// query-key factory; mutations invalidate exactly what they change (a page and the draft's summary).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BlockTypeInfo } from '@/blocks/catalog';
import type { ThemePlan } from '@/lib/domain/site/apply-theme';
import type { DraftPage } from '@/lib/domain/site/draft';
import type { ApplyThemeResult, createPageBody, SiteLanguage, updatePageBody } from '@/lib/domain/site/schemas';
import type { BuilderBootstrap, PickerOption, ThemeSummary } from '../builder';
import { businessPath, dashboardFetch } from './request';

// The server's own types (type-only imports: nothing of the domain reaches the browser bundle).
export type { BlockTypeInfo, ThemePlan };
/** A page as the draft has it, with its state against the live site (unchanged, changed, added). */
export type SitePage = DraftPage;
export type StoredBlock = SitePage['blocks'][number];
export type CreatePageInput = z.input<typeof createPageBody>;
export type PageInput = z.input<typeof updatePageBody>;

// The builder's bootstrap, as lib/dashboard/builder.ts declares and builds it (no dates in it: its JSON has the
// same shape).
export type { BuilderBootstrap, PickerOption, ThemeSummary };

export const builderKeys = {
  all: (businessId: string) => ['builder', businessId] as const,
  bootstrap: (businessId: string) => [...builderKeys.all(businessId), 'bootstrap'] as const,
  pages: (businessId: string) => [...builderKeys.all(businessId), 'pages'] as const,
  page: (businessId: string, pageId: string) => [...builderKeys.pages(businessId), pageId] as const,
  /** What publishing the draft would change (./draft.ts). */
  draft: (businessId: string) => [...builderKeys.all(businessId), 'draft'] as const,
  themePlan: (businessId: string, themeKey: string) => [...builderKeys.all(businessId), 'theme-plan', themeKey] as const,
};

const base = (businessId: string) => businessPath(businessId);

/** After a draft page write: the pages list (its states) and the draft's summary. */
const invalidatePages = (client: ReturnType<typeof useQueryClient>, businessId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: builderKeys.pages(businessId), exact: true }),
    client.invalidateQueries({ queryKey: builderKeys.draft(businessId) }),
  ]);

export function useBuilderBootstrap(businessId: string) {
  return useQuery({
    queryKey: builderKeys.bootstrap(businessId),
    queryFn: () => dashboardFetch<BuilderBootstrap>(`${base(businessId)}/builder`),
    // The preview grant inside lasts two hours; the catalogue never changes while the page is open.
    staleTime: 30 * 60 * 1000,
  });
}

export function usePages(businessId: string) {
  return useQuery({
    queryKey: builderKeys.pages(businessId),
    queryFn: () => dashboardFetch<{ data: SitePage[] }>(`${base(businessId)}/pages`).then((r) => r.data),
  });
}

export function usePage(businessId: string, pageId: string | null) {
  return useQuery({
    queryKey: builderKeys.page(businessId, pageId ?? ''),
    queryFn: () => dashboardFetch<SitePage>(`${base(businessId)}/pages/${encodeURIComponent(pageId!)}`),
    enabled: Boolean(pageId),
    staleTime: Infinity, // the editor owns the page while it is open
  });
}

export function useCreatePage(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePageInput) => dashboardFetch<SitePage>(`${base(businessId)}/pages`, { method: 'POST', body: input }),
    onSuccess: (page) => {
      client.setQueryData(builderKeys.page(businessId, page.id), page);
      return invalidatePages(client, businessId);
    },
  });
}

export function useUpdatePage(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: PageInput & { id: string }) =>
      dashboardFetch<SitePage>(`${base(businessId)}/pages/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (page) => {
      client.setQueryData(builderKeys.page(businessId, page.id), page);
      return invalidatePages(client, businessId);
    },
  });
}

export function useDeletePage(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dashboardFetch<void>(`${base(businessId)}/pages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: builderKeys.page(businessId, id) });
      return invalidatePages(client, businessId);
    },
  });
}

export function useThemePlan(businessId: string, themeKey: string | null) {
  return useQuery({
    queryKey: builderKeys.themePlan(businessId, themeKey ?? ''),
    queryFn: () => dashboardFetch<ThemePlan>(`${base(businessId)}/themes/${encodeURIComponent(themeKey!)}`),
    enabled: Boolean(themeKey),
    staleTime: 0,
  });
}

export function useApplyTheme(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (themeKey: string) =>
      dashboardFetch<ApplyThemeResult>(`${base(businessId)}/themes/${encodeURIComponent(themeKey)}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: builderKeys.all(businessId) }),
  });
}

/** The canvas HTML and CSS of unsaved blocks (rendered by the storefront's renderer on the server). */
/** `language`: render the blocks' texts in that language (the builder's editing language); the default's when absent. */
export function renderPreview(businessId: string, blocks: StoredBlock[], signal?: AbortSignal, language?: SiteLanguage) {
  return dashboardFetch<{ html: string; css: string }>(`${base(businessId)}/preview`, { method: 'POST', body: { blocks, ...(language ? { language } : {}) }, signal });
}
