'use client';
// Business details and locations in the dashboard: the query-key factory and the hooks of
// /api/dashboard/businesses/:id/business and …/locations.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, LocationView } from '@/lib/domain/businesses/businesses';
import type { CreateLocationBody, UpdateBusinessBody, UpdateLocationBody } from '@/lib/domain/businesses/schemas';
import { businessPath, dashboardFetch } from './request';

export type { BusinessProfile, LocationView };

export const businessKeys = {
  all: (businessId: string) => ['business', businessId] as const,
  details: (businessId: string) => [...businessKeys.all(businessId), 'details'] as const,
  locations: (businessId: string) => [...businessKeys.all(businessId), 'locations'] as const,
};

const locationsPath = (businessId: string) => `${businessPath(businessId)}/locations`;

export function useBusinessDetails(businessId: string, initialData?: BusinessProfile) {
  return useQuery({
    queryKey: businessKeys.details(businessId),
    queryFn: ({ signal }) => dashboardFetch<BusinessProfile>(`${businessPath(businessId)}/business`, { signal }),
    initialData,
  });
}

/** Saves the named details; the answer replaces the cached profile. */
export function useUpdateBusinessDetails(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBusinessBody) => dashboardFetch<BusinessProfile>(`${businessPath(businessId)}/business`, { method: 'PATCH', body }),
    onSuccess: (profile) => client.setQueryData(businessKeys.details(businessId), profile),
  });
}

export function useLocations(businessId: string, initialData?: LocationView[]) {
  return useQuery({
    queryKey: businessKeys.locations(businessId),
    queryFn: async ({ signal }) => (await dashboardFetch<{ data: LocationView[] }>(locationsPath(businessId), { signal })).data,
    initialData,
  });
}

// Every location write may move the primary mark or the order: refetch the list.
function useLocationMutation<V>(businessId: string, send: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.locations(businessId) }) });
}

export function useCreateLocation(businessId: string) {
  return useLocationMutation(businessId, (body: CreateLocationBody) =>
    dashboardFetch<LocationView>(locationsPath(businessId), { method: 'POST', body }),
  );
}

export function useUpdateLocation(businessId: string) {
  return useLocationMutation(businessId, ({ locationId, body }: { locationId: string; body: UpdateLocationBody }) =>
    dashboardFetch<LocationView>(`${locationsPath(businessId)}/${encodeURIComponent(locationId)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteLocation(businessId: string) {
  return useLocationMutation(businessId, (locationId: string) =>
    dashboardFetch<void>(`${locationsPath(businessId)}/${encodeURIComponent(locationId)}`, { method: 'DELETE' }),
  );
}
