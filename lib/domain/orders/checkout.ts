// Placing an order from the visitor's cart, atomically: the order with its lines and first timeline entry,
// its customer (deduplicated), the stock decrements (reason `sold`) and the e-mails it causes (outbox) are
// written in one transaction, or nothing is. No sale is recorded here: the order is unpaid until the merchant
// marks it paid. The checkout form's one-time token is UNIQUE on the order, so a resubmit finds the order
// instead of placing a second one.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, orderEvents, orderLines, orders, shops } from '../../db/schema';
import { listLocations } from '../businesses/businesses';
import { createCustomer } from '../customers/customers';
import { recordEvent } from '../events/events';
import { adjustStock } from '../inventory/stock';
import { enqueueOrderMessages } from '../mail/outbox';
import { isUniqueViolation } from '../shared/db-errors';
import { orderingOptions } from '../shop/ordering';
import { DomainError } from '../shared/errors';
import { newId } from '../shared/ids';
import { DEFAULT_LOCALE, isLocale, type Locale, translator } from '../../i18n/translator';
import { type CartLine, getCart, getShopTakingOrders, visitorHash } from './cart';
import { getOrderOrThrow, type OrderView, toPublicOrder } from './orders';
import { pickupDayProblem } from './pickup-days';
import { structuredReferenceDigits } from './reference';
import { type CheckoutData, checkoutInput, type CheckoutInput } from './schemas';
import { cartTotals, shippingVatRateBp } from './totals';

const SYSTEM = { kind: 'system' } as const;

export type PlaceOrderResult = { order: OrderView; replayed: boolean };

/** How the order was placed: the storefront's language (French by default), which its e-mails then speak. */
export type PlaceOrderOptions = { language?: Locale };

function stockError(line: CartLine, available: number, locationName: string | null): DomainError {
  return new DomainError('insufficient_stock', `Not enough stock of ${line.name}: ${available} available`, {
    details: [{ path: 'cart', message: `not enough stock of ${line.name}` }],
    productId: line.productId,
    productName: line.name,
    available,
    locationName,
  });
}

const fieldError = (path: string, message: string) => new DomainError('validation_failed', `Invalid checkout: ${path}: ${message}`, { details: [{ path, message }] });

/**
 * What the business can honour, checked against the form whatever it sent: the pickup location (one with an
 * address), the pickup day, delivery, and the payment method for the chosen way (validation_failed on the field).
 */
async function checkOffered(db: Db, businessId: string, input: CheckoutData) {
  const options = await orderingOptions(db, businessId);
  if (!options.canOrder) throw new DomainError('invalid_state', 'This shop is not taking orders yet', { reason: 'not_taking_orders' });
  let pickupLocationId: string | null = null;
  if (input.fulfilment === 'pickup') {
    const location = options.pickup.find((candidate) => candidate.id === input.locationId);
    if (!location) throw fieldError('locationId', options.pickup.length ? 'choose one of the pickup locations offered' : 'pickup is not offered');
    const problem = pickupDayProblem(location.openingHours, input.pickupDate ?? '', new Date(), options.timeZone);
    if (problem) throw fieldError('pickupDate', problem);
    pickupLocationId = location.id;
  } else if (!options.delivery) {
    throw fieldError('fulfilment', 'delivery is not offered');
  }
  const allowed = options.payment[input.fulfilment];
  const paymentMethod = input.paymentMethod ?? (allowed.length === 1 ? allowed[0] : undefined);
  if (!paymentMethod) throw fieldError('paymentMethod', 'choose how to pay');
  if (!allowed.includes(paymentMethod)) throw fieldError('paymentMethod', `${paymentMethod} is not offered for ${input.fulfilment}`);
  return { pickupLocationId, paymentMethod };
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
 * Places the visitor's cart as an order: validates the form (validation_failed with field details), refuses what
 * the business does not offer (shop/ordering.ts), a shop taking no orders, a closed shop, an empty cart, and any line beyond the stock at the fulfilment location (insufficient_stock;
 * nothing is written). A token already used by this business gives back its order (`replayed`). The order keeps
 * the storefront's language (`options.language`, French by default): its e-mails and shipping line are written in it.
 */
export async function placeOrder(db: Db, businessId: string, visitorToken: string, raw: CheckoutInput, options: PlaceOrderOptions = {}): Promise<PlaceOrderResult> {
  const language: Locale = isLocale(options.language) ? options.language : DEFAULT_LOCALE;
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

  // The order read in its transaction (what order.placed carries); a twin's is read after.
  let placed: { id: string; order: OrderView | null } | null = null;
  let placedMeanwhile = false;
  // The shop row is locked first, so the checkouts of one business run one after the other (numbering reads
  // max + 1). The retry is a safety net only.
  for (let attempt = 1; placed === null; attempt++) {
    try {
      placed = await db.transaction(async (tx) => {
        await tx.select({ id: shops.id }).from(shops).where(eq(shops.businessId, businessId)).for('update');
        // A double submit waited for the lock behind its twin: the order is placed, and the cart is empty.
        const twin = await orderIdByToken(tx, businessId, input.checkoutToken);
        if (twin) {
          placedMeanwhile = true;
          return { id: twin, order: null };
        }
        const shop = await getShopTakingOrders(tx, businessId);
        const offered = await checkOffered(tx, businessId, input);
        const cart = await getCart(tx, businessId, visitorToken);
        if (!cart.id || cart.lines.length === 0) throw new DomainError('invalid_state', 'The cart is empty', { reason: 'empty_cart' });
        const unavailable = cart.lines.find((line) => line.problem === 'not_for_sale');
        if (unavailable) {
          throw new DomainError('invalid_state', `${unavailable.name} is no longer for sale`, { reason: 'not_for_sale', productName: unavailable.name });
        }

        const locations = await listLocations(tx, businessId);
        const location =
          input.fulfilment === 'pickup'
            ? locations.find((candidate) => candidate.id === offered.pickupLocationId)
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
          paymentMethod: offered.paymentMethod,
          locationId: location.id,
          pickupDate: input.fulfilment === 'pickup' ? input.pickupDate : null,
          address: input.address,
          subtotalMinor: totals.subtotalMinor,
          shippingMinor: totals.shippingMinor,
          totalMinor: totals.totalMinor,
          currency: cart.currency,
          customerName: `${input.firstName} ${input.lastName}`,
          email: input.email,
          phone: input.phone,
          visitorHash: visitorHash(visitorToken),
          checkoutToken: input.checkoutToken,
          language,
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
            ? [{ productId: null, description: translator(language, 'checkout')('shipping'), quantity: 1, unitPriceMinor: totals.shippingMinor, vatRateBp: shippingVatRateBp(cart.lines.map((line) => line.vatRateBp)), stockTaken: 0 }]
            : [];
        const lines = [
          ...cart.lines.map((line) => ({
            productId: line.productId,
            description: line.name,
            quantity: line.quantity,
            unitPriceMinor: line.unitPriceMinor,
            vatRateBp: line.vatRateBp,
            stockTaken: line.trackInventory ? line.quantity : 0,
          })),
          ...shippingLine,
        ];
        await tx.insert(orderLines).values(
          lines.map((line, position) => ({ ...line, id: newId('orderLine'), orderId: id, position, lineTotalMinor: line.unitPriceMinor * line.quantity })),
        );
        await tx.insert(orderEvents).values({ id: newId('orderEvent'), orderId: id, businessId, kind: 'placed', actorKind: 'shopper', data: {} });
        await tx.update(orders).set({ customerId: customer.id }).where(eq(orders.id, id));
        await enqueueOrderMessages(tx, businessId, id, 'placed');
        await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
        const order = await getOrderOrThrow(tx, businessId, id);
        await recordEvent(tx, businessId, 'order.placed', toPublicOrder(order));
        return { id, order };
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
  return { order: placed.order ?? (await getOrderOrThrow(db, businessId, placed.id)), replayed: placedMeanwhile };
}

export { getOrderOrThrow, getVisitorOrderOrThrow, type OrderView } from './orders';
