'use client';
// Site settings data: the query-key factory and the hooks of /api/dashboard/businesses/:id/site.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Site, UpdateSiteBody } from '@/lib/domain/site/schemas';
import { businessPath, dashboardFetch } from './request';

export type { Site };

export const siteKeys = {
  all: ['site'] as const,
  detail: (businessId: string) => [...siteKeys.all, businessId] as const,
};

export function useSite(businessId: string, initialData?: Site) {
  return useQuery({
    queryKey: siteKeys.detail(businessId),
    queryFn: ({ signal }) => dashboardFetch<Site>(`${businessPath(businessId)}/site`, { signal }),
    initialData,
  });
}

/** PATCH the site; the answer is the site as saved, so the cache takes it as is (nothing else to refetch). */
export function useUpdateSite(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteBody) => dashboardFetch<Site>(`${businessPath(businessId)}/site`, { method: 'PATCH', body }),
    onSuccess: (site) => client.setQueryData(siteKeys.detail(businessId), site),
  });
}
