'use client';
// Customers data: the query-key factory, the customer page (seeded by the server page), create-or-link, edit
// and the card's opening. Card operations are in ./loyalty.ts and refresh the customer page they change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerResult } from '@/lib/domain/customers/customers';
import type { CreateCustomerBody, CustomerView, UpdateCustomerBody } from '@/lib/domain/customers/schemas';
import type { CustomerPage } from '@/lib/domain/customers/summaries';
import type { LoyaltyCardDetail } from '@/lib/domain/loyalty/schemas';
import { businessPath, dashboardFetch } from './request';

export type { CreateCustomerResult, CustomerPage };

export const customerKeys = {
  all: (businessId: string) => ['customers', businessId] as const,
  lists: (businessId: string) => [...customerKeys.all(businessId), 'list'] as const,
  details: (businessId: string) => [...customerKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, customerId: string) => [...customerKeys.details(businessId), customerId] as const,
};

export const customerPath = (businessId: string, customerId: string) => `${businessPath(businessId)}/customers/${encodeURIComponent(customerId)}`;

/** The customer page's data, starting from what the server page read. */
export function useCustomerPage(businessId: string, initial: CustomerPage) {
  return useQuery({
    queryKey: customerKeys.detail(businessId, initial.customer.id),
    queryFn: ({ signal }) => dashboardFetch<CustomerPage>(customerPath(businessId, initial.customer.id), { signal }),
    initialData: initial,
  });
}

/** Creates a customer or links the known person (the answer says which). */
export function useCreateCustomer(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerBody) => dashboardFetch<CreateCustomerResult>(`${businessPath(businessId)}/customers`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.lists(businessId) }),
  });
}

/** Saves the named fields; the customer page is refetched. */
export function useUpdateCustomer(businessId: string, customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) => dashboardFetch<CustomerView>(customerPath(businessId, customerId), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all(businessId) }),
  });
}

/** Gives the customer a loyalty card. */
export function useOpenLoyaltyCard(businessId: string, customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dashboardFetch<LoyaltyCardDetail>(`${customerPath(businessId, customerId)}/card`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.detail(businessId, customerId) }),
  });
}
