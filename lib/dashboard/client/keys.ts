// API keys in the dashboard: the query-key factory and the hooks (list, scope catalogue, create, revoke,
// delete). Every write refreshes the business's key list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView, CreateKeyBody, CreatedKey, ScopeCatalogue } from '../keys-schema';
import { businessPath, dashboardFetch } from './request';

export const keyKeys = {
  all: (businessId: string) => ['businesses', businessId, 'keys'] as const,
  lists: (businessId: string) => [...keyKeys.all(businessId), 'list'] as const,
  list: (businessId: string) => [...keyKeys.lists(businessId)] as const,
  scopes: (businessId: string) => [...keyKeys.all(businessId), 'scopes'] as const,
};

const keysPath = (businessId: string) => `${businessPath(businessId)}/keys`;
const keyPath = (businessId: string, keyId: string) => `${keysPath(businessId)}/${encodeURIComponent(keyId)}`;

/** Live and test keys of the business, newest first. */
export function useApiKeys(businessId: string) {
  return useQuery({
    queryKey: keyKeys.list(businessId),
    queryFn: ({ signal }) => dashboardFetch<{ data: ApiKeyView[] }>(keysPath(businessId), { signal }).then((page) => page.data),
  });
}

/** The scopes the business's plan may grant, grouped read / write. */
export function useScopeCatalogue(businessId: string) {
  return useQuery({
    queryKey: keyKeys.scopes(businessId),
    queryFn: ({ signal }) => dashboardFetch<ScopeCatalogue>(`${keysPath(businessId)}/scopes`, { signal }),
    staleTime: 5 * 60_000,
  });
}

function useInvalidateKeys(businessId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyKeys.lists(businessId) });
}

/** Creates a key; the result carries the secret, which the server never returns again. */
export function useCreateApiKey(businessId: string) {
  const invalidate = useInvalidateKeys(businessId);
  return useMutation({
    mutationFn: (body: CreateKeyBody) => dashboardFetch<CreatedKey>(keysPath(businessId), { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useRevokeApiKey(businessId: string) {
  const invalidate = useInvalidateKeys(businessId);
  return useMutation({
    mutationFn: (keyId: string) => dashboardFetch<ApiKeyView>(`${keyPath(businessId, keyId)}/revoke`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useDeleteApiKey(businessId: string) {
  const invalidate = useInvalidateKeys(businessId);
  return useMutation({
    mutationFn: (keyId: string) => dashboardFetch<void>(keyPath(businessId, keyId), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
