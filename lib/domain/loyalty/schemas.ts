// Shapes of the loyalty programme: configuration (domain only), operation bodies and the records the API returns.
import { z } from 'zod';

const rewardName = z.string().trim().min(1, 'required').max(120, 'at most 120 characters');
/** A whole number between min and max, said in words a merchant reads next to the field. */
const wholeNumber = (min: number, max: number) =>
  z.int({ error: 'must be a whole number' }).min(min, `at least ${min}`).max(max, `at most ${max.toLocaleString('en-GB')}`);

const programFields = {
  stampsPerCard: wholeNumber(1, 100).describe('Stamps that complete a card'),
  stampReward: z.strictObject({ name: rewardName }).describe('What a full stamp card is exchanged for'),
  pointsPerEuro: wholeNumber(0, 1000).describe('Points earned per euro spent (0 = none)'),
  pointsRewards: z
    .array(z.strictObject({ name: rewardName, pointsCost: wholeNumber(1, 1_000_000) }))
    .max(50, 'at most 50 rewards')
    .refine((rewards) => new Set(rewards.map((r) => r.name.toLowerCase())).size === rewards.length, 'reward names must be unique')
    .describe('What points can be exchanged for; a reward keeps its id while its name stays'),
};

/** Configuration of a business's programme, whole (the dashboard, the demo and the CLI; the API's PATCH merges into it). */
export const configureLoyaltyProgramInput = z.strictObject({
  ...programFields,
  pointsPerEuro: programFields.pointsPerEuro.default(0),
  pointsRewards: programFields.pointsRewards.default([]),
});
export type ConfigureLoyaltyProgramInput = z.input<typeof configureLoyaltyProgramInput>;

/** PATCH of the programme: only the named settings change (`pointsRewards` is replaced whole when named). */
export const updateLoyaltyProgramBody = z
  .strictObject({
    stampsPerCard: programFields.stampsPerCard,
    stampReward: programFields.stampReward,
    pointsPerEuro: programFields.pointsPerEuro,
    pointsRewards: programFields.pointsRewards,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one setting to change')
  .meta({ id: 'UpdateLoyaltyProgramBody' });
export type UpdateLoyaltyProgramBody = z.infer<typeof updateLoyaltyProgramBody>;

export const loyaltyProgramSchema = z
  .object({
    stampsPerCard: z.int(),
    stampReward: z.object({ id: z.string(), name: z.string() }).nullable().describe('What a full stamp card gives'),
    pointsPerEuro: z.int().describe('0: no points'),
    pointsRewards: z.array(z.object({ id: z.string(), name: z.string(), pointsCost: z.int() })).describe('Cheapest first'),
  })
  .meta({ id: 'LoyaltyProgram' });

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64, 'at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, dash and underscore')
  .describe('Coupon code; case-insensitive (stored upper-case)');

export const createCouponInput = z
  .strictObject({
    code: couponCodeSchema,
    description: z.string().trim().min(1, 'required').max(500, 'at most 500 characters').describe('What the coupon gives'),
    expiresAt: z.coerce
      .date({ error: 'must be a date and time, e.g. 2026-12-31T22:59:59Z' })
      .optional()
      .meta({ type: 'string', format: 'date-time' })
      .describe('Last moment it can be redeemed (ISO 8601); none: no end'),
  })
  .meta({ id: 'CreateCouponBody' });
export type CreateCouponInput = z.input<typeof createCouponInput>;

export const couponListQuery = {
  status: z.enum(['unused', 'redeemed']).optional().describe('Only unused or only redeemed coupons'),
  q: z.string().trim().min(1).max(100).optional().describe('Search in codes and descriptions'),
};

const note = z.string().trim().max(500).optional().describe('Free text for the ledger');

export const addStampsBody = z
  .strictObject({ count: wholeNumber(1, 100).describe('Stamps to add (1–100)'), note })
  .meta({ id: 'AddStampsBody' });
export type AddStampsBody = z.infer<typeof addStampsBody>;

export const removeStampsBody = z
  .strictObject({ count: wholeNumber(1, 100).describe('Stamps to remove (1–100); never below 0'), note })
  .meta({ id: 'RemoveStampsBody' });
export type RemoveStampsBody = z.infer<typeof removeStampsBody>;

export const adjustPointsBody = z
  .strictObject({
    points: wholeNumber(-1_000_000, 1_000_000)
      .refine((value) => value !== 0, 'must be non-zero')
      .describe('Signed change in points; non-zero; the balance never goes below 0'),
    reason: z.string().trim().max(500).optional().describe('Reason, kept in the ledger'),
  })
  .meta({ id: 'AdjustPointsBody' });
export type AdjustPointsBody = z.infer<typeof adjustPointsBody>;

export const redeemRewardBody = z
  .strictObject({ rewardId: z.string().min(1).max(64).describe('Reward id (from the card’s rewards)') })
  .meta({ id: 'RedeemRewardBody' });
export type RedeemRewardBody = z.infer<typeof redeemRewardBody>;

export const redeemCouponBody = z
  .strictObject({ customerId: z.string().min(1).max(64).optional().describe('Customer of this business who uses the coupon') })
  .meta({ id: 'RedeemCouponBody' });
export type RedeemCouponBody = z.infer<typeof redeemCouponBody>;

export const LEDGER_KINDS = [
  'stamps_added',
  'stamps_removed',
  'card_completed',
  'points_added',
  'points_removed',
  'reward_redeemed',
  'coupon_redeemed',
] as const;

export const ledgerEntrySchema = z
  .object({
    id: z.string(),
    cardId: z.string().nullable(),
    kind: z.enum(LEDGER_KINDS),
    amount: z
      .int()
      .describe(
        'Signed change in the unit of the kind: stamps, full cards (`card_completed`), points, ' +
          'the balance spent by a reward (negative), 0 for a coupon',
      ),
    pointsAfter: z.int().nullable(),
    stampsAfter: z.int().nullable(),
    fullCardsAfter: z.int().nullable(),
    rewardId: z.string().nullable(),
    couponId: z.string().nullable(),
    note: z.string().nullable(),
    apiKeyId: z.string().nullable(),
    actor: z.enum(['api', 'dashboard', 'system']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LoyaltyLedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const cardFields = {
  id: z.string(),
  customerId: z.string(),
  points: z.int(),
  stamps: z.int().describe('Stamps on the current, unfinished card'),
  stampsPerCard: z.int(),
  fullCards: z.int().describe('Completed stamp cards not yet redeemed (stamp rewards available)'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const loyaltyCardSchema = z.object(cardFields).meta({ id: 'LoyaltyCard' });
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

export const cardRewardSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['stamps', 'points']),
    name: z.string(),
    pointsCost: z.int().nullable().describe('Points spent (points rewards); null for the stamp reward, which costs one full card'),
    available: z.boolean().describe('Whether this card can redeem it now'),
  })
  .meta({ id: 'LoyaltyCardReward' });

export const loyaltyCardDetailSchema = z
  .object({
    ...cardFields,
    ledger: z.array(ledgerEntrySchema).describe('Latest ledger entries, newest first (at most 50)'),
    rewards: z.array(cardRewardSchema).describe("The programme's active rewards"),
  })
  .meta({ id: 'LoyaltyCardDetail' });
export type LoyaltyCardDetail = z.infer<typeof loyaltyCardDetailSchema>;

export const loyaltyOperationSchema = z
  .object({
    ...cardFields,
    ledgerEntryId: z.string().describe('The ledger entry of this operation'),
    ledgerEntries: z
      .array(ledgerEntrySchema)
      .describe('Every entry the operation wrote, oldest first (adding stamps may also complete cards)'),
  })
  .meta({ id: 'LoyaltyOperationResult' });
export type LoyaltyOperationResult = z.infer<typeof loyaltyOperationSchema>;

export const couponSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    description: z.string(),
    expiresAt: z.iso.datetime().nullable(),
    redeemedAt: z.iso.datetime().nullable(),
    customerId: z.string().nullable().describe('Customer who redeemed it, when given'),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponSchema>;

export const couponListItemSchema = couponSchema
  .extend({
    createdAt: z.iso.datetime(),
    customerName: z.string().nullable().describe('Name (or email) of the customer who redeemed it, when given'),
  })
  .meta({ id: 'CouponListItem' });
export type CouponListItem = z.infer<typeof couponListItemSchema>;

export const couponRedemptionSchema = couponSchema
  .extend({ ledgerEntryId: z.string() })
  .meta({ id: 'CouponRedemption' });
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;
