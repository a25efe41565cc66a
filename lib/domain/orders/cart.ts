// The storefront cart: one per visitor and business, found by the hash of the visitor's opaque cookie token
// (the token itself is never stored). Only for-sale products of an ACTIVE shop that shows its prices, and
// never more than the stock of a product whose inventory is tracked.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, cartItems, carts, products, sites } from '../../db/schema';
import { priceInclVatMinor } from '../catalog/products';
import { DomainError, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { toMinor } from '../shared/money';
import { findShop, hasVisitorCart } from '../shop/shop';
import type { Shop } from '../shop/schemas';

/** Most of one product a cart may hold. */
export const MAX_LINE_QUANTITY = 99;

/** A new visitor token: 256 random bits, URL-safe. */
export function newVisitorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token: its SHA-256 (the token has 256 bits of entropy, no salt needed). */
export function visitorHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a cookie value has the shape of a visitor token (anything else is ignored, not looked up). */
export function isVisitorToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export type ShopForOrders = Shop & { shippingFlatRateMinor: number };

/**
 * The shop, when it takes orders. No shop, a DRAFT one, or one hiding its prices: not_found (there is no
 * cart). A PAUSED shop: invalid_state with `reason: 'shop_paused'`.
 */
export async function getShopTakingOrders(db: Db, businessId: string): Promise<ShopForOrders> {
  const shop = await findShop(db, businessId);
  if (!shop || !hasVisitorCart(shop)) throw notFound('Shop');
  if (shop.status === 'PAUSED') throw new DomainError('invalid_state', 'The shop is closed for now', { reason: 'shop_paused' });
  return { ...shop, shippingFlatRateMinor: toMinor(shop.shippingFlatRate, shop.currency) };
}

export type CartLine = {
  productId: string;
  name: string;
  image: string | null;
  quantity: number;
  /** Price incl. VAT of one unit. */
  unitPriceMinor: number;
  vatRateBp: number;
  lineTotalMinor: number;
  trackInventory: boolean;
  /** Units in stock (all locations) when tracked, else null. */
  available: number | null;
  /** Why this line cannot be ordered as it is, if it cannot. */
  problem: 'not_for_sale' | 'insufficient_stock' | null;
};

export type CartView = { id: string | null; currency: string; lines: CartLine[] };

async function cartIdOf(db: Db, businessId: string, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.businessId, businessId), eq(carts.tokenHash, visitorHash(token))))
    .limit(1);
  return row?.id ?? null;
}

async function ensureCart(db: Db, businessId: string, token: string): Promise<string> {
  await db
    .insert(carts)
    .values({ id: newId('cart'), businessId, tokenHash: visitorHash(token) })
    .onConflictDoNothing();
  const id = await cartIdOf(db, businessId, token);
  if (!id) throw new Error('cart vanished after insert');
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, id));
  return id;
}

async function sellableProduct(db: Db, businessId: string, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, productId)))
    .limit(1);
  if (!product || !product.isForSale) throw new DomainError('not_found', 'Product not found', { details: [{ path: 'productId', message: 'no such product for sale' }] });
  return product;
}

function checkQuantity(product: { name: string; trackInventory: boolean; stockQuantity: number }, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 0) throw invalid('quantity', 'must be a whole number, 0 or more');
  if (quantity > MAX_LINE_QUANTITY) throw invalid('quantity', `at most ${MAX_LINE_QUANTITY} per product`);
  if (product.trackInventory && quantity > product.stockQuantity) {
    throw new DomainError('insufficient_stock', `Not enough stock: ${Math.max(product.stockQuantity, 0)} available`, {
      details: [{ path: 'quantity', message: 'more than the stock' }],
      available: Math.max(product.stockQuantity, 0),
      productName: product.name,
    });
  }
}

async function writeQuantity(db: Db, cartId: string, productId: string, quantity: number) {
  if (quantity === 0) {
    await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
    return;
  }
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
}

/** Adds `quantity` of a product to the visitor's cart (creating the cart), within the stock. */
export async function addToCart(db: Db, businessId: string, token: string, input: { productId: string; quantity: number }): Promise<void> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1) throw invalid('quantity', 'must be a whole number, 1 or more');
  await getShopTakingOrders(db, businessId);
  await db.transaction(async (tx) => {
    const product = await sellableProduct(tx, businessId, input.productId);
    const cartId = await ensureCart(tx, businessId, token);
    const [current] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id)));
    const quantity = (current?.quantity ?? 0) + input.quantity;
    checkQuantity(product, quantity);
    await writeQuantity(tx, cartId, product.id, quantity);
  });
}

/** Sets the quantity of a product already in the cart; 0 removes it. */
export async function setCartQuantity(db: Db, businessId: string, token: string, input: { productId: string; quantity: number }): Promise<void> {
  await getShopTakingOrders(db, businessId);
  await db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, businessId, token);
    if (!cartId) throw notFound('Cart');
    if (input.quantity === 0) return writeQuantity(tx, cartId, input.productId, 0);
    const product = await sellableProduct(tx, businessId, input.productId);
    checkQuantity(product, input.quantity);
    await writeQuantity(tx, cartId, product.id, input.quantity);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  });
}

/** Removes a product from the cart (nothing happens when it is not there). */
export async function removeFromCart(db: Db, businessId: string, token: string, productId: string): Promise<void> {
  const cartId = await cartIdOf(db, businessId, token);
  if (cartId) await writeQuantity(db, cartId, productId, 0);
}

/** The visitor's cart with current prices and stock; an unknown token is an empty cart. */
export async function getCart(db: Db, businessId: string, token: string | null): Promise<CartView> {
  const [business] = await db.select({ currency: businesses.currency }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('Business');
  const cartId = token ? await cartIdOf(db, businessId, token) : null;
  if (!cartId) return { id: null, currency: business.currency, lines: [] };
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.productId));
  const rows = items.length
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.businessId, businessId), inArray(products.id, items.map((item) => item.productId))))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: CartLine[] = [];
  for (const item of items) {
    const product = byId.get(item.productId);
    if (!product) continue;
    const unitPriceMinor = priceInclVatMinor(product.sellingPriceMinor, product.vatRateBp);
    const available = product.trackInventory ? Math.max(product.stockQuantity, 0) : null;
    lines.push({
      productId: product.id,
      name: product.name,
      image: product.images[0] ?? null,
      quantity: item.quantity,
      unitPriceMinor,
      vatRateBp: product.vatRateBp,
      lineTotalMinor: unitPriceMinor * item.quantity,
      trackInventory: product.trackInventory,
      available,
      problem: !product.isForSale ? 'not_for_sale' : available !== null && item.quantity > available ? 'insufficient_stock' : null,
    });
  }
  return { id: cartId, currency: business.currency, lines };
}

/** Units in the cart of the visitor holding `token`, on the site `slug` (one query; 0 without a cart). */
export async function visitorCartCount(db: Db, slug: string, token: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(sites, eq(sites.businessId, carts.businessId))
    .where(and(eq(sites.slug, slug), eq(carts.tokenHash, visitorHash(token))));
  return Number(row?.count ?? 0);
}
