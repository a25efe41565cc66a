// Cart and checkout rules against a real database: shop states, stock limits, the atomic order (order +
// customer + stock decrements), replay of the one-time token, out-of-stock refusal with nothing written, and
// the ways to order a business can honour (pickup address and day, IBAN for transfers, delivery) with
// setupIssues.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '@/lib/db/client';
import { customers, inventoryAdjustments, orders, outboxMessages, stockLevels, transactions } from '@/lib/db/schema';
import { createBusiness } from '@/lib/domain/businesses/businesses';
import { createProduct } from '@/lib/domain/catalog/products';
import { adjustStock } from '@/lib/domain/inventory/stock';
import { orderingOptions } from '@/lib/domain/shop/ordering';
import { setupIssues } from '@/lib/domain/shop/setup-issues';
import { upsertShop } from '@/lib/domain/shop/shop';
import { DomainError } from '../shared/errors';
import { addToCart, getCart, newVisitorToken, removeFromCart, setCartQuantity, visitorHash } from './cart';
import { getVisitorOrderOrThrow, placeOrder } from './checkout';
import { localDate, pickupDays } from './pickup-days';
import { isValidStructuredReference } from './reference';

const SYSTEM = { kind: 'system' } as const;
const TZ = 'Europe/Brussels';
// The test locations have no opening hours: every day of the window is a pickup day.
const PICKUP_DAY = pickupDays({}, new Date(), TZ)[0]!;
const IXELLES = { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' };
const GENT = { line1: 'Korenmarkt 12', postalCode: '9000', city: 'Gent', country: 'BE' };
let db: Db;
let businessId: string;
let flagey: string;
let gent: string;
let bread: string; // tracked: 3 at Flagey, 1 at Gent
let jam: string; // not tracked
let hidden: string; // not for sale

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const form = (token: string, overrides: Record<string, unknown> = {}) => ({
  checkoutToken: token,
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'Anne.Peeters@example.be',
  phone: '0470 12 34 56',
  fulfilment: 'pickup' as const,
  locationId: flagey,
  pickupDate: PICKUP_DAY,
  paymentMethod: 'transfer' as 'transfer' | 'at_pickup' | undefined,
  ...overrides,
});

beforeAll(async () => {
  db = await getDb();
  const business = await createBusiness(db, {
    name: 'Bakkerij Test',
    slug: 'bakkerij-orders-test',
    iban: 'BE68539007547034',
    email: 'bonjour@bakkerij.example',
    locations: [
      { name: 'Flagey', address: IXELLES },
      { name: 'Gent', address: GENT },
    ],
  });
  businessId = business.id;
  const locs = await db.query.locations.findMany({ where: (l, { eq: is }) => is(l.businessId, businessId), orderBy: (l, { asc }) => asc(l.position) });
  flagey = locs[0]!.id;
  gent = locs[1]!.id;
  const make = (name: string, extra: Record<string, unknown>) =>
    createProduct(db, businessId, { name, sellingPrice: 3.3, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 0, ...extra } as never, SYSTEM);
  bread = (await make('Pain au levain', {})).id;
  jam = (await make('Confiture', { trackInventory: false, sellingPrice: 5 })).id;
  hidden = (await make('Réservé', { isForSale: false })).id;
  await adjustStock(db, businessId, bread, { locationId: flagey, delta: 3, reason: 'received' }, SYSTEM);
  await adjustStock(db, businessId, bread, { locationId: gent, delta: 1, reason: 'received' }, SYSTEM);
  await upsertShop(db, businessId, { status: 'ACTIVE', offersShipping: true, shippingFlatRate: 5.95 });
});

describe('cart', () => {
  it('adds, changes and removes lines, with VAT-inclusive prices', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId: bread, quantity: 1 });
    await addToCart(db, businessId, token, { productId: bread, quantity: 1 });
    await addToCart(db, businessId, token, { productId: jam, quantity: 1 });
    let cart = await getCart(db, businessId, token);
    expect(cart.lines.map((l) => [l.name, l.quantity, l.unitPriceMinor])).toEqual(
      expect.arrayContaining([
        ['Pain au levain', 2, 350],
        ['Confiture', 1, 530],
      ]),
    );
    await setCartQuantity(db, businessId, token, { productId: jam, quantity: 4 });
    await removeFromCart(db, businessId, token, bread);
    cart = await getCart(db, businessId, token);
    expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([['Confiture', 4]]);
    await setCartQuantity(db, businessId, token, { productId: jam, quantity: 0 });
    expect((await getCart(db, businessId, token)).lines).toEqual([]);
  });

  it('stores only the hash of the visitor token', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId: jam, quantity: 1 });
    const rows = await db.query.carts.findMany({ where: (c, { eq: is }) => is(c.businessId, businessId) });
    expect(rows.some((row) => row.tokenHash === visitorHash(token))).toBe(true);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('never holds more than the stock of a tracked product', async () => {
    const token = newVisitorToken();
    const error = await rejection(addToCart(db, businessId, token, { productId: bread, quantity: 5 }));
    expect(error.code).toBe('insufficient_stock');
    expect(error.extra).toMatchObject({ available: 4, productName: 'Pain au levain' });
    await addToCart(db, businessId, token, { productId: bread, quantity: 4 });
    expect((await rejection(setCartQuantity(db, businessId, token, { productId: bread, quantity: 5 }))).code).toBe('insufficient_stock');
    // Untracked products have no stock limit.
    await addToCart(db, businessId, token, { productId: jam, quantity: 50 });
  });

  it('refuses products not for sale, and any cart when the shop is paused or hides prices', async () => {
    const token = newVisitorToken();
    expect((await rejection(addToCart(db, businessId, token, { productId: hidden, quantity: 1 }))).code).toBe('not_found');
    await upsertShop(db, businessId, { status: 'PAUSED' });
    const paused = await rejection(addToCart(db, businessId, token, { productId: jam, quantity: 1 }));
    expect(paused.code).toBe('invalid_state');
    expect(paused.extra.reason).toBe('shop_paused');
    await upsertShop(db, businessId, { status: 'ACTIVE', showPricesToGuests: false });
    expect((await rejection(addToCart(db, businessId, token, { productId: jam, quantity: 1 }))).code).toBe('not_found');
    await upsertShop(db, businessId, { status: 'DRAFT', showPricesToGuests: true });
    expect((await rejection(addToCart(db, businessId, token, { productId: jam, quantity: 1 }))).code).toBe('not_found');
    await upsertShop(db, businessId, { status: 'ACTIVE' });
  });
});

describe('checkout', () => {
  it('validates the form with field paths', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId: jam, quantity: 1 });
    const error = await rejection(placeOrder(db, businessId, token, form(newVisitorToken(), { email: 'nope', phone: '12', firstName: ' ' })));
    expect(error.code).toBe('validation_failed');
    expect(error.extra.details?.map((d) => d.path).sort()).toEqual(['email', 'firstName', 'phone']);
    const delivery = await rejection(placeOrder(db, businessId, token, form(newVisitorToken(), { fulfilment: 'delivery', locationId: undefined, address: { line1: '', postalCode: '1000', city: 'Bruxelles', country: 'BE' } })));
    expect(delivery.extra.details?.map((d) => d.path)).toEqual(['address.line1']);
  });

  it('places one order atomically: order, customer, online sale, stock decrement (sold) at the pickup location', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId: bread, quantity: 2 });
    await addToCart(db, businessId, token, { productId: jam, quantity: 1 });
    const checkoutToken = newVisitorToken();
    const { order, replayed } = await placeOrder(db, businessId, token, form(checkoutToken));
    expect(replayed).toBe(false);
    expect(order.totalMinor).toBe(2 * 350 + 530);
    expect(order.shippingMinor).toBe(0);
    expect(isValidStructuredReference(order.reference)).toBe(true);
    expect(order.payee.iban).toBe('BE68539007547034');
    expect(order.location?.id).toBe(flagey);

    // Placed, not paid: no sale is recorded until the money arrives.
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', transactionId: null });
    expect(await db.select().from(transactions).where(eq(transactions.businessId, businessId))).toEqual([]);
    expect(order.lines.map((line) => [line.description, line.quantity, line.lineTotalMinor])).toEqual([
      ['Pain au levain', 2, 700],
      ['Confiture', 1, 530],
    ]);
    expect(order.customer).toMatchObject({ name: 'Anne Peeters', email: 'anne.peeters@example.be' });
    expect(order.timeline.map((event) => [event.kind, event.actor.kind])).toEqual([['placed', 'shopper']]);
    const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId!));
    expect(customer).toMatchObject({ email: 'anne.peeters@example.be', firstName: 'Anne' });
    const [level] = await db.select().from(stockLevels).where(and(eq(stockLevels.productId, bread), eq(stockLevels.locationId, flagey)));
    expect(level!.quantity).toBe(1);
    const audit = await db.select().from(inventoryAdjustments).where(and(eq(inventoryAdjustments.productId, bread), eq(inventoryAdjustments.reason, 'sold')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ delta: -2, locationId: flagey });
    expect((await getCart(db, businessId, token)).lines).toEqual([]);

    // Resubmitting the same form gives back the same order; nothing is placed twice.
    const again = await placeOrder(db, businessId, token, form(checkoutToken));
    expect(again).toMatchObject({ replayed: true, order: { id: order.id, number: order.number } });
    expect(await db.select().from(orders).where(eq(orders.checkoutToken, checkoutToken))).toHaveLength(1);

    // A second order by the same person reuses the customer; the confirmation is the visitor's alone.
    const token2 = newVisitorToken();
    await addToCart(db, businessId, token2, { productId: jam, quantity: 1 });
    const second = await placeOrder(db, businessId, token2, form(newVisitorToken(), { email: 'anne.peeters@example.be', fulfilment: 'delivery', locationId: undefined, address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'be' } }));
    expect(second.order.customerId).toBe(order.customerId);
    expect(second.order.number).toBe(order.number + 1);
    expect(second.order.shippingMinor).toBe(595);
    expect(second.order.totalMinor).toBe(530 + 595);
    expect(second.order.lines.map((l) => l.description)).toEqual(['Confiture', 'Livraison']);
    expect((await getVisitorOrderOrThrow(db, businessId, order.id, token)).id).toBe(order.id);
    expect((await rejection(getVisitorOrderOrThrow(db, businessId, order.id, token2))).code).toBe('not_found');
  });

  it('keeps the storefront language of the order (French by default): its shipping line and e-mails speak it', async () => {
    const french = newVisitorToken();
    await addToCart(db, businessId, french, { productId: jam, quantity: 1 });
    expect((await placeOrder(db, businessId, french, form(newVisitorToken()))).order.language).toBe('fr');
    const dutch = newVisitorToken();
    await addToCart(db, businessId, dutch, { productId: jam, quantity: 1 });
    const { order } = await placeOrder(db, businessId, dutch, form(newVisitorToken(), { fulfilment: 'delivery', locationId: undefined, address: GENT }), { language: 'nl' });
    expect(order.language).toBe('nl');
    expect(order.lines.map((line) => line.description)).toEqual(['Confiture', 'Levering']);
    const [row] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, order.id));
    expect(row?.language).toBe('nl');
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.orderId, order.id), eq(outboxMessages.kind, 'order_confirmation')));
    expect(mail?.subject).toBe(`Bakkerij Test — bestelling nr. ${order.number} ontvangen`);
  });

  it('refuses an order beyond the stock at the pickup location, writing nothing', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId: jam, quantity: 1 });
    await addToCart(db, businessId, token, { productId: bread, quantity: 2 }); // 1 at Flagey + 1 at Gent
    const before = await db.select().from(orders).where(eq(orders.businessId, businessId));
    const error = await rejection(placeOrder(db, businessId, token, form(newVisitorToken(), { locationId: gent })));
    expect(error.code).toBe('insufficient_stock');
    expect(error.extra).toMatchObject({ productName: 'Pain au levain', available: 1, locationName: 'Gent' });
    expect(await db.select().from(orders).where(eq(orders.businessId, businessId))).toHaveLength(before.length);
    const sold = await db.select().from(inventoryAdjustments).where(and(eq(inventoryAdjustments.businessId, businessId), eq(inventoryAdjustments.reason, 'sold')));
    expect(sold).toHaveLength(1);
    expect((await getCart(db, businessId, token)).lines).toHaveLength(2);
  });

  it('refuses an empty cart and a paused shop', async () => {
    const token = newVisitorToken();
    expect((await rejection(placeOrder(db, businessId, token, form(newVisitorToken())))).extra.reason).toBe('empty_cart');
    await addToCart(db, businessId, token, { productId: jam, quantity: 1 });
    await upsertShop(db, businessId, { status: 'PAUSED' });
    expect((await rejection(placeOrder(db, businessId, token, form(newVisitorToken())))).extra.reason).toBe('shop_paused');
    await upsertShop(db, businessId, { status: 'ACTIVE' });
  });
});

describe('what the business can honour', () => {
  const SUNDAY_CLOSED = { mon: [['08:00', '18:00']], tue: [['08:00', '18:00']], wed: [['08:00', '18:00']], thu: [['08:00', '18:00']], fri: [['08:00', '18:00']], sat: [['08:00', '12:30'], ['14:00', '17:00']], sun: [] } as never;

  async function business(slug: string, input: Record<string, unknown>, shop: Parameters<typeof upsertShop>[2] = {}) {
    const made = await createBusiness(db, { name: slug, slug, ...input });
    await upsertShop(db, made.id, { status: 'ACTIVE', ...shop });
    const product = await createProduct(db, made.id, { name: 'Cramique', sellingPrice: 5, vatPercent: 6, isForSale: true, images: [], trackInventory: false } as never, SYSTEM);
    const locs = await db.query.locations.findMany({ where: (l, { eq: is }) => is(l.businessId, made.id), orderBy: (l, { asc }) => asc(l.position) });
    const visitor = newVisitorToken();
    await addToCart(db, made.id, visitor, { productId: product.id, quantity: 1 });
    return { id: made.id, locations: locs.map((l) => l.id), visitor };
  }
  const ordersOf = async (id: string) => db.select().from(orders).where(eq(orders.businessId, id));

  it('offers pickup only at locations with an address, transfer only with an IBAN, delivery only when shipping and paid by transfer', async () => {
    const options = await orderingOptions(db, businessId);
    expect(options.pickup.map((l) => l.name)).toEqual(['Flagey', 'Gent']);
    expect(options.payment).toEqual({ pickup: ['transfer', 'at_pickup'], delivery: ['transfer'] });
    expect(options.delivery).toEqual({ flatRateMinor: 595 });
    expect(options.pickup[0]!.days).toHaveLength(14);
    expect(options.pickup[0]!.days[0]! > localDate(new Date(), TZ)).toBe(true);
    expect(await setupIssues(db, businessId)).toEqual([]);

    const noAddress = await business('honour-no-address', { iban: 'BE68539007547034', locations: [{ name: 'Atelier' }, { name: 'Boutique', address: IXELLES }] }, { offersShipping: true });
    const seen = await orderingOptions(db, noAddress.id);
    expect(seen.pickup.map((l) => l.name)).toEqual(['Boutique']);
    const refused = await rejection(placeOrder(db, noAddress.id, noAddress.visitor, form(newVisitorToken(), { locationId: noAddress.locations[0] })));
    expect(refused.code).toBe('validation_failed');
    expect(refused.extra.details).toEqual([{ path: 'locationId', message: 'choose one of the pickup locations offered' }]);
    // Another business's location is no better.
    expect((await rejection(placeOrder(db, noAddress.id, noAddress.visitor, form(newVisitorToken(), { locationId: flagey })))).extra.details?.[0]?.path).toBe('locationId');
    expect(await ordersOf(noAddress.id)).toEqual([]);
  });

  it('refuses a bad pickup day and a payment method not offered, on their fields, writing nothing', async () => {
    const shop = await business('honour-days', { iban: 'BE68539007547034', locations: [{ name: 'Flagey', address: IXELLES, openingHours: SUNDAY_CLOSED }] }, { offersShipping: true, shippingFlatRate: 4 });
    const days = (await orderingOptions(db, shop.id)).pickup[0]!.days;
    const today = localDate(new Date(), TZ);
    const sunday = Array.from({ length: 14 }, (_, i) => new Date(Date.parse(`${today}T12:00:00Z`) + (i + 1) * 86_400_000).toISOString().slice(0, 10)).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0)!;
    expect(days).not.toContain(sunday);
    const beyond = new Date(Date.parse(`${today}T12:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, RegExp][] = [
      [today, /after today/],
      ['2020-01-01', /after today/],
      [sunday, /closed/],
      [beyond, /within 14 days/],
      ['2026-02-30', /not a date/],
      ['demain\u0000', /not a date/],
      [undefined, /choose a pickup day/],
    ];
    for (const [pickupDate, message] of cases) {
      const error = await rejection(placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { locationId: shop.locations[0], pickupDate })));
      expect(error.code).toBe('validation_failed');
      expect(error.extra.details?.[0]).toMatchObject({ path: 'pickupDate', message: expect.stringMatching(message) });
    }
    const atPickupDelivery = await rejection(
      placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { fulfilment: 'delivery', locationId: undefined, paymentMethod: 'at_pickup', address: GENT })),
    );
    expect(atPickupDelivery.extra.details).toEqual([{ path: 'paymentMethod', message: 'at_pickup is not offered for delivery' }]);
    const unknownMethod = await rejection(placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { locationId: shop.locations[0], paymentMethod: 'cash' })));
    expect(unknownMethod.extra.details?.[0]?.path).toBe('paymentMethod');
    expect(await ordersOf(shop.id)).toEqual([]);

    const { order } = await placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { locationId: shop.locations[0], pickupDate: days.at(-1), paymentMethod: 'at_pickup' }));
    expect(order).toMatchObject({ paymentMethod: 'at_pickup', pickupDate: days.at(-1), fulfilment: 'pickup' });
  });

  it('without an IBAN: pickup paid at pickup only, no delivery, no transfer', async () => {
    const shop = await business('honour-no-iban', { locations: [{ name: 'Flagey', address: IXELLES }] }, { offersShipping: true, shippingFlatRate: 4 });
    const options = await orderingOptions(db, shop.id);
    expect(options).toMatchObject({ delivery: null, payment: { pickup: ['at_pickup'], delivery: [] }, canOrder: true });
    expect((await setupIssues(db, shop.id)).map((issue) => issue.code)).toEqual(['no_iban', 'no_contact_email']);
    const delivery = await rejection(placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { fulfilment: 'delivery', locationId: undefined, address: GENT })));
    expect(delivery.extra.details).toEqual([{ path: 'fulfilment', message: 'delivery is not offered' }]);
    const transfer = await rejection(placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { locationId: shop.locations[0], paymentMethod: 'transfer' })));
    expect(transfer.extra.details).toEqual([{ path: 'paymentMethod', message: 'transfer is not offered for pickup' }]);
    // Left out, the only way to pay is taken.
    const { order } = await placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { locationId: shop.locations[0], paymentMethod: undefined }));
    expect(order.paymentMethod).toBe('at_pickup');
  });

  it('with nothing to offer, takes no order at all (and says why in setupIssues)', async () => {
    const shop = await business('honour-nothing', { locations: [{ name: 'Atelier' }] }, { offersShipping: true });
    const options = await orderingOptions(db, shop.id);
    expect(options).toMatchObject({ canOrder: false, pickup: [], delivery: null });
    expect((await setupIssues(db, shop.id)).map((issue) => issue.code)).toEqual(['no_way_to_order', 'no_iban', 'no_pickup_address', 'no_contact_email']);
    const error = await rejection(placeOrder(db, shop.id, shop.visitor, form(newVisitorToken(), { locationId: shop.locations[0] })));
    expect(error).toMatchObject({ code: 'invalid_state', extra: { reason: 'not_taking_orders' } });
    expect(await ordersOf(shop.id)).toEqual([]);
  });
});
