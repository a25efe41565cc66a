// Product categories in the dashboard: the query-key factory and the hooks (list, create, update, move, delete)
// on /api/dashboard/businesses/:id/categories. The list is the one the product form's category select reads;
// a rename or a delete also refreshes the products, which show their category's name.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateCategoryBody, MoveCategoryBody, UpdateCategoryBody } from '../../domain/catalog/schemas';
import { productKeys, useCategories } from './products';
import { businessPath, dashboardFetch } from './request';

export type { Category };

export const categoryKeys = {
  /** The same key as `productKeys.categories`: one cached list for this page and the product form. */
  all: (businessId: string) => productKeys.categories(businessId),
  list: (businessId: string) => categoryKeys.all(businessId),
};

const categoriesPath = (businessId: string) => `${businessPath(businessId)}/categories`;
const categoryPath = (businessId: string, categoryId: string) => `${categoriesPath(businessId)}/${encodeURIComponent(categoryId)}`;

/** Every category of the business in its order (position, then name), with its number of products. */
export const useCategoryList = useCategories;

/** Products show their category's name (list and detail): refetch them. */
function productsShowCategoryNames(client: QueryClient, businessId: string) {
  void client.invalidateQueries({ queryKey: productKeys.lists(businessId) });
  void client.invalidateQueries({ queryKey: productKeys.details(businessId) });
}

export function useCreateCategory(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCategoryBody) => dashboardFetch<Category>(categoriesPath(businessId), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all(businessId) }),
  });
}

export function useUpdateCategory(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: UpdateCategoryBody }) =>
      dashboardFetch<Category>(categoryPath(businessId, categoryId), { method: 'PATCH', body }),
    onSuccess: (_category, { body }) => {
      void client.invalidateQueries({ queryKey: categoryKeys.all(businessId) });
      if (body.name !== undefined) productsShowCategoryNames(client, businessId);
    },
  });
}

/** Moves one place up or down; the answer is the whole list in its new order, put straight into the cache. */
export function useMoveCategory(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, direction }: { categoryId: string } & MoveCategoryBody) =>
      dashboardFetch<{ data: Category[] }>(`${categoryPath(businessId, categoryId)}/move`, { method: 'POST', body: { direction } }),
    onSuccess: ({ data }) => client.setQueryData(categoryKeys.list(businessId), data),
  });
}

/** Deletes a category; its products become uncategorised. */
export function useDeleteCategory(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => dashboardFetch<void>(categoryPath(businessId, categoryId), { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: categoryKeys.all(businessId) });
      productsShowCategoryNames(client, businessId);
    },
  });
}
