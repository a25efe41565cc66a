// An order's life after checkout (README: Orders): fulfilment placed → ready (pickup) or shipped (delivery) →
// completed, or cancelled from placed/ready; payment unpaid → paid (→ refunded when a paid order is cancelled).
// Every transition locks the order row first (SELECT … FOR UPDATE) and only then reads the state, so of two
// people acting on one order at once one wins and the other is told the state it found: a cancellation restocks
// once, a payment records one sale. The sale is recorded when the order is paid, never at placement.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, inTransaction } from '../../db/client';
import { apiKeys, customers, orderEvents, orderLines, orders, payments, products, users } from '../../db/schema';
import { recordEvent } from '../events/events';
import type { EventType } from '../events/types';
import { adjustStock } from '../inventory/stock';
import { parseInput } from '../loyalty/program';
import { enqueueOrderMessages, type OrderMessageEvent } from '../mail/outbox';
import { recordTransactions } from '../pos/transactions';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { getOrderOrThrow, type OrderActor, type OrderView, toPublicOrder } from './orders';

/** How a merchant says an order was paid: the transfer arrived, or paid at pickup (cash, card, Bancontact, Payconiq). */
export const ORDER_PAID_METHODS = ['transfer', 'cash', 'card', 'bancontact', 'payconiq'] as const;
export type OrderPaidMethod = (typeof ORDER_PAID_METHODS)[number];

export const markPaidBody = z.strictObject({
  method: z.enum(ORDER_PAID_METHODS).describe('How the money came in: transfer, or at pickup (cash, card, bancontact, payconiq)'),
});
export const completeOrderBody = z.strictObject({
  method: z
    .enum(ORDER_PAID_METHODS)
    .optional()
    .describe('For an unpaid order: how it was paid (marks it paid and completes it in one step); refused when the order is already paid'),
});
export const cancelOrderBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .describe('Why (kept in the timeline and told to the shopper)'),
});
export type MarkPaidBody = z.infer<typeof markPaidBody>;
export type CompleteOrderBody = z.infer<typeof completeOrderBody>;
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

/** What a merchant can do to an order. */
export type OrderAction = 'mark_paid' | 'mark_ready' | 'mark_shipped' | 'complete' | 'cancel';

type OrderState = Pick<OrderView, 'status' | 'paymentStatus' | 'fulfilment'>;

/** The actions an order's state allows, in the order the dashboard shows them. */
export function allowedActions(order: OrderState): OrderAction[] {
  const out: OrderAction[] = [];
  const open = order.status !== 'cancelled' && order.status !== 'completed';
  if (open && order.paymentStatus === 'unpaid') out.push('mark_paid');
  if (order.status === 'placed') out.push(order.fulfilment === 'pickup' ? 'mark_ready' : 'mark_shipped');
  if (order.status === 'ready' || order.status === 'shipped') out.push('complete');
  if (order.status === 'placed' || order.status === 'ready') out.push('cancel');
  return out;
}

type LockedOrder = typeof orders.$inferSelect;

const STATE_WORDS: Record<string, string> = {
  placed: 'placed',
  ready: 'ready for pickup',
  shipped: 'shipped',
  completed: 'completed',
  cancelled: 'cancelled',
};

const conflict = (order: LockedOrder, message: string) =>
  new DomainError('conflict', message, { status: order.status, paymentStatus: order.paymentStatus });

/** 409 naming the state the order is in, when `action` does not fit it. */
function refuse(order: LockedOrder, action: OrderAction): DomainError {
  const n = `Order ${order.number}`;
  if (order.status === 'cancelled' || order.status === 'completed') return conflict(order, `${n} is already ${order.status}`);
  switch (action) {
    case 'mark_paid':
      return conflict(order, `${n} is already ${order.paymentStatus}`);
    case 'mark_ready':
      return order.fulfilment === 'delivery'
        ? conflict(order, `${n} is a delivery: mark it shipped, not ready for pickup`)
        : conflict(order, `${n} is already ${STATE_WORDS[order.status]}`);
    case 'mark_shipped':
      return order.fulfilment === 'pickup'
        ? conflict(order, `${n} is a pickup: mark it ready for pickup, not shipped`)
        : conflict(order, `${n} is already ${STATE_WORDS[order.status]}`);
    case 'complete':
      return conflict(order, `${n} is ${STATE_WORDS[order.status]}: mark it ${order.fulfilment === 'pickup' ? 'ready for pickup' : 'shipped'} first`);
    case 'cancel':
      return conflict(order, `${n} is already ${STATE_WORDS[order.status]}: it can no longer be cancelled`);
  }
}

/** Human words for who acted, kept on the timeline: the API key's name and prefix, or the user's e-mail. */
async function actorLabel(db: Db, businessId: string, actor: OrderActor): Promise<{ id: string | null; label: string | null }> {
  if (actor.kind === 'api') {
    const [key] = await db
      .select({ name: apiKeys.name, prefix: apiKeys.prefix, last4: apiKeys.last4 })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, actor.apiKeyId), eq(apiKeys.businessId, businessId)))
      .limit(1);
    return { id: actor.apiKeyId, label: key ? `${key.name} (${key.prefix}…${key.last4})` : null };
  }
  if (actor.kind === 'dashboard') {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)).limit(1);
    return { id: actor.userId, label: user?.email ?? null };
  }
  return { id: null, label: null };
}

type Change = {
  set: Partial<typeof orders.$inferInsert>;
  events: { kind: string; data?: Record<string, unknown> }[];
  message?: OrderMessageEvent;
};

/** The event each timeline entry of a change is told by (a refund goes with its cancellation: none of its own). */
const EVENT_OF: Record<string, EventType | undefined> = {
  paid: 'order.paid',
  ready: 'order.ready',
  shipped: 'order.shipped',
  completed: 'order.completed',
  cancelled: 'order.cancelled',
};

/**
 * Locks the order, lets `decide` check its state and do the work, then writes the change, its timeline entries,
 * its message and its events (the order as the API reads it after the change) — all in one transaction (the
 * caller's when there is one).
 */
async function transition(
  db: Db,
  businessId: string,
  orderId: string,
  actor: OrderActor,
  decide: (tx: Db, order: LockedOrder) => Promise<Change>,
): Promise<OrderView> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw notFound('Order');
    const change = await decide(tx, order);
    const who = await actorLabel(tx, businessId, actor);
    await tx
      .update(orders)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values(
      change.events.map((event) => ({
        id: newId('orderEvent'),
        orderId: order.id,
        businessId,
        kind: event.kind,
        actorKind: actor.kind,
        actorId: who.id,
        actorLabel: who.label,
        data: event.data ?? {},
      })),
    );
    if (change.message) await enqueueOrderMessages(tx, businessId, order.id, change.message);
    const after = await getOrderOrThrow(tx, businessId, order.id);
    const types = change.events.map((event) => EVENT_OF[event.kind]).filter((type) => type !== undefined);
    if (types.length > 0) {
      const object = toPublicOrder(after);
      for (const type of types) await recordEvent(tx, businessId, type, object);
    }
    return after;
  });
}

/** The order's lines as transaction lines (a product deleted since keeps its line, without the product). */
async function transactionLinesOf(tx: Db, businessId: string, orderId: string) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
  const productIds = lines.map((line) => line.productId).filter((id): id is string => Boolean(id));
  const existing = productIds.length
    ? new Set(
        (
          await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.businessId, businessId), inArray(products.id, productIds)))
        ).map((row) => row.id),
      )
    : new Set<string>();
  return {
    rows: lines,
    lines: lines.map((line) => ({
      productId: line.productId && existing.has(line.productId) ? line.productId : null,
      description: line.description,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      vatRateBp: line.vatRateBp,
    })),
    totalMinor: lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
  };
}

async function existingCustomer(tx: Db, businessId: string, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  return row?.id ?? null;
}

function locationOf(order: LockedOrder): string {
  if (!order.locationId) throw new DomainError('invalid_state', `Order ${order.number} has no location to record its sale at`);
  return order.locationId;
}

/** Records the sale of a locked, unpaid order (channel online, at the order's location): the change to apply. */
async function recordSale(tx: Db, businessId: string, order: LockedOrder, method: OrderPaidMethod): Promise<Change> {
  const { lines, totalMinor } = await transactionLinesOf(tx, businessId, order.id);
  const paidAt = new Date();
  const [saleId] = await recordTransactions(tx, businessId, [
    {
      locationId: locationOf(order),
      customerId: await existingCustomer(tx, businessId, order.customerId),
      channel: 'online',
      kind: 'sale',
      occurredAt: paidAt,
      lines,
      payments: totalMinor > 0 ? [{ method, amountMinor: totalMinor }] : [],
    },
  ]);
  return { set: { paymentStatus: 'paid', transactionId: saleId, paidAt }, events: [{ kind: 'paid', data: { method, transactionId: saleId } }] };
}

const merge = (a: Change, b: Change): Change => ({ set: { ...a.set, ...b.set }, events: [...a.events, ...b.events], message: b.message ?? a.message });

/** Marks an unpaid order paid (the transfer arrived, or paid at pickup) and records its sale. */
export async function markOrderPaid(db: Db, businessId: string, orderId: string, body: MarkPaidBody, actor: OrderActor): Promise<OrderView> {
  const { method } = parseInput(markPaidBody, body);
  return transition(db, businessId, orderId, actor, async (tx, order) => {
    if (order.paymentStatus !== 'unpaid' || order.status === 'cancelled' || order.status === 'completed') throw refuse(order, 'mark_paid');
    return recordSale(tx, businessId, order, method);
  });
}

/** A pickup order is ready to be collected: the shopper is told. */
export async function markOrderReady(db: Db, businessId: string, orderId: string, actor: OrderActor): Promise<OrderView> {
  return transition(db, businessId, orderId, actor, async (_tx, order) => {
    if (order.status !== 'placed' || order.fulfilment !== 'pickup') throw refuse(order, 'mark_ready');
    return { set: { status: 'ready' }, events: [{ kind: 'ready' }], message: 'ready' };
  });
}

/** A delivery order left: the shopper is told. */
export async function markOrderShipped(db: Db, businessId: string, orderId: string, actor: OrderActor): Promise<OrderView> {
  return transition(db, businessId, orderId, actor, async (_tx, order) => {
    if (order.status !== 'placed' || order.fulfilment !== 'delivery') throw refuse(order, 'mark_shipped');
    return { set: { status: 'shipped' }, events: [{ kind: 'shipped' }], message: 'shipped' };
  });
}

/**
 * Completes a ready or shipped order. It must be paid: for an unpaid one the merchant says how it was paid
 * (`method`), and the order is marked paid and completed in one step.
 */
export async function completeOrder(db: Db, businessId: string, orderId: string, body: CompleteOrderBody, actor: OrderActor): Promise<OrderView> {
  const { method } = parseInput(completeOrderBody, body);
  return transition(db, businessId, orderId, actor, async (tx, order) => {
    if (order.status !== 'ready' && order.status !== 'shipped') throw refuse(order, 'complete');
    const done: Change = { set: { status: 'completed' }, events: [{ kind: 'completed' }] };
    if (order.paymentStatus === 'paid') {
      if (method) throw conflict(order, `Order ${order.number} is already paid: complete it without a payment method`);
      return done;
    }
    if (!method) {
      throw new DomainError('validation_failed', `Order ${order.number} is unpaid: say how it was paid to complete it`, {
        details: [{ path: 'method', message: 'required: the order is unpaid' }],
      });
    }
    return merge(await recordSale(tx, businessId, order, method), done);
  });
}

/**
 * Cancels a placed or ready order: its stock goes back to its location (one `returned` entry per line), and a
 * paid order's sale is refunded (a refund transaction of the same lines; payment status refunded).
 */
export async function cancelOrder(db: Db, businessId: string, orderId: string, body: CancelOrderBody, actor: OrderActor): Promise<OrderView> {
  const reason = parseInput(cancelOrderBody, body).reason || undefined;
  return transition(db, businessId, orderId, actor, async (tx, order) => {
    if (order.status !== 'placed' && order.status !== 'ready') throw refuse(order, 'cancel');
    const { rows, lines, totalMinor } = await transactionLinesOf(tx, businessId, order.id);
    const note = `Commande n° ${order.number} annulée`;
    for (const [index, line] of rows.entries()) {
      // A product deleted since has no stock to return to.
      const productId = lines[index]!.productId;
      if (line.stockTaken <= 0 || !productId) continue;
      await adjustStock(tx, businessId, productId, { locationId: locationOf(order), delta: line.stockTaken, reason: 'returned', note }, actor.kind === 'shopper' ? { kind: 'system' } : actor);
    }
    const change: Change = { set: { status: 'cancelled' }, events: [{ kind: 'cancelled', data: reason ? { reason } : {} }], message: 'cancelled' };
    if (order.paymentStatus !== 'paid' || !order.transactionId) return change;
    const [payment] = await tx.select({ method: payments.method }).from(payments).where(eq(payments.transactionId, order.transactionId)).limit(1);
    const [refundId] = await recordTransactions(tx, businessId, [
      {
        locationId: locationOf(order),
        customerId: await existingCustomer(tx, businessId, order.customerId),
        channel: 'online',
        kind: 'refund',
        refundOfId: order.transactionId,
        occurredAt: new Date(),
        lines,
        payments: totalMinor > 0 ? [{ method: payment?.method ?? 'transfer', amountMinor: totalMinor }] : [],
      },
    ]);
    return {
      set: { ...change.set, paymentStatus: 'refunded', refundTransactionId: refundId },
      events: [...change.events, { kind: 'refunded', data: { transactionId: refundId } }],
      message: 'cancelled',
    };
  });
}

/** An order with the actions its state allows (the dashboard's order page). */
export type OrderWithActions = OrderView & { actions: OrderAction[] };

/** The order and the actions its state allows. */
export const withActions = (order: OrderView): OrderWithActions => ({ ...order, actions: allowedActions(order) });

/** The body each dashboard action takes. */
export const orderActionBodies = {
  'mark-paid': markPaidBody,
  'mark-ready': z.strictObject({}),
  'mark-shipped': z.strictObject({}),
  complete: completeOrderBody,
  cancel: cancelOrderBody,
} as const;
export type OrderActionPath = keyof typeof orderActionBodies;

/** Runs one action, named as in the URL, on an order (its body checked strictly: unknown fields are refused). */
export function runOrderAction(db: Db, businessId: string, orderId: string, action: OrderActionPath, raw: unknown, actor: OrderActor): Promise<OrderView> {
  const body = parseInput(orderActionBodies[action] as z.ZodType, raw ?? {});
  switch (action) {
    case 'mark-paid':
      return markOrderPaid(db, businessId, orderId, body as MarkPaidBody, actor);
    case 'mark-ready':
      return markOrderReady(db, businessId, orderId, actor);
    case 'mark-shipped':
      return markOrderShipped(db, businessId, orderId, actor);
    case 'complete':
      return completeOrder(db, businessId, orderId, body as CompleteOrderBody, actor);
    case 'cancel':
      return cancelOrder(db, businessId, orderId, body as CancelOrderBody, actor);
  }
}
