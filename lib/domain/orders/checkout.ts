// Placing an order from the visitor's cart, atomically: the order, its customer (deduplicated), the online
// sale (a POS transaction) and the stock decrements (reason `sold`) are written in one transaction, or
// nothing is. The checkout form's one-time token is UNIQUE on the order, so a resubmit finds the order
// instead of placing a second one.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses, cartItems, orders, shops, transactionLines } from '../../db/schema';
import type { Address } from '../../db/schema/businesses';
import { listLocations } from '../businesses/businesses';
import { createCustomer } from '../customers/customers';
import { adjustStock } from '../inventory/stock';
import { recordTransaction } from '../pos/transactions';
import { isUniqueViolation } from '../shared/db-errors';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type CartLine, getCart, getShopTakingOrders, visitorHash } from './cart';
import { formatStructuredReference, structuredReferenceDigits } from './reference';
import { checkoutInput, type CheckoutInput } from './schemas';
import { cartTotals, shippingVatRateBp } from './totals';

const SYSTEM = { kind: 'system' } as const;

export type OrderView = {
  id: string;
  number: number;
  /** Formatted: +++123/4567/89012+++. */
  reference: string;
  status: string;
  fulfilment: 'pickup' | 'delivery';
  location: { id: string; name: string; address: Address | null } | null;
  address: Address | null;
  currency: string;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  customerId: string | null;
  transactionId: string | null;
  lines: { description: string; quantity: number; unitPriceMinor: number; lineTotalMinor: number }[];
  payee: { name: string; iban: string | null };
  createdAt: string;
};

export type PlaceOrderResult = { order: OrderView; replayed: boolean };

function stockError(line: CartLine, available: number, locationName: string | null): DomainError {
  return new DomainError('insufficient_stock', `Not enough stock of ${line.name}: ${available} available`, {
    details: [{ path: 'cart', message: `not enough stock of ${line.name}` }],
    productId: line.productId,
    productName: line.name,
    available,
    locationName,
  });
}

async function orderIdByToken(db: Db, businessId: string, checkoutToken: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id, businessId: orders.businessId })
    .from(orders)
    .where(eq(orders.checkoutToken, checkoutToken))
    .limit(1);
  if (row && row.businessId !== businessId) throw new DomainError('conflict', 'This checkout token was already used');
  return row?.id ?? null;
}

/**
 * Places the visitor's cart as an order: validates the form (validation_failed with field details), refuses a
 * closed shop, an empty cart, and any line beyond the stock at the fulfilment location (insufficient_stock;
 * nothing is written). A token already used by this business gives back its order (`replayed`).
 */
export async function placeOrder(db: Db, businessId: string, visitorToken: string, raw: CheckoutInput): Promise<PlaceOrderResult> {
  const parsed = checkoutInput.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    throw new DomainError('validation_failed', `Invalid checkout: ${details[0]?.path}: ${details[0]?.message}`, { details });
  }
  const input = parsed.data;
  const replay = async () => {
    const id = await orderIdByToken(db, businessId, input.checkoutToken);
    return id ? { order: await getOrderOrThrow(db, businessId, id), replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  let orderId: string | null = null;
  let placedMeanwhile = false;
  // The shop row is locked first, so the checkouts of one business run one after the other (numbering reads
  // max + 1). The retry is a safety net only.
  for (let attempt = 1; orderId === null; attempt++) {
    try {
      orderId = await db.transaction(async (tx) => {
        await tx.select({ id: shops.id }).from(shops).where(eq(shops.businessId, businessId)).for('update');
        // A double submit waited for the lock behind its twin: the order is placed, and the cart is empty.
        const twin = await orderIdByToken(tx, businessId, input.checkoutToken);
        if (twin) {
          placedMeanwhile = true;
          return twin;
        }
        const shop = await getShopTakingOrders(tx, businessId);
        if (input.fulfilment === 'delivery' && !shop.offersShipping) {
          throw new DomainError('validation_failed', 'This shop does not deliver', { details: [{ path: 'fulfilment', message: 'delivery is not offered' }] });
        }
        const cart = await getCart(tx, businessId, visitorToken);
        if (!cart.id || cart.lines.length === 0) throw new DomainError('invalid_state', 'The cart is empty', { reason: 'empty_cart' });
        const unavailable = cart.lines.find((line) => line.problem === 'not_for_sale');
        if (unavailable) {
          throw new DomainError('invalid_state', `${unavailable.name} is no longer for sale`, { reason: 'not_for_sale', productName: unavailable.name });
        }

        const locations = await listLocations(tx, businessId);
        const location =
          input.fulfilment === 'pickup'
            ? locations.find((candidate) => candidate.id === input.locationId)
            : (locations.find((candidate) => candidate.isPrimary) ?? locations[0]);
        if (!location) {
          throw new DomainError('validation_failed', 'Unknown pickup location', { details: [{ path: 'locationId', message: 'choose a pickup location' }] });
        }

        const totals = cartTotals(cart.lines, { fulfilment: input.fulfilment, flatRateMinor: shop.shippingFlatRateMinor });
        // The order row first: it claims the checkout token (UNIQUE), so a concurrent resubmit waits here
        // on PostgreSQL and then fails on the constraint instead of doing the work twice.
        const [last] = await tx
          .select({ number: sql<number>`coalesce(max(${orders.number}), 0)::int` })
          .from(orders)
          .where(eq(orders.businessId, businessId));
        const number = (last?.number ?? 0) + 1;
        const id = newId('order');
        await tx.insert(orders).values({
          id,
          businessId,
          number,
          reference: structuredReferenceDigits(number),
          fulfilment: input.fulfilment,
          locationId: location.id,
          address: input.address,
          subtotalMinor: totals.subtotalMinor,
          shippingMinor: totals.shippingMinor,
          totalMinor: totals.totalMinor,
          currency: cart.currency,
          visitorHash: visitorHash(visitorToken),
          checkoutToken: input.checkoutToken,
        });

        const { customer } = await createCustomer(
          tx,
          businessId,
          { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, address: input.address, marketingConsent: false },
          SYSTEM,
        );

        for (const line of cart.lines) {
          if (!line.trackInventory) continue;
          try {
            await adjustStock(tx, businessId, line.productId, { locationId: location.id, delta: -line.quantity, reason: 'sold', note: `Commande en ligne n° ${number}` }, SYSTEM);
          } catch (error) {
            if (error instanceof DomainError && error.code === 'insufficient_stock') {
              const available = typeof error.extra.available === 'number' ? error.extra.available : (line.available ?? 0);
              throw stockError(line, available, location.name);
            }
            throw error;
          }
        }

        const shippingLine =
          totals.shippingMinor > 0
            ? [{ description: 'Livraison', quantity: 1, unitPriceMinor: totals.shippingMinor, vatRateBp: shippingVatRateBp(cart.lines.map((line) => line.vatRateBp)) }]
            : [];
        const transaction = await recordTransaction(tx, businessId, {
          locationId: location.id,
          channel: 'online',
          kind: 'sale',
          customerId: customer.id,
          occurredAt: new Date(),
          lines: [
            ...cart.lines.map((line) => ({
              productId: line.productId,
              description: line.name,
              quantity: line.quantity,
              unitPriceMinor: line.unitPriceMinor,
              vatRateBp: line.vatRateBp,
            })),
            ...shippingLine,
          ],
          payments: totals.totalMinor > 0 ? [{ method: 'transfer', amountMinor: totals.totalMinor }] : [],
        });

        await tx.update(orders).set({ customerId: customer.id, transactionId: transaction.id }).where(eq(orders.id, id));
        await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'orders_checkout_token_key')) {
        const again = await replay();
        if (again) return again;
      }
      if (attempt < 3 && isUniqueViolation(error, 'orders_business_number_idx')) continue;
      throw error;
    }
  }
  return { order: await getOrderOrThrow(db, businessId, orderId), replayed: placedMeanwhile };
}

/** An order with its lines and the payee's bank details. */
export async function getOrderOrThrow(db: Db, businessId: string, orderId: string): Promise<OrderView> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
    .limit(1);
  if (!row) throw notFound('Order');
  const [[business], locations, lines] = await readAll(db, [
    () => db.select({ name: businesses.name, legalName: businesses.legalName, iban: businesses.iban }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
    () => listLocations(db, businessId),
    () => row.transactionId
      ? db
          .select({
            description: transactionLines.description,
            quantity: transactionLines.quantity,
            unitPriceMinor: transactionLines.unitPriceMinor,
            lineTotalMinor: transactionLines.lineTotalMinor,
          })
          .from(transactionLines)
          .where(eq(transactionLines.transactionId, row.transactionId))
          .orderBy(asc(transactionLines.id))
      : Promise.resolve([]),
  ]);
  const location = locations.find((candidate) => candidate.id === row.locationId);
  return {
    id: row.id,
    number: row.number,
    reference: formatStructuredReference(row.reference),
    status: row.status,
    fulfilment: row.fulfilment,
    location: location ? { id: location.id, name: location.name, address: location.address } : null,
    address: row.address,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    shippingMinor: row.shippingMinor,
    totalMinor: row.totalMinor,
    customerId: row.customerId,
    transactionId: row.transactionId,
    lines,
    payee: { name: business?.legalName || business?.name || '', iban: business?.iban ?? null },
    createdAt: row.createdAt.toISOString(),
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
