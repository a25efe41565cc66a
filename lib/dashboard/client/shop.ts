'use client';
// Shop settings data: the query-key factory and the hooks of /api/dashboard/businesses/:id/shop.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shop, SetupIssueCode, UpsertShopBody } from '@/lib/domain/shop/schemas';
import { businessPath, dashboardFetch } from './request';

export type { Shop };
/** One check of the setup list (lib/domain/shop/setup-issues.ts): done when not missing. */
export type SetupCheck = { code: SetupIssueCode; message: string; missing: boolean };
/** The shop, or null before its first save (the first save creates it), and the setup checklist. */
export type ShopState = { shop: Shop | null; checklist: SetupCheck[] };

export const shopKeys = {
  all: ['shop'] as const,
  detail: (businessId: string) => [...shopKeys.all, businessId] as const,
};

export function useShop(businessId: string, initialData?: ShopState) {
  return useQuery({
    queryKey: shopKeys.detail(businessId),
    queryFn: ({ signal }) => dashboardFetch<ShopState>(`${businessPath(businessId)}/shop`, { signal }),
    initialData,
  });
}

/** Upsert the shop; the answer replaces the cached shop. */
export function useUpdateShop(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertShopBody) => dashboardFetch<ShopState>(`${businessPath(businessId)}/shop`, { method: 'PATCH', body }),
    onSuccess: (state) => client.setQueryData(shopKeys.detail(businessId), state),
  });
}
