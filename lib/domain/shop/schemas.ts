// Shapes of the online shop (README: Website, shop and storefront): one per business, created by the first PATCH /public/shop.
import { z } from 'zod';
import { MAX_SHIPPING_RATE, moneyInput } from '../shared/input';

export const SHOP_MODES = ['B2C', 'B2B'] as const;
export const SHOP_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED'] as const;

let isoCurrencies: Set<string> | undefined;
const isIsoCurrency = (code: string) => (isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

export const shopCurrency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'exactly three letters')
  .transform((value) => value.toUpperCase())
  .refine(isIsoCurrency, 'not an ISO 4217 currency code')
  .describe('ISO 4217 code, normalized to upper case; default EUR');

export const upsertShopBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200).describe('Shop name; defaults to the business name when the shop is created'),
    mode: z.enum(SHOP_MODES).describe('B2C (consumers, prices incl. VAT) or B2B (businesses)'),
    currency: shopCurrency,
    offersShipping: z.boolean().describe('Whether orders can be shipped'),
    shippingFlatRate: moneyInput(MAX_SHIPPING_RATE).describe("Flat shipping price in the shop currency (major units, exact to the currency's minor unit)"),
    showPricesToGuests: z.boolean().describe('Whether visitors who are not signed in see prices'),
    status: z.enum(SHOP_STATUSES).describe('DRAFT (default, not live), ACTIVE (live) or PAUSED (storefront shows a closed notice)'),
    siteId: z
      .string()
      .min(1)
      .max(64)
      .nullable()
      .describe("The builder site to link: this business's site (GET /public/site → id), or null to unlink. Linked by default"),
  })
  .partial()
  .meta({ id: 'UpsertShopBody' });
export type UpsertShopBody = z.infer<typeof upsertShopBody>;

export const shopSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mode: z.enum(SHOP_MODES),
    currency: z.string(),
    offersShipping: z.boolean(),
    shippingFlatRate: z.number(),
    showPricesToGuests: z.boolean(),
    status: z.enum(SHOP_STATUSES),
    siteId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;
