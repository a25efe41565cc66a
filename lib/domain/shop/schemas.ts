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

export const SETUP_ISSUE_CODES = ['no_way_to_order', 'no_iban', 'no_pickup_address', 'no_contact_email', 'no_products_for_sale'] as const;
export type SetupIssueCode = (typeof SETUP_ISSUE_CODES)[number];

export const setupIssueSchema = z
  .object({
    code: z.enum(SETUP_ISSUE_CODES).describe('Stable code of what is missing'),
    message: z.string().describe('What to do about it, in English'),
  })
  .meta({ id: 'ShopSetupIssue' });
export type SetupIssue = z.infer<typeof setupIssueSchema>;

const shopFields = z.object({
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
});
/** The shop's own settings (what the storefront and the cart read). */
export type Shop = z.infer<typeof shopFields>;

export const shopSchema = shopFields
  .extend({
    setupIssues: z
      .array(setupIssueSchema)
      .describe(
        'What the business still lacks to take orders (empty when nothing): `no_way_to_order`, `no_iban`, `no_pickup_address`, ' +
          '`no_contact_email`, `no_products_for_sale`. Advisory: the shop can be ACTIVE regardless, but the storefront only offers ' +
          'what the business can honour (pickup at a location with an address; payment by transfer needs the IBAN)',
      ),
  })
  .meta({ id: 'Shop' });
/** The shop as the API answers it: its settings and what is missing to take orders. */
export type ShopWithIssues = z.infer<typeof shopSchema>;
