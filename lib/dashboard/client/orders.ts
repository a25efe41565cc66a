'use client';
// Orders data: the query-key factory, one order (seeded by the server page) and its actions, each answered
// with the order as it now is.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderBody, CompleteOrderBody, MarkPaidBody, OrderActionPath, OrderWithActions } from '@/lib/domain/orders/lifecycle';
import { businessPath, dashboardFetch } from './request';

export type { OrderWithActions };

export const orderKeys = {
  all: (businessId: string) => ['orders', businessId] as const,
  lists: (businessId: string) => [...orderKeys.all(businessId), 'list'] as const,
  details: (businessId: string) => [...orderKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, orderId: string) => [...orderKeys.details(businessId), orderId] as const,
};

const orderPath = (businessId: string, orderId: string) => `${businessPath(businessId)}/orders/${encodeURIComponent(orderId)}`;

/** One order, starting from what the server page read. */
export function useOrder(businessId: string, initial: OrderWithActions) {
  return useQuery({
    queryKey: orderKeys.detail(businessId, initial.id),
    queryFn: ({ signal }) => dashboardFetch<OrderWithActions>(orderPath(businessId, initial.id), { signal }),
    initialData: initial,
  });
}

export type OrderActionInput =
  | { action: 'mark-paid'; body: MarkPaidBody }
  | { action: 'mark-ready' | 'mark-shipped'; body?: undefined }
  | { action: 'complete'; body: CompleteOrderBody }
  | { action: 'cancel'; body: CancelOrderBody };

/** Runs an action on the order; the answer replaces the cached order, and the lists are refetched. */
export function useOrderAction(businessId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: OrderActionInput) =>
      dashboardFetch<OrderWithActions>(`${orderPath(businessId, orderId)}/${action satisfies OrderActionPath}`, { method: 'POST', body: body ?? {} }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(businessId, orderId), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists(businessId) });
    },
  });
}
