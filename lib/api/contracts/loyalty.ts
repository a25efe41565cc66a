// Contracts of the loyalty routes: cards with stamps and points, rewards, single-use coupons.
import { z } from 'zod';
import {
  addStampsBody,
  adjustPointsBody,
  couponListItemSchema,
  couponListQuery,
  couponRedemptionSchema,
  couponSchema,
  createCouponInput,
  loyaltyProgramSchema,
  updateLoyaltyProgramBody,
  loyaltyCardDetailSchema,
  loyaltyCardSchema,
  loyaltyOperationSchema,
  redeemCouponBody,
  redeemRewardBody,
  removeStampsBody,
} from '../../domain/loyalty/schemas';
import { EXAMPLE } from '../examples';
import { defineRoute } from '../route';
import { listOf, pagingQuery } from '../paging';

const cardParam = z.strictObject({ id: z.string().min(1).max(64).describe('Loyalty card id') });
const codeParam = z.strictObject({ code: z.string().min(1).max(64).describe('Coupon code (case-insensitive)') });
const writeErrors = ['not_found'] as const;
const balanceNote = 'Writes a ledger entry. A balance never goes below zero: 400 `validation_failed`, nothing changed.';

export const listLoyaltyCardsRoute = defineRoute({
  method: 'GET',
  path: '/public/loyalty/cards',
  scope: 'loyalty:read',
  tag: 'Loyalty',
  summary: 'List loyalty cards',
  description: 'In creation order; one card per customer of a business that runs a programme.',
  query: z.strictObject({
    ...pagingQuery,
    customerId: z.string().min(1).max(64).optional().describe('Only the card of this customer'),
  }),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(loyaltyCardSchema, 'LoyaltyCardList'),
});

export const getLoyaltyCardRoute = defineRoute({
  method: 'GET',
  path: '/public/loyalty/cards/{id}',
  scope: 'loyalty:read',
  tag: 'Loyalty',
  summary: 'Get a loyalty card with its ledger and rewards',
  params: cardParam,
  example: { params: { id: EXAMPLE.loyaltyCard } },
  status: 200,
  response: loyaltyCardDetailSchema,
  errors: ['not_found'],
});

export const addStampsRoute = defineRoute({
  method: 'POST',
  path: '/public/loyalty/cards/{id}/stamps',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Add stamps',
  description:
    'When the stamps reach the programme’s stamps per card, a card is completed (stamps − stampsPerCard, fullCards + 1; ' +
    'a large count completes several). Ledger entries `stamps_added` and `card_completed`.',
  params: cardParam,
  body: addStampsBody,
  example: { params: { id: EXAMPLE.loyaltyCard }, body: { count: 2, note: 'Deux pains achetés' } },
  status: 200,
  response: loyaltyOperationSchema,
  errors: writeErrors,
});

export const removeStampsRoute = defineRoute({
  method: 'POST',
  path: '/public/loyalty/cards/{id}/stamps/remove',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Remove stamps',
  description: `Removes stamps from the current card. ${balanceNote}`,
  params: cardParam,
  body: removeStampsBody,
  example: { params: { id: EXAMPLE.loyaltyCard }, body: { count: 1, note: 'Tampon ajouté par erreur' } },
  status: 200,
  response: loyaltyOperationSchema,
  errors: writeErrors,
});

export const adjustPointsRoute = defineRoute({
  method: 'POST',
  path: '/public/loyalty/cards/{id}/points',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Add or deduct points',
  description: `Signed, non-zero, at most 1 000 000 either way. ${balanceNote}`,
  params: cardParam,
  body: adjustPointsBody,
  example: { params: { id: EXAMPLE.loyaltyCard }, body: { points: 50, reason: 'Geste commercial' } },
  status: 200,
  response: loyaltyOperationSchema,
  errors: writeErrors,
});

export const redeemRewardRoute = defineRoute({
  method: 'POST',
  path: '/public/loyalty/cards/{id}/redeem',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Redeem a reward',
  description:
    'A points reward spends its pointsCost, the stamp reward one full card. Not enough → 400 `validation_failed` ' +
    '(nothing changed); unknown reward → 404. Concurrent redemptions never spend the same balance twice.',
  params: cardParam,
  body: redeemRewardBody,
  example: { params: { id: EXAMPLE.loyaltyCard }, body: { rewardId: EXAMPLE.reward } },
  status: 200,
  response: loyaltyOperationSchema,
  errors: writeErrors,
});

export const redeemCouponRoute = defineRoute({
  method: 'POST',
  path: '/public/loyalty/coupons/{code}/redeem',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Redeem a single-use coupon',
  description:
    'Unknown code or a customerId not of this business → 404; expired → 400 `validation_failed`; already used → 409 `conflict`. ' +
    'Writes a ledger entry (on the customer’s card when they have one).',
  params: codeParam,
  body: redeemCouponBody,
  example: { params: { code: EXAMPLE.coupon }, body: { customerId: EXAMPLE.customer } },
  status: 200,
  response: couponRedemptionSchema,
  errors: ['not_found', 'conflict'],
});

export const listCouponsRoute = defineRoute({
  method: 'GET',
  path: '/public/loyalty/coupons',
  scope: 'loyalty:read',
  tag: 'Loyalty',
  summary: 'List coupons',
  description: 'Newest first; unused or redeemed only, search in codes and descriptions; who redeemed each and when.',
  query: z.strictObject({ ...pagingQuery, ...couponListQuery }),
  example: { query: { status: 'unused', limit: 2 } },
  status: 200,
  response: listOf(couponListItemSchema, 'CouponList'),
});

export const createCouponRoute = defineRoute({
  method: 'POST',
  path: '/public/loyalty/coupons',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Create a single-use coupon',
  description: 'Codes are case-insensitive and unique per business: a code in use → 409 `conflict` (details on `code`).',
  body: createCouponInput,
  example: { body: { code: 'NOEL-2026', description: 'Une bûche offerte', expiresAt: '2026-12-31T22:59:59Z' } },
  status: 201,
  response: couponSchema,
  errors: ['conflict'],
});

export const getLoyaltyProgramRoute = defineRoute({
  method: 'GET',
  path: '/public/loyalty/program',
  scope: 'loyalty:read',
  tag: 'Loyalty',
  summary: 'Get the loyalty programme',
  description: 'Stamps per card, the stamp reward, points per euro and the points rewards. 404 when the business runs none.',
  example: {},
  status: 200,
  response: loyaltyProgramSchema,
  errors: ['not_found'],
});

export const updateLoyaltyProgramRoute = defineRoute({
  method: 'PATCH',
  path: '/public/loyalty/program',
  scope: 'loyalty:write',
  tag: 'Loyalty',
  summary: 'Change the loyalty programme (or start one)',
  description:
    'Changes only the named settings; `pointsRewards`, when named, replaces the list (a reward keeps its id while its name stays, ' +
    'one left out is retired, its history kept). Without a programme yet, `stampsPerCard` and `stampReward` start one and every ' +
    'customer gets a card.',
  body: updateLoyaltyProgramBody,
  example: { body: { pointsPerEuro: 2 } },
  status: 200,
  response: loyaltyProgramSchema,
});
