// Events of the catalogue through HTTP: product.created, product.updated and stock.adjusted are written once per
// change, with the object as the API reads it; a refused or rolled-back change, a replay and a no-op write none.
// And `updatedSince` on GET /public/products.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createCategory, deleteCategory, updateCategory, updateProduct } from '../../domain/catalog/products';
import { listEvents } from '../../domain/events/events';
import { call, setup } from '../../testing/api';
import { eventsWrittenBy, typesOf } from '../../testing/events';

const SCOPES = ['products:read', 'products:write', 'inventory:write'];

async function shop() {
  const ctx = await setup(SCOPES, { name: 'Boulangerie Events' });
  const create = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call('POST', '/public/products', { key: ctx.key, body: { name: 'Craquelin', sellingPrice: 6.4, vatPercent: 6, ...body }, headers });
  return { ...ctx, create };
}

describe('product and stock events', () => {
  it('product.created with the product as GET answers it, and stock.adjusted for an initial stock', async () => {
    const { business, key, create } = await shop();
    const { events } = await eventsWrittenBy(business.id, () => create({ stockQuantity: 12 }));
    expect(typesOf(events)).toEqual(['product.created', 'stock.adjusted']);
    const product = (await call('GET', `/public/products/${events[0]!.data.object.id}`, { key })).body;
    expect(events[0]).toMatchObject({ type: 'product.created', livemode: true, data: { object: product } });
    expect(events[0]!.data.object).toEqual(product);
    const inventory = (await call('GET', `/public/products/${product.id}/inventory`, { key })).body;
    expect(events[1]!.data.object).toEqual({ ...inventory.adjustments[0], livemode: true });
    expect(events[1]!.data.object).toMatchObject({ productId: product.id, delta: 12, reason: 'initial', stockQuantityAfter: 12 });

    const none = await eventsWrittenBy(business.id, () => create({ name: 'Sans stock', stockQuantity: 0 }));
    expect(typesOf(none.events)).toEqual(['product.created']);
  });

  it('a refused create, and the replay of one, write no event', async () => {
    const { business, create } = await shop();
    const refused = await eventsWrittenBy(business.id, async () => expect((await create({ vatPercent: 17 })).status).toBe(400));
    expect(refused.events).toEqual([]);
    await create({ sku: 'CRQ-1' });
    const taken = await eventsWrittenBy(business.id, async () => expect((await create({ sku: 'CRQ-1' })).status).toBe(409));
    expect(taken.events).toEqual([]);

    const first = await eventsWrittenBy(business.id, () => create({ name: 'Once' }, { 'Idempotency-Key': 'events-once' }));
    expect(typesOf(first.events)).toEqual(['product.created']);
    const replay = await eventsWrittenBy(business.id, async () => {
      const again = await create({ name: 'Once' }, { 'Idempotency-Key': 'events-once' });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    });
    expect(replay.events).toEqual([]);
  });

  it('product.updated once per PATCH that changes something, with the PATCH answer; none for a no-op', async () => {
    const { business, key, create } = await shop();
    const product = (await create({ images: ['https://img.example/a.jpg'] })).body;
    const patched = await eventsWrittenBy(business.id, async () => {
      const res = await call('PATCH', `/public/products/${product.id}`, { key, body: { name: 'Craquelin au sucre', sellingPrice: 6.9 } });
      expect(res.status).toBe(200);
    });
    expect(typesOf(patched.events)).toEqual(['product.updated']);
    const read = (await call('GET', `/public/products/${product.id}`, { key })).body;
    expect(patched.events[0]!.data.object).toEqual(read);
    expect(read).toMatchObject({ name: 'Craquelin au sucre', sellingPrice: 6.9 });

    // The same values again (the price as another number, the images in the same order): nothing written, updatedAt kept.
    const same = await eventsWrittenBy(business.id, async () => {
      const res = await call('PATCH', `/public/products/${product.id}`, {
        key,
        body: { name: 'Craquelin au sucre', sellingPrice: 6.90, vatPercent: 6, images: ['https://img.example/a.jpg'], isForSale: true },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(read);
    });
    expect(same.events).toEqual([]);

    const photos = await eventsWrittenBy(business.id, () =>
      call('PATCH', `/public/products/${product.id}`, { key, body: { images: ['https://img.example/b.jpg', 'https://img.example/a.jpg'] } }),
    );
    expect(typesOf(photos.events)).toEqual(['product.updated']);
    expect(photos.events[0]!.data.object.images).toEqual(['https://img.example/b.jpg', 'https://img.example/a.jpg']);

    const bad = await eventsWrittenBy(business.id, async () => {
      expect((await call('PATCH', `/public/products/${product.id}`, { key, body: { vatPercent: 17 } })).status).toBe(400);
    });
    expect(bad.events).toEqual([]);
  });

  it('a rolled-back transaction keeps no event of the change it held', async () => {
    const { business, create } = await shop();
    const product = (await create()).body;
    const db = await getDb();
    const rolledBack = await eventsWrittenBy(business.id, () =>
      db.transaction(async (tx) => {
        await updateProduct(tx, business.id, product.id, { name: 'Never' });
        // Written in the transaction (seen through it), then rolled back with the change.
        expect((await listEvents(tx, business.id, { types: ['product.updated'] }, { limit: 10 })).data).toHaveLength(1);
        throw new Error('roll back');
      }).catch((error: Error) => error.message),
    );
    expect(rolledBack.result).toBe('roll back');
    expect(rolledBack.events).toEqual([]);
  });

  it('stock.adjusted once per adjustment, with the adjustment as POST answers it; none when refused', async () => {
    const { business, key, create } = await shop();
    const product = (await create({ stockQuantity: 5 })).body;
    const adjusted = await eventsWrittenBy(business.id, async () => {
      const res = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -2, reason: 'damaged', note: 'Cassé' } });
      expect(res.status).toBe(201);
      return res;
    });
    expect(typesOf(adjusted.events)).toEqual(['stock.adjusted']);
    const inventory = (await call('GET', `/public/products/${product.id}/inventory`, { key })).body;
    expect(adjusted.events[0]!.data.object).toEqual({ ...inventory.adjustments[0], livemode: true });
    expect(adjusted.events[0]!.data.object).toMatchObject({ productId: product.id, delta: -2, reason: 'damaged', stockQuantityAfter: 3 });

    const refused = await eventsWrittenBy(business.id, async () => {
      const res = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -4, reason: 'sold' } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('insufficient_stock');
    });
    expect(refused.events).toEqual([]);
    // A stock change is not a product.updated, but it moves the product's updatedAt (its stockQuantity changed).
    const after = (await call('GET', `/public/products/${product.id}`, { key })).body;
    expect(after.updatedAt > product.updatedAt).toBe(true);
  });

  it('renaming or deleting a category: product.updated for each of its products, with their new category', async () => {
    const { business, key, create } = await shop();
    const db = await getDb();
    const category = await createCategory(db, business.id, { name: 'Viennoiseries' });
    const a = (await create({ name: 'Croissant', categoryId: category.id })).body;
    const b = (await create({ name: 'Pain au chocolat', categoryId: category.id })).body;
    await create({ name: 'Baguette' });

    const renamed = await eventsWrittenBy(business.id, () => updateCategory(db, business.id, category.id, { name: 'Viennoiserie' }));
    expect(typesOf(renamed.events)).toEqual(['product.updated', 'product.updated']);
    expect(renamed.events.map((event) => event.data.object.id).sort()).toEqual([a.id, b.id].sort());
    expect(renamed.events[0]!.data.object.category).toEqual({ id: category.id, name: 'Viennoiserie' });
    const listed = (await call('GET', `/public/products?categoryId=${category.id}`, { key })).body.data;
    expect(renamed.events.map((event) => event.data.object).sort((x, y) => String(x.id).localeCompare(String(y.id)))).toEqual(listed);

    const slugOnly = await eventsWrittenBy(business.id, () => updateCategory(db, business.id, category.id, { slug: 'viennoiserie' }));
    expect(slugOnly.events).toEqual([]);

    const deleted = await eventsWrittenBy(business.id, () => deleteCategory(db, business.id, category.id));
    expect(typesOf(deleted.events)).toEqual(['product.updated', 'product.updated']);
    expect(deleted.events[0]!.data.object).toMatchObject({ categoryId: null, category: null });
  });
});

describe('GET /public/products?updatedSince', () => {
  it('lists only products changed after the instant, at the precision the API shows', async () => {
    const { key, create } = await shop();
    const old = (await create({ name: 'Ancien', stockQuantity: 3 })).body;
    const fresh = (await create({ name: 'Nouveau' })).body;
    const since = (query: string) => call('GET', `/public/products?updatedSince=${encodeURIComponent(query)}`, { key });

    const afterOld = await since(old.updatedAt);
    expect(afterOld.status).toBe(200);
    expect(afterOld.body.data.map((p: { id: string }) => p.id)).toEqual(fresh.updatedAt > old.updatedAt ? [fresh.id] : []);
    expect((await since(fresh.updatedAt)).body.data).toEqual([]);
    expect((await since('2000-01-01T00:00:00+02:00')).body.data).toHaveLength(2);

    // A stock change and a PATCH bring a product back; combined with another filter (another prepared shape).
    await call('POST', `/public/products/${old.id}/inventory`, { key, body: { delta: 1 } });
    expect((await since(fresh.updatedAt)).body.data.map((p: { id: string }) => p.id)).toEqual([old.id]);
    const patched = (await call('PATCH', `/public/products/${fresh.id}`, { key, body: { isForSale: false } })).body;
    const both = await call('GET', `/public/products?isForSale=false&updatedSince=${encodeURIComponent(fresh.updatedAt)}`, { key });
    expect(both.body.data.map((p: { id: string }) => p.id)).toEqual([fresh.id]);
    expect((await since(patched.updatedAt)).body.data).toEqual([]);
  });

  it.each([
    ['not a date', 'yesterday'],
    ['a date without time', '2026-11-20'],
    ['no offset', '2026-11-20T08:00:00'],
    ['an absurd year', '99999-01-01T00:00:00Z'],
    ['a year out of range', '3000-01-01T00:00:00Z'],
    ['a NUL byte', '2026-11-20T08:00:00Z\u0000'],
    ['empty', ''],
  ])('400 validation_failed for %s', async (_what, value) => {
    const { key } = await shop();
    const res = await call('GET', `/public/products?updatedSince=${encodeURIComponent(value)}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'updatedSince' }] });
  });
});
