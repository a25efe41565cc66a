import { z } from 'zod';
import { MAX_STOCK, MAX_STOCK_DELTA } from '../shared/input';

/** A tracked product with this many units or fewer is low on stock (the storefront's "only n left", the dashboard's overview). */
export const LOW_STOCK = 5;

/** Reasons an adjustment may give; `initial` is written by the system for a product's opening stock. */
export const ADJUSTMENT_REASONS = ['received', 'sold', 'returned', 'damaged', 'correction', 'count', 'transfer', 'other'] as const;

export const adjustStockBody = z
  .strictObject({
    locationId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('Location id. Omitted: the total is adjusted (only for a business with a single location)'),
    delta: z
      .int()
      .min(-MAX_STOCK_DELTA)
      .max(MAX_STOCK_DELTA)
      .refine((value) => value !== 0, 'must be non-zero')
      .describe(`Signed change in units; non-zero. Stock stays between 0 and ${MAX_STOCK} per location and in total`),
    reason: z.enum(ADJUSTMENT_REASONS).default('correction').describe('Reason code for the audit log'),
    note: z.string().trim().max(500).optional().describe('Free text for the audit log'),
  })
  .meta({ id: 'StockAdjustmentBody' });
export type AdjustStockBody = z.infer<typeof adjustStockBody>;

export const adjustmentSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    locationId: z.string().nullable(),
    delta: z.int(),
    reason: z.string(),
    note: z.string().nullable(),
    locationQuantityAfter: z.int().nullable().describe('Quantity at the location after the adjustment'),
    stockQuantityAfter: z.int().describe('Total stock of the product after the adjustment'),
    apiKeyId: z.string().nullable(),
    actor: z.enum(['api', 'dashboard', 'system']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StockAdjustment' });
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const inventorySchema = z
  .object({
    productId: z.string(),
    trackInventory: z.boolean(),
    stockQuantity: z.int(),
    locations: z.array(z.object({ locationId: z.string(), name: z.string(), quantity: z.int() })),
    adjustments: z.array(adjustmentSchema).describe('Latest audit entries, newest first (at most 20)'),
  })
  .meta({ id: 'Inventory' });
