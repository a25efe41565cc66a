// The event types (README: Events and webhooks) and the read scope that lets a key see each: a key sees only the
// events of resources it could read; a webhook endpoint made through the API subscribes only to those.
import type { Scope } from '../keys/scopes';

export const EVENT_TYPES = {
  'product.created': { scope: 'products:read', object: 'Product', description: 'A product was created' },
  'product.updated': { scope: 'products:read', object: 'Product', description: 'A product was changed (not its stock: see stock.adjusted)' },
  'stock.adjusted': {
    scope: 'products:read',
    object: 'StockAdjustment',
    description: "A product's stock at a location changed: an adjustment, a sale, an order, a cancellation",
  },
  'order.placed': { scope: 'orders:read', object: 'Order', description: 'A shopper placed an order on the storefront' },
  'order.paid': { scope: 'orders:read', object: 'Order', description: 'An order was marked paid' },
  'order.ready': { scope: 'orders:read', object: 'Order', description: 'An order is ready for pickup' },
  'order.shipped': { scope: 'orders:read', object: 'Order', description: 'An order was shipped' },
  'order.completed': { scope: 'orders:read', object: 'Order', description: 'An order was completed (picked up or delivered)' },
  'order.cancelled': { scope: 'orders:read', object: 'Order', description: 'An order was cancelled' },
  'customer.created': { scope: 'customers:read', object: 'Customer', description: 'A customer was created' },
  'customer.updated': { scope: 'customers:read', object: 'Customer', description: 'A customer was changed' },
  'invoice.created': { scope: 'invoices:read', object: 'Invoice', description: 'A draft invoice was created' },
  'invoice.finalized': { scope: 'invoices:read', object: 'Invoice', description: 'An invoice or credit note was finalized (numbered)' },
  'invoice.credited': {
    scope: 'invoices:read',
    object: 'Invoice',
    description: 'A credit note was made for an invoice: the object is the credit note (its creditedInvoiceId names the invoice)',
  },
  'invoice.rate_filled': {
    scope: 'invoices:read',
    object: 'Invoice',
    description: "A foreign-currency invoice's ECB exchange rate was filled in",
  },
  'loyalty.operation': {
    scope: 'loyalty:read',
    object: 'LoyaltyOperation',
    description: 'Stamps or points were added, removed or redeemed on a loyalty card',
  },
  'loyalty.coupon_redeemed': {
    scope: 'loyalty:read',
    object: 'CouponRedemption',
    description: 'A coupon was redeemed',
  },
  'site.published': { scope: 'site:read', object: 'Site', description: 'The site was published' },
  'shop.status_changed': { scope: 'shop:read', object: 'Shop', description: "The shop's status changed (DRAFT, ACTIVE, PAUSED)" },
} as const satisfies Record<string, { scope: Scope; object: string; description: string }>;

export type EventType = keyof typeof EVENT_TYPES;
export const ALL_EVENT_TYPES = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];

export const isEventType = (value: string): value is EventType => Object.hasOwn(EVENT_TYPES, value);

/** The event types a key with `scopes` may read. */
export function readableEventTypes(scopes: ReadonlySet<string>): EventType[] {
  return ALL_EVENT_TYPES.filter((type) => scopes.has(EVENT_TYPES[type].scope));
}

/** How long events are kept (README: Events and webhooks). */
export const EVENT_RETENTION_DAYS = 30;
