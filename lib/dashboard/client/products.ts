// Products, categories, locations and stock for the dashboard: one query-key factory and the hooks that read
// and write them through /api/dashboard/businesses/:id/…. Each write refreshes exactly what it changed.
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateProductBody, Product, UpdateProductBody } from '../../domain/catalog/schemas';
import type { Adjustment, AdjustStockBody } from '../../domain/inventory/schemas';
import { businessPath, dashboardFetch } from './request';

export type LocationStock = { locationId: string; quantity: number };
export type ProductRow = Product & { stockByLocation: LocationStock[] };
export type ProductPage = { data: ProductRow[]; hasMore: boolean; nextCursor: string | null };
export type { Category };
export type Location = { id: string; name: string; isPrimary: boolean };
export type Inventory = {
  productId: string;
  trackInventory: boolean;
  stockQuantity: number;
  locations: { locationId: string; name: string; quantity: number }[];
  adjustments: Adjustment[];
};

const PAGE_SIZE = 25;

export const productKeys = {
  all: (businessId: string) => ['businesses', businessId, 'products'] as const,
  lists: (businessId: string) => [...productKeys.all(businessId), 'list'] as const,
  list: (businessId: string, q: string) => [...productKeys.lists(businessId), { q }] as const,
  details: (businessId: string) => [...productKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, productId: string) => [...productKeys.details(businessId), productId] as const,
  stock: (businessId: string, productId: string) => [...productKeys.all(businessId), 'stock', productId] as const,
  categories: (businessId: string) => ['businesses', businessId, 'categories'] as const,
  locations: (businessId: string) => ['businesses', businessId, 'locations'] as const,
};

const productsPath = (businessId: string) => `${businessPath(businessId)}/products`;
const productPath = (businessId: string, productId: string) => `${productsPath(businessId)}/${encodeURIComponent(productId)}`;

/** The product list for a search (`q`, empty for all), page by page. */
export function useProducts(businessId: string, q: string) {
  return useInfiniteQuery({
    queryKey: productKeys.list(businessId, q),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (q) search.set('q', q);
      if (pageParam) search.set('cursor', pageParam);
      return dashboardFetch<ProductPage>(`${productsPath(businessId)}?${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
    placeholderData: (previous) => previous,
  });
}

export function useProduct(businessId: string, productId: string, initialData?: Product) {
  return useQuery({
    queryKey: productKeys.detail(businessId, productId),
    queryFn: ({ signal }) => dashboardFetch<Product>(productPath(businessId, productId), { signal }),
    initialData,
  });
}

export function useCategories(businessId: string) {
  return useQuery({
    queryKey: productKeys.categories(businessId),
    queryFn: async ({ signal }) => {
      const page = await dashboardFetch<{ data: Category[] }>(`${businessPath(businessId)}/categories?limit=100`, { signal });
      return [...page.data].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    },
    staleTime: 5 * 60_000,
  });
}

export function useLocations(businessId: string) {
  return useQuery({
    queryKey: productKeys.locations(businessId),
    queryFn: async ({ signal }) => (await dashboardFetch<{ data: Location[] }>(`${businessPath(businessId)}/locations`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useStock(businessId: string, productId: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.stock(businessId, productId),
    queryFn: ({ signal }) => dashboardFetch<Inventory>(`${productPath(businessId, productId)}/inventory`, { signal }),
    enabled,
  });
}

/** After a product changed: its detail is the server's answer; lists (order, search hits, counts) are refetched. */
function productChanged(client: QueryClient, businessId: string, product: Product, categoryTouched: boolean) {
  client.setQueryData(productKeys.detail(businessId, product.id), product);
  void client.invalidateQueries({ queryKey: productKeys.lists(businessId) });
  if (categoryTouched) void client.invalidateQueries({ queryKey: productKeys.categories(businessId) });
}

export function useCreateProduct(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => dashboardFetch<Product>(productsPath(businessId), { method: 'POST', body }),
    onSuccess: (product) => {
      productChanged(client, businessId, product, product.categoryId !== null);
      // Opening stock is written at creation.
      void client.invalidateQueries({ queryKey: productKeys.stock(businessId, product.id) });
    },
  });
}

export function useUpdateProduct(businessId: string, productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => dashboardFetch<Product>(productPath(businessId, productId), { method: 'PATCH', body }),
    onSuccess: (product, body) => {
      productChanged(client, businessId, product, body.categoryId !== undefined);
      // Whether stock is tracked is part of the inventory view.
      if (body.trackInventory !== undefined) void client.invalidateQueries({ queryKey: productKeys.stock(businessId, productId) });
    },
  });
}

export function useAdjustStock(businessId: string, productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustStockBody) =>
      dashboardFetch<Adjustment>(`${productPath(businessId, productId)}/inventory`, { method: 'POST', body }),
    onSuccess: (adjustment) => {
      client.setQueryData<Product>(productKeys.detail(businessId, productId), (product) =>
        product ? { ...product, stockQuantity: adjustment.stockQuantityAfter } : product,
      );
      void client.invalidateQueries({ queryKey: productKeys.stock(businessId, productId) });
      void client.invalidateQueries({ queryKey: productKeys.lists(businessId) });
    },
  });
}
