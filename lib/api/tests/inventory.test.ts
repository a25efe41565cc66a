// Stock adjustments: per location, total in sync, audit log, never below zero (also under concurrency).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { inventoryAdjustments, stockLevels } from '../../db/schema';
import { call, setup } from '../../testing/api';

const SCOPES = ['products:read', 'products:write', 'inventory:write', 'business:read'];

async function twoShops() {
  const ctx = await setup(SCOPES, { locations: [{ name: 'Flagey' }, { name: 'Gent' }] });
  const locations = (await call('GET', '/public/locations', { key: ctx.key })).body.data as { id: string; name: string }[];
  const product = (await call('POST', '/public/products', { key: ctx.key, body: { name: 'Craquelin', sellingPrice: 6.4, vatPercent: 6, stockQuantity: 10 } })).body;
  return { ...ctx, flagey: locations[0]!.id, gent: locations[1]!.id, product };
}

describe('POST /public/products/:id/inventory', () => {
  it('adjusts a location, keeps the total in sync and writes an audit entry', async () => {
    const { key, keyId, flagey, gent, product } = await twoShops();
    const received = await call('POST', `/public/products/${product.id}/inventory`, {
      key,
      body: { locationId: gent, delta: 7, reason: 'received', note: 'Livraison du mardi' },
    });
    expect(received.status).toBe(201);
    expect(received.body).toMatchObject({
      productId: product.id,
      locationId: gent,
      delta: 7,
      reason: 'received',
      note: 'Livraison du mardi',
      locationQuantityAfter: 7,
      stockQuantityAfter: 17,
      apiKeyId: keyId,
      actor: 'api',
    });
    const sold = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: flagey, delta: -3, reason: 'sold' } });
    expect(sold.body).toMatchObject({ locationQuantityAfter: 7, stockQuantityAfter: 14 });

    const inventory = await call('GET', `/public/products/${product.id}/inventory`, { key });
    expect(inventory.status).toBe(200);
    expect(inventory.body).toMatchObject({
      productId: product.id,
      stockQuantity: 14,
      locations: [
        { locationId: flagey, name: 'Flagey', quantity: 7 },
        { locationId: gent, name: 'Gent', quantity: 7 },
      ],
    });
    expect(inventory.body.adjustments.map((a: { delta: number; reason: string }) => [a.delta, a.reason])).toEqual([
      [-3, 'sold'],
      [7, 'received'],
      [10, 'initial'],
    ]);
    // The answer of POST (built by the adjustment's statement) is the entry GET lists, to the key and the millisecond.
    const { livemode, ...soldEntry } = sold.body;
    expect(livemode).toBe(true);
    expect(inventory.body.adjustments[0]).toEqual(soldEntry);
    expect(Object.keys(inventory.body.adjustments[0])).toEqual(Object.keys(soldEntry));
    expect(inventory.body.adjustments[1]).toEqual({ ...received.body, livemode: undefined });
    expect((await call('GET', `/public/products/${product.id}`, { key })).body.stockQuantity).toBe(14);
  });

  it('a location with no stock row yet (added after the product): a decrement is refused with 0 available, an increment creates it', async () => {
    const { key, gent, product } = await twoShops();
    const db = await getDb();
    await db.delete(stockLevels).where(and(eq(stockLevels.productId, product.id), eq(stockLevels.locationId, gent)));
    const refused = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: gent, delta: -1, reason: 'sold' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_stock', available: 0 });
    // Nothing written: no row, no audit entry, the total unchanged.
    expect(await db.select().from(stockLevels).where(and(eq(stockLevels.productId, product.id), eq(stockLevels.locationId, gent)))).toEqual([]);
    expect(await db.select().from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, product.id))).toHaveLength(1); // the initial one
    const received = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: gent, delta: 2, reason: 'received' } });
    expect(received.status).toBe(201);
    expect(received.body).toMatchObject({ locationQuantityAfter: 2, stockQuantityAfter: 12 });
    const more = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: gent, delta: -2, reason: 'sold' } });
    expect(more.body).toMatchObject({ locationQuantityAfter: 0, stockQuantityAfter: 10 });
  });

  it('requires locationId when the business has several locations', async () => {
    const { key, product } = await twoShops();
    const res = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'locationId' }] });
  });

  it('adjusts the total of a single-location business when locationId is omitted', async () => {
    const { key } = await setup(SCOPES);
    const product = (await call('POST', '/public/products', { key, body: { name: 'Solo', sellingPrice: 1, stockQuantity: 2 } })).body;
    const res = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: 5 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ stockQuantityAfter: 7, locationQuantityAfter: 7, reason: 'correction' });
    const inventory = await call('GET', `/public/products/${product.id}/inventory`, { key });
    expect(inventory.body.locations).toHaveLength(1);
    expect(inventory.body.locations[0].quantity).toBe(7);
  });

  it('refuses delta 0, fractions, unknown reasons and another business’s location', async () => {
    const { key, product, flagey } = await twoShops();
    const other = await twoShops();
    const cases: [unknown, number, string, string][] = [
      [{ locationId: flagey, delta: 0 }, 400, 'validation_failed', 'delta'],
      [{ locationId: flagey, delta: 1.5 }, 400, 'validation_failed', 'delta'],
      [{ locationId: flagey, delta: '1' }, 400, 'validation_failed', 'delta'],
      [{ locationId: flagey }, 400, 'validation_failed', 'delta'],
      [{ locationId: flagey, delta: 1, reason: 'stolen-by-aliens' }, 400, 'validation_failed', 'reason'],
      [{ locationId: other.flagey, delta: 1 }, 404, 'not_found', 'locationId'],
    ];
    for (const [body, status, code, path] of cases) {
      const res = await call('POST', `/public/products/${product.id}/inventory`, { key, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const inventory = await call('GET', `/public/products/${product.id}/inventory`, { key });
    expect(inventory.body.adjustments).toHaveLength(1);
  });

  it('never lets stock go below zero: 400 insufficient_stock and nothing changes', async () => {
    const { key, product, flagey, gent } = await twoShops();
    const res = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: gent, delta: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'insufficient_stock', available: 0 });
    const tooMany = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: flagey, delta: -11 } });
    expect(tooMany.body.error).toMatchObject({ code: 'insufficient_stock', available: 10 });
    const inventory = await call('GET', `/public/products/${product.id}/inventory`, { key });
    expect(inventory.body.stockQuantity).toBe(10);
    expect(inventory.body.locations.map((l: { quantity: number }) => l.quantity)).toEqual([10, 0]);
    expect(inventory.body.adjustments).toHaveLength(1);
  });

  it('gives exactly 50 successes for 100 concurrent -1 adjustments on a stock of 50', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000'; // 100 requests from one key in a burst
    const { key } = await setup(SCOPES);
    const product = (await call('POST', '/public/products', { key, body: { name: 'Rush', sellingPrice: 1, stockQuantity: 50 } })).body;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -1, reason: 'sold' } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 400)).toHaveLength(50);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.error.code === 'insufficient_stock')).toBe(true);
    const after = await call('GET', `/public/products/${product.id}/inventory`, { key });
    expect(after.body.stockQuantity).toBe(0);
    expect(after.body.locations[0].quantity).toBe(0);
    const afterValues = results.filter((r) => r.status === 201).map((r) => r.body.stockQuantityAfter).sort((a, b) => a - b);
    expect(afterValues).toEqual(Array.from({ length: 50 }, (_, i) => i));
    delete process.env.RATE_LIMIT_PER_MINUTE;
  }, 60_000);
});
