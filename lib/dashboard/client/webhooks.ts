'use client';
// Webhook endpoints in the dashboard: the query-key factory and the hooks (list, one endpoint, its delivery log a
// page at a time; create, change, delete, rotate the secret, resend a delivery). Every write refreshes what it
// changed: the list, the endpoint, its log.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookEndpointBody } from '@/lib/domain/webhooks/schemas';
import type { CreateEndpointBody, DashboardEndpoint, DeliveryStatus, EndpointWithSecret, WebhookDeliveryView } from '../webhooks-schema';
import { businessPath, dashboardFetch } from './request';

export type DeliveryFilters = { status?: DeliveryStatus };
type DeliveryPage = { data: WebhookDeliveryView[]; hasMore: boolean; nextCursor: string | null };

export const DELIVERY_PAGE_SIZE = 20;

export const webhookKeys = {
  all: (businessId: string) => ['businesses', businessId, 'webhooks'] as const,
  lists: (businessId: string) => [...webhookKeys.all(businessId), 'list'] as const,
  list: (businessId: string) => [...webhookKeys.lists(businessId)] as const,
  details: (businessId: string) => [...webhookKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, endpointId: string) => [...webhookKeys.details(businessId), endpointId] as const,
  deliveries: (businessId: string, endpointId: string) => [...webhookKeys.detail(businessId, endpointId), 'deliveries'] as const,
  deliveryList: (businessId: string, endpointId: string, filters: DeliveryFilters) => [...webhookKeys.deliveries(businessId, endpointId), filters] as const,
};

const endpointsPath = (businessId: string) => `${businessPath(businessId)}/webhooks`;
const endpointPath = (businessId: string, endpointId: string) => `${endpointsPath(businessId)}/${encodeURIComponent(endpointId)}`;

/** Live and test endpoints (first answered by the server page's data). */
export function useWebhookEndpoints(businessId: string, initialData?: DashboardEndpoint[]) {
  return useQuery({
    queryKey: webhookKeys.list(businessId),
    queryFn: ({ signal }) => dashboardFetch<{ data: DashboardEndpoint[] }>(endpointsPath(businessId), { signal }).then((page) => page.data),
    initialData,
  });
}

export function useWebhookEndpoint(businessId: string, endpointId: string, initialData?: DashboardEndpoint) {
  return useQuery({
    queryKey: webhookKeys.detail(businessId, endpointId),
    queryFn: ({ signal }) => dashboardFetch<DashboardEndpoint>(endpointPath(businessId, endpointId), { signal }),
    initialData,
  });
}

/** The delivery log, newest first, a page at a time. */
export function useWebhookDeliveries(businessId: string, endpointId: string, filters: DeliveryFilters) {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveryList(businessId, endpointId, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(DELIVERY_PAGE_SIZE) });
      if (filters.status) query.set('status', filters.status);
      if (pageParam) query.set('cursor', pageParam);
      return dashboardFetch<DeliveryPage>(`${endpointPath(businessId, endpointId)}/deliveries?${query}`, { signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });
}

/** After a write: the endpoint as answered, and the list read again. */
function useEndpointWritten(businessId: string) {
  const client = useQueryClient();
  return (endpoint: DashboardEndpoint) => {
    const { secret: _secret, ...kept } = endpoint as EndpointWithSecret;
    client.setQueryData(webhookKeys.detail(businessId, endpoint.id), kept);
    return client.invalidateQueries({ queryKey: webhookKeys.lists(businessId) });
  };
}

/** Creates an endpoint; the result carries its secret, which the server never returns again. */
export function useCreateWebhookEndpoint(businessId: string) {
  const written = useEndpointWritten(businessId);
  return useMutation({
    mutationFn: (body: CreateEndpointBody) => dashboardFetch<EndpointWithSecret>(endpointsPath(businessId), { method: 'POST', body }),
    onSuccess: written,
  });
}

export function useUpdateWebhookEndpoint(businessId: string, endpointId: string) {
  const written = useEndpointWritten(businessId);
  return useMutation({
    mutationFn: (body: UpdateWebhookEndpointBody) => dashboardFetch<DashboardEndpoint>(endpointPath(businessId, endpointId), { method: 'PATCH', body }),
    onSuccess: written,
  });
}

/** A new secret, shown once; the previous one signs beside it for `overlapHours`. */
export function useRotateWebhookSecret(businessId: string, endpointId: string) {
  const written = useEndpointWritten(businessId);
  return useMutation({
    mutationFn: (overlapHours: number) =>
      dashboardFetch<EndpointWithSecret>(`${endpointPath(businessId, endpointId)}/rotate`, { method: 'POST', body: { overlapHours } }),
    onSuccess: written,
  });
}

export function useDeleteWebhookEndpoint(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => dashboardFetch<void>(endpointPath(businessId, endpointId), { method: 'DELETE' }),
    onSuccess: (_nothing, endpointId) => {
      client.removeQueries({ queryKey: webhookKeys.detail(businessId, endpointId) });
      return client.invalidateQueries({ queryKey: webhookKeys.lists(businessId) });
    },
  });
}

/** Sends a delivery again now; the log and the list (last delivery) are read again. */
export function useResendWebhookDelivery(businessId: string, endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      dashboardFetch<WebhookDeliveryView>(`${endpointPath(businessId, endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhookKeys.deliveries(businessId, endpointId) }),
        client.invalidateQueries({ queryKey: webhookKeys.lists(businessId) }),
      ]),
  });
}
