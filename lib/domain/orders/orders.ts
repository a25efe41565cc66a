// Reading orders: one order with its lines, contact, payee and timeline (the dashboard, the API, the storefront's
// confirmation page and the e-mails all read this one view).
import { and, asc, eq } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses, orderEvents, orderLines, orders } from '../../db/schema';
import type { Address } from '../../db/schema/businesses';
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from '../../db/schema/orders';
import { listLocations } from '../businesses/businesses';
import type { Actor } from '../catalog/products';
import { notFound } from '../shared/errors';
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
    id: row.id,
    number: row.number,
    reference: formatStructuredReference(row.reference),
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    fulfilment: row.fulfilment,
    location: location ? { id: location.id, name: location.name, address: location.address } : null,
    pickupDate: row.fulfilment === 'pickup' ? row.pickupDate : null,
    address: row.address,
    customer: { id: row.customerId, name: row.customerName, email: row.email, phone: row.phone },
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
