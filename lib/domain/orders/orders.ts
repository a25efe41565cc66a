// Reading orders: one order with its lines, contact, payee and timeline (the dashboard, the API, the storefront's
// confirmation page and the e-mails all read this one view).
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, readAll } from '../../db/client';
import { businesses, orderEvents, orderLines, orders } from '../../db/schema';
import type { Address } from '../../db/schema/businesses';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderPaymentMethod, type OrderStatus, type PaymentStatus } from '../../db/schema/orders';
import { listLocations } from '../businesses/businesses';
import type { Actor } from '../catalog/products';
import { addressSchema } from '../customers/schemas';
import { notFound } from '../shared/errors';
import { bpToPercent, fromMinor } from '../shared/money';
import { visitorHash } from './cart';
import { formatStructuredReference } from './reference';

/** Who changed an order: an API key, a dashboard user, the system, or the shopper at checkout. */
export type OrderActor = Actor | { kind: 'shopper' };

export type OrderLineView = {
  productId: string | null;
  description: string;
  quantity: number;
  unitPriceMinor: number;
  vatRateBp: number;
  lineTotalMinor: number;
};

export type OrderEventView = {
  id: string;
  kind: string;
  at: string;
  actor: { kind: 'api' | 'dashboard' | 'system' | 'shopper'; id: string | null; label: string | null };
  data: Record<string, unknown>;
};

export type OrderView = {
  id: string;
  number: number;
  /** Formatted: +++123/4567/89012+++. */
  reference: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** How the shopper said they would pay: transfer, or at pickup. */
  paymentMethod: OrderPaymentMethod;
  fulfilment: 'pickup' | 'delivery';
  location: { id: string; name: string; address: Address | null } | null;
  /** The pickup day (YYYY-MM-DD, the business's time zone), for pickup orders. */
  pickupDate: string | null;
  /** The delivery address, for delivery orders. */
  address: Address | null;
  customer: { id: string | null; name: string; email: string; phone: string | null };
  /** The language of the storefront the order was placed from: its e-mails speak it. */
  language: (typeof orders.$inferSelect)['language'];
  currency: string;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  /** @deprecated same as customer.id; kept for the storefront's confirmation page. */
  customerId: string | null;
  /** The sale, once paid. */
  transactionId: string | null;
  /** The refund, once a paid order was cancelled. */
  refundTransactionId: string | null;
  lines: OrderLineView[];
  /** Where a transfer goes: the business's legal (or trade) name and published bank details. */
  payee: { name: string; iban: string | null; bic: string | null };
  timeline: OrderEventView[];
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What names an order and its two states, as every view shows them. */
function identityOf(row: typeof orders.$inferSelect) {
  return {
    id: row.id,
    number: row.number,
    reference: formatStructuredReference(row.reference),
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    fulfilment: row.fulfilment,
  };
}

/** An order with its lines, payee and timeline; 404 when it is not this business's. */
export async function getOrderOrThrow(db: Db, businessId: string, orderId: string): Promise<OrderView> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
    .limit(1);
  if (!row) throw notFound('Order');
  const [[business], locations, lines, events] = await readAll(db, [
    () =>
      db
        .select({ name: businesses.name, legalName: businesses.legalName, iban: businesses.iban, bic: businesses.bic })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1),
    () => listLocations(db, businessId),
    () =>
      db
        .select({
          productId: orderLines.productId,
          description: orderLines.description,
          quantity: orderLines.quantity,
          unitPriceMinor: orderLines.unitPriceMinor,
          vatRateBp: orderLines.vatRateBp,
          lineTotalMinor: orderLines.lineTotalMinor,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.position)),
    () => db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const location = locations.find((candidate) => candidate.id === row.locationId);
  return {
    ...identityOf(row),
    location: location ? { id: location.id, name: location.name, address: location.address } : null,
    pickupDate: row.fulfilment === 'pickup' ? row.pickupDate : null,
    address: row.address,
    customer: { id: row.customerId, name: row.customerName, email: row.email, phone: row.phone },
    language: row.language,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    shippingMinor: row.shippingMinor,
    totalMinor: row.totalMinor,
    customerId: row.customerId,
    transactionId: row.transactionId,
    refundTransactionId: row.refundTransactionId,
    lines,
    payee: { name: business?.legalName || business?.name || '', iban: business?.iban ?? null, bic: business?.bic ?? null },
    timeline: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: event.createdAt.toISOString(),
      actor: { kind: event.actorKind, id: event.actorId, label: event.actorLabel },
      data: event.data,
    })),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The order, only for the visitor whose cart placed it (the confirmation page is private). */
export async function getVisitorOrderOrThrow(db: Db, businessId: string, orderId: string, visitorToken: string | null): Promise<OrderView> {
  const [row] = await db
    .select({ visitorHash: orders.visitorHash })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
    .limit(1);
  if (!row || !visitorToken || row.visitorHash !== visitorHash(visitorToken)) throw notFound('Order');
  return getOrderOrThrow(db, businessId, orderId);
}

const orderSummaryShape = {
  id: z.string(),
  number: z.int().describe('Per business, from 1'),
  reference: z.string().describe('Belgian structured communication for the transfer, +++123/4567/89012+++'),
  status: z.enum(ORDER_STATUSES).describe('Fulfilment: placed → ready (pickup) or shipped (delivery) → completed; or cancelled'),
  paymentStatus: z.enum(PAYMENT_STATUSES).describe('unpaid → paid; refunded when a paid order was cancelled'),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS).describe('What the shopper chose at checkout: `transfer` or `at_pickup`'),
  fulfilment: z.enum(['pickup', 'delivery']),
  location: z.object({ id: z.string(), name: z.string() }).nullable().describe('Pickup location; for deliveries, where it ships from'),
  pickupDate: z.iso.date().nullable().describe('Pickup day (Europe/Brussels), pickup orders only'),
  customer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  currency: z.string(),
  subtotal: z.number().describe('Lines, including VAT'),
  shipping: z.number(),
  total: z.number().describe('subtotal + shipping, including VAT'),
  transactionId: z.string().nullable().describe('The sale, recorded when the order is paid'),
  refundTransactionId: z.string().nullable().describe('The refund, when a paid order was cancelled'),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** An order in a list (GET /public/orders): no lines, no timeline. */
export const orderSummarySchema = z.object(orderSummaryShape).meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** One order as the public API answers it: money in major units. */
export const orderSchema = z
  .object({
    ...orderSummaryShape,
    location: z
      .object({ id: z.string(), name: z.string(), address: addressSchema.nullable() })
      .nullable()
      .describe('Pickup location; for deliveries, where it ships from'),
    address: addressSchema.nullable().describe('Delivery address, delivery orders only'),
    lines: z.array(
      z.object({
        productId: z.string().nullable().describe('null for the shipping line'),
        description: z.string(),
        quantity: z.int(),
        unitPrice: z.number().describe('Including VAT'),
        vatPercent: z.number(),
        lineTotal: z.number(),
      }),
    ),
    timeline: z.array(
      z.object({
        kind: z.string().describe('placed, paid, ready, shipped, completed, cancelled, refunded'),
        at: z.iso.datetime(),
        actor: z.object({
          kind: z.enum(['api', 'dashboard', 'system', 'shopper']),
          id: z.string().nullable().describe('The API key id or the dashboard user id'),
          label: z.string().nullable().describe("The API key's name and prefix, or the user's e-mail"),
        }),
        data: z.record(z.string(), z.unknown()).describe('e.g. {"method": "transfer"} or {"reason": "…"}'),
      }),
    ),
  })
  .meta({ id: 'Order' });
export type PublicOrder = z.infer<typeof orderSchema>;

/** An order row as a summary (money in major units). */
export function toOrderSummary(
  row: typeof orders.$inferSelect,
  location: { id: string; name: string } | null,
): OrderSummary {
  const money = (minor: number) => fromMinor(minor, row.currency);
  return {
    ...identityOf(row),
    location,
    pickupDate: row.fulfilment === 'pickup' ? row.pickupDate : null,
    customer: { id: row.customerId, name: row.customerName, email: row.email, phone: row.phone },
    currency: row.currency,
    subtotal: money(row.subtotalMinor),
    shipping: money(row.shippingMinor),
    total: money(row.totalMinor),
    transactionId: row.transactionId,
    refundTransactionId: row.refundTransactionId,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public API's view of an order (money in major units, no payee, no internal ids of events). */
export function toPublicOrder(order: OrderView): PublicOrder {
  const money = (minor: number) => fromMinor(minor, order.currency);
  return {
    id: order.id,
    number: order.number,
    reference: order.reference,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    fulfilment: order.fulfilment,
    location: order.location,
    pickupDate: order.pickupDate,
    address: order.address,
    customer: order.customer,
    currency: order.currency,
    subtotal: money(order.subtotalMinor),
    shipping: money(order.shippingMinor),
    total: money(order.totalMinor),
    transactionId: order.transactionId,
    refundTransactionId: order.refundTransactionId,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
      vatPercent: bpToPercent(line.vatRateBp),
      lineTotal: money(line.lineTotalMinor),
    })),
    timeline: order.timeline.map((event) => ({ kind: event.kind, at: event.at, actor: event.actor, data: event.data })),
  };
}
