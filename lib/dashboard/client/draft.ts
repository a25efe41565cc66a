'use client';
// React Query hooks of the site's draft: what publishing would change, publish / discard, preview links and
// published versions. The keys live under the builder's, so anything that refreshes the builder refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftBlocker, DraftConflict, DraftSummary } from '@/lib/domain/site/draft-publish';
import type { PreviewLink } from '@/lib/domain/site/preview-links';
import type { SiteVersion } from '@/lib/domain/site/versions';
import { builderKeys } from './builder';
import { businessPath, dashboardFetch } from './request';
import { siteKeys } from './site';

export type { DraftBlocker, DraftConflict, DraftSummary, PreviewLink, SiteVersion };
/** Brussels day and time, as the rest of the dashboard writes them (the builder's dialogs use it). */
export { formatDateTime } from '@/lib/i18n/format';

export const draftKeys = {
  summary: builderKeys.draft,
  previewLinks: (businessId: string) => [...builderKeys.all(businessId), 'preview-links'] as const,
  versions: (businessId: string) => [...builderKeys.all(businessId), 'versions'] as const,
};

const base = (businessId: string) => `${businessPath(businessId)}/draft`;

export function useDraftSummary(businessId: string) {
  return useQuery({
    queryKey: draftKeys.summary(businessId),
    queryFn: ({ signal }) => dashboardFetch<DraftSummary>(base(businessId), { signal }),
  });
}

/**
 * After publish, discard or restore: the pages, the open page, the site and the summary are all new. The pages
 * are reset (not only refetched) so an open editor, which keeps its own copy, starts again from the new page.
 */
function useRefreshAll(businessId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      // Each page's own query (below the list's key): the editor area reloads, the bar and the list stay.
      client.resetQueries({ queryKey: builderKeys.pages(businessId), predicate: (query) => query.queryKey.length > builderKeys.pages(businessId).length }),
      client.invalidateQueries({ queryKey: builderKeys.all(businessId) }),
      client.invalidateQueries({ queryKey: siteKeys.detail(businessId) }),
    ]);
}

export function usePublishDraft(businessId: string) {
  const refresh = useRefreshAll(businessId);
  return useMutation({
    mutationFn: (input: { overwriteConflicts?: boolean }) =>
      dashboardFetch<{ version: number }>(`${base(businessId)}/publish`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useDiscardDraft(businessId: string) {
  const refresh = useRefreshAll(businessId);
  return useMutation({
    mutationFn: () => dashboardFetch<void>(`${base(businessId)}/discard`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** Keeps the live version of one page (the way out of a conflict). */
export function useDiscardDraftPage(businessId: string) {
  const refresh = useRefreshAll(businessId);
  return useMutation({
    mutationFn: (pageId: string) => dashboardFetch<void>(`${base(businessId)}/pages/${encodeURIComponent(pageId)}/discard`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function usePreviewLinks(businessId: string, enabled = true) {
  return useQuery({
    queryKey: draftKeys.previewLinks(businessId),
    queryFn: ({ signal }) => dashboardFetch<{ data: PreviewLink[] }>(`${base(businessId)}/preview-links`, { signal }).then((r) => r.data),
    enabled,
  });
}

export function useCreatePreviewLink(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ttlHours?: number }) =>
      dashboardFetch<PreviewLink & { url: string }>(`${base(businessId)}/preview-links`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: draftKeys.previewLinks(businessId) }),
  });
}

export function useRevokePreviewLink(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => dashboardFetch<void>(`${base(businessId)}/preview-links/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: draftKeys.previewLinks(businessId) }),
  });
}

export function useVersions(businessId: string, enabled = true) {
  return useQuery({
    queryKey: draftKeys.versions(businessId),
    queryFn: ({ signal }) => dashboardFetch<{ data: SiteVersion[] }>(`${businessPath(businessId)}/versions`, { signal }).then((r) => r.data),
    enabled,
  });
}

export function useRestoreVersion(businessId: string) {
  const refresh = useRefreshAll(businessId);
  return useMutation({
    mutationFn: (versionId: string) => dashboardFetch<SiteVersion>(`${businessPath(businessId)}/versions/${encodeURIComponent(versionId)}/restore`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
