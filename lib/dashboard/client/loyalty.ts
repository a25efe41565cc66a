'use client';
// Loyalty data: the query-key factory, card operations (each refreshes the customer page), the programme and
// the coupons.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponFilters } from '@/lib/domain/loyalty/coupons';
import type { LoyaltyProgramSettings } from '@/lib/domain/loyalty/program';
import type {
  AddStampsBody,
  AdjustPointsBody,
  ConfigureLoyaltyProgramInput,
  Coupon,
  CouponListItem,
  CreateCouponInput,
  LoyaltyOperationResult,
  RedeemRewardBody,
  RemoveStampsBody,
} from '@/lib/domain/loyalty/schemas';
import { customerKeys } from './customers';
import { businessPath, dashboardFetch } from './request';

export type { CouponListItem, LoyaltyProgramSettings };

export const loyaltyKeys = {
  all: (businessId: string) => ['loyalty', businessId] as const,
  program: (businessId: string) => [...loyaltyKeys.all(businessId), 'program'] as const,
  coupons: (businessId: string) => [...loyaltyKeys.all(businessId), 'coupons'] as const,
  couponList: (businessId: string, query: CouponQuery) => [...loyaltyKeys.coupons(businessId), query] as const,
};

const loyaltyPath = (businessId: string) => `${businessPath(businessId)}/loyalty`;

export type CardOperation =
  | { operation: 'stamps'; body: AddStampsBody }
  | { operation: 'stamps/remove'; body: RemoveStampsBody }
  | { operation: 'points'; body: AdjustPointsBody }
  | { operation: 'redeem'; body: RedeemRewardBody };

/** Runs an operation on a customer's card; the customer page (balances and ledger) is refetched. */
export function useCardOperation(businessId: string, customerId: string, cardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operation, body }: CardOperation) =>
      dashboardFetch<LoyaltyOperationResult>(`${loyaltyPath(businessId)}/cards/${encodeURIComponent(cardId)}/${operation}`, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: customerKeys.detail(businessId, customerId) }),
        client.invalidateQueries({ queryKey: customerKeys.lists(businessId) }),
      ]),
  });
}

type ProgramAnswer = { program: LoyaltyProgramSettings | null };

export function useLoyaltyProgram(businessId: string, initial: LoyaltyProgramSettings | null) {
  return useQuery({
    queryKey: loyaltyKeys.program(businessId),
    queryFn: async ({ signal }) => (await dashboardFetch<ProgramAnswer>(`${loyaltyPath(businessId)}/program`, { signal })).program,
    initialData: initial,
  });
}

/** Creates or replaces the programme; the answer replaces the cached one, and customers' cards are refetched. */
export function useConfigureLoyaltyProgram(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigureLoyaltyProgramInput) =>
      dashboardFetch<ProgramAnswer & { cardsCreated: number }>(`${loyaltyPath(businessId)}/program`, { method: 'PUT', body }),
    onSuccess: (answer) => {
      client.setQueryData(loyaltyKeys.program(businessId), answer.program);
      return client.invalidateQueries({ queryKey: customerKeys.all(businessId) });
    },
  });
}

export type CouponQuery = CouponFilters & { cursor?: string };
export type CouponPage = { data: CouponListItem[]; hasMore: boolean; nextCursor: string | null };

/** A page of coupons; the first page of the default filter starts from what the server page read. */
export function useCoupons(businessId: string, query: CouponQuery, initial?: CouponPage) {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.q) search.set('q', query.q);
  if (query.cursor) search.set('cursor', query.cursor);
  const text = search.toString();
  return useQuery({
    queryKey: loyaltyKeys.couponList(businessId, query),
    queryFn: ({ signal }) => dashboardFetch<CouponPage>(`${loyaltyPath(businessId)}/coupons${text ? `?${text}` : ''}`, { signal }),
    initialData: text === '' ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponInput) => dashboardFetch<Coupon>(`${loyaltyPath(businessId)}/coupons`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: loyaltyKeys.coupons(businessId) }),
  });
}
