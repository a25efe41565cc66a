// The media library in the dashboard: the query-key factory and the hooks (list, one image, upload, update,
// delete) on /api/dashboard/businesses/:id/media. An upload is multipart/form-data (`file`, optional `alt`);
// a delete refused while the image is used throws a DashboardApiError 409 whose `details` name each use.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Media, UpdateMediaBody } from '../../domain/media/schemas';
import { businessPath, dashboardFetch } from './request';

export type { Media };
export type MediaPage = { data: Media[]; hasMore: boolean; nextCursor: string | null };

const PAGE_SIZE = 48;

export const mediaKeys = {
  all: (businessId: string) => ['businesses', businessId, 'media'] as const,
  lists: (businessId: string) => [...mediaKeys.all(businessId), 'list'] as const,
  list: (businessId: string, q: string) => [...mediaKeys.lists(businessId), { q }] as const,
  details: (businessId: string) => [...mediaKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, mediaId: string) => [...mediaKeys.details(businessId), mediaId] as const,
};

const mediaListPath = (businessId: string) => `${businessPath(businessId)}/media`;
const mediaPath = (businessId: string, mediaId: string) => `${mediaListPath(businessId)}/${encodeURIComponent(mediaId)}`;

/** The library, in upload order, for a search on the file name (`q`, empty for all), page by page. */
export function useMediaList(businessId: string, q = '') {
  return useInfiniteQuery({
    queryKey: mediaKeys.list(businessId, q),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (q) search.set('q', q);
      if (pageParam) search.set('cursor', pageParam);
      return dashboardFetch<MediaPage>(`${mediaListPath(businessId)}?${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
    placeholderData: (previous) => previous,
  });
}

export function useMedia(businessId: string, mediaId: string | null) {
  return useQuery({
    queryKey: mediaKeys.detail(businessId, mediaId ?? ''),
    queryFn: ({ signal }) => dashboardFetch<Media>(mediaPath(businessId, mediaId!), { signal }),
    enabled: mediaId !== null,
  });
}

/** Uploads one image (and its alt text); the answer is the stored image, with its `url`. */
export function useUploadMedia(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, alt }: { file: File | Blob; alt?: string }) => {
      const form = new FormData();
      form.set('file', file);
      if (alt) form.set('alt', alt);
      return dashboardFetch<Media>(mediaListPath(businessId), { method: 'POST', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.lists(businessId) }),
  });
}

export function useUpdateMedia(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, body }: { mediaId: string; body: UpdateMediaBody }) =>
      dashboardFetch<Media>(mediaPath(businessId, mediaId), { method: 'PATCH', body }),
    onSuccess: (media) => {
      client.setQueryData(mediaKeys.detail(businessId, media.id), media);
      void client.invalidateQueries({ queryKey: mediaKeys.lists(businessId) });
    },
  });
}

export function useDeleteMedia(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => dashboardFetch<void>(mediaPath(businessId, mediaId), { method: 'DELETE' }),
    onSuccess: (_nothing, mediaId) => {
      client.removeQueries({ queryKey: mediaKeys.detail(businessId, mediaId) });
      void client.invalidateQueries({ queryKey: mediaKeys.lists(businessId) });
    },
  });
}
