// Shapes of events (README: Events and webhooks): the event as the API and the webhook payloads show it, the
// filters of the list, and the schema of each event type's `data.object` (the resource as the API reads it).
import { z } from 'zod';
import { productSchema } from '../catalog/schemas';
import { customerSchema } from '../customers/schemas';
import { adjustmentSchema } from '../inventory/schemas';
import { invoiceSchema } from '../invoices/schemas';
import { couponRedemptionSchema, loyaltyOperationSchema } from '../loyalty/schemas';
import { orderSchema } from '../orders/orders';
import { shopSchema } from '../shop/schemas';
import { siteSchema } from '../site/schemas';
import { dateTimeInput } from '../shared/input';
import { EVENT_TYPES, type EventType, isEventType } from './types';

/** The schema of `data.object` for each kind of object an event carries (EVENT_TYPES[type].object). */
export const EVENT_OBJECT_SCHEMAS = {
  Product: productSchema,
  StockAdjustment: adjustmentSchema,
  Order: orderSchema,
  Customer: customerSchema,
  Invoice: invoiceSchema,
  LoyaltyOperation: loyaltyOperationSchema,
  CouponRedemption: couponRedemptionSchema,
  Site: siteSchema,
  Shop: shopSchema,
} as const satisfies Record<(typeof EVENT_TYPES)[EventType]['object'], z.ZodType>;

export const eventSchema = z
  .object({
    id: z.string().describe('`evt_…`: also the `webhook-id` header of every delivery of the event'),
    object: z.literal('event'),
    type: z.string().describe('What happened: one of the event types listed under webhooks (types may be added within v1)'),
    createdAt: z.iso.datetime().describe('When the change happened; order events by it, as deliveries may arrive out of order'),
    livemode: z.boolean().describe('`false` for an event of test data (a `key_test_` key, the sandbox)'),
    data: z.object({
      object: z
        .looseObject({ id: z.string() })
        .describe("The resource as the API read it when the event happened (its schema depends on `type`: see the event's webhook)"),
    }),
  })
  .meta({ id: 'Event' });

/** `a,b,c` → the event types named, each once; an unknown name is refused. */
const eventTypeList = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const names = [...new Set(value.split(',').map((name) => name.trim()))];
    const unknown = names.filter((name) => !isEventType(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `unknown event type: ${unknown.map((name) => JSON.stringify(name.slice(0, 60))).join(', ')}` });
      return z.NEVER;
    }
    return names as EventType[];
  });

export const listEventsFilters = {
  type: eventTypeList
    .optional()
    .describe('Only events of these types, comma-separated (`order.placed,order.paid`); default: every type the key may read'),
  createdAfter: dateTimeInput().optional().describe('Only events created after this instant (ISO 8601 with offset)'),
};
