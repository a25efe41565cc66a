// The API's read cache of catalog answers (lib/api/read-cache.ts) through the real route handlers: steady reads
// are answered from memory; every change to a business's products, categories or business row is seen by the
// next request (made through this process: at once; through another connection, the CLI or another node: once
// its notification is delivered); nothing is answered while the listener is down; nothing is stored that a
// notification overtook; authentication and scope still decide every request; one business never gets
// another's answer; and the memory it takes is bounded.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '../../db/client';
import * as schema from '../../db/schema';
import { updateBusinessDetails } from '../../domain/businesses/businesses';
import { createCategory, updateCategory } from '../../domain/catalog/products';
import { revokeApiKey } from '../../domain/keys/api-keys';
import { ReadCache, readCacheOf } from '../read-cache';
import { call, makeKey, setup } from '../../testing/api';

let cache: ReadCache;
/** Another connection, as psql (or the CLI, or another node) would be. */
let psql: pg.Client;

beforeAll(async () => {
  cache = readCacheOf(await getDb())!;
  await cache.store.whenListening();
  psql = new pg.Client(process.env.DATABASE_URL);
  await psql.connect();
});

afterAll(async () => {
  await psql.end();
});

/** A business with a key and two products, read once so that its reads are kept. */
async function shop(scopes = ['products:read', 'products:write', 'inventory:write']) {
  const { business, key, keyId } = await setup(scopes);
  const ids: string[] = [];
  for (const name of ['Pain', 'Croissant']) {
    const created = await call('POST', '/public/products', { key, body: { name, sellingPrice: 2, vatPercent: 6, stockQuantity: 5 } });
    expect(created.status).toBe(201);
    ids.push(created.body.id);
  }
  return { business, key, keyId, ids };
}

/** Reads until the answer is kept (a notification about anything else may delay that once or twice). */
async function warm(key: string, path: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = cache.store.stats.hits;
    const res = await call('GET', path, { key });
    expect(res.status).toBe(200);
    if (cache.store.stats.hits > before) return res;
  }
  throw new Error(`${path} is never answered from the cache`);
}

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((p) => p.name);

describe('API read cache', () => {
  it('answers steady reads from memory, byte for byte what the database gives', async () => {
    const { key, ids } = await shop();
    const paths = ['/public/products', '/public/products?limit=1', `/public/products/${ids[0]}`, '/public/categories'];
    const fresh = [];
    for (const path of paths) fresh.push(await call('GET', path, { key }));
    for (const path of paths) await warm(key, path);
    const before = cache.store.stats.hits;
    for (const [i, path] of paths.entries()) {
      const res = await call('GET', path, { key });
      expect(res.status).toBe(200);
      expect(res.text).toBe(fresh[i]!.text);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('x-request-id')).not.toBe(fresh[i]!.headers.get('x-request-id'));
    }
    expect(cache.store.stats.hits - before).toBe(paths.length);
    // The same request spelled differently (a default written out) is the same answer.
    const spelled = await call('GET', '/public/products?limit=20', { key });
    expect(spelled.text).toBe(fresh[0]!.text);
    expect(cache.store.stats.hits - before).toBe(paths.length + 1);
  });

  it('a write through the API is seen by the very next read', async () => {
    const { key, ids } = await shop();
    await warm(key, '/public/products');
    await warm(key, `/public/products/${ids[0]}`);
    expect((await call('PATCH', `/public/products/${ids[0]}`, { key, body: { name: 'Pain au levain' } })).status).toBe(200);
    expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain au levain', 'Croissant']);
    expect((await call('GET', `/public/products/${ids[0]}`, { key })).body.name).toBe('Pain au levain');

    await warm(key, `/public/products/${ids[1]}`);
    expect((await call('POST', `/public/products/${ids[1]}/inventory`, { key, body: { delta: -2 } })).status).toBe(201);
    expect((await call('GET', `/public/products/${ids[1]}`, { key })).body.stockQuantity).toBe(3);

    await warm(key, '/public/products');
    const created = await call('POST', '/public/products', { key, body: { name: 'Brioche', sellingPrice: 3 } });
    expect(created.status).toBe(201);
    expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain au levain', 'Croissant', 'Brioche']);
  });

  it("a change of a category's name or of the business row (the dashboard's) is seen at once", async () => {
    const { business, key, ids } = await shop();
    const db = await getDb();
    const category = await createCategory(db, business.id, { name: 'Pains' });
    expect((await call('PATCH', `/public/products/${ids[0]}`, { key, body: { categoryId: category.id } })).status).toBe(200);
    await warm(key, `/public/products/${ids[0]}`);
    await warm(key, '/public/categories');
    await updateCategory(db, business.id, category.id, { name: 'Pains au levain' });
    expect((await call('GET', `/public/products/${ids[0]}`, { key })).body.category.name).toBe('Pains au levain');
    expect((await call('GET', '/public/categories', { key })).body.data[0]).toMatchObject({ name: 'Pains au levain', productCount: 1 });

    const kept = cache.store.usage.entries;
    await warm(key, '/public/products');
    await updateBusinessDetails(db, business.id, { name: 'Boulangerie Renommée' });
    // The business row changed: its answers are gone (its currency, plan or mode could have).
    expect(cache.store.usage.entries).toBeLessThanOrEqual(kept);
    const before = cache.store.stats.hits;
    expect((await call('GET', '/public/products', { key })).status).toBe(200);
    expect(cache.store.stats.hits).toBe(before);
  });

  it('a change made on another connection is seen once its notification is delivered, not before the commit', async () => {
    const { business, key, ids } = await shop();
    await warm(key, '/public/products');
    await psql.query('begin');
    await psql.query("update products set name = 'Pain de seigle' where id = $1", [ids[0]]);
    // Not committed: the answer kept is still the truth.
    expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain', 'Croissant']);
    const delivered = cache.store.nextInvalidation(`catalog:${business.id}`);
    await psql.query('commit');
    await delivered;
    expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain de seigle', 'Croissant']);

    // A rolled-back change announces nothing and changes nothing.
    await warm(key, '/public/products');
    await psql.query('begin');
    await psql.query("update products set name = 'Jamais' where id = $1", [ids[0]]);
    await psql.query('rollback');
    expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain de seigle', 'Croissant']);

    // A deleted product is gone from the list and by id.
    await warm(key, `/public/products/${ids[1]}`);
    const deleted = cache.store.nextInvalidation(`catalog:${business.id}`);
    await psql.query('delete from products where id = $1', [ids[1]]);
    await deleted;
    expect((await call('GET', `/public/products/${ids[1]}`, { key })).status).toBe(404);
  });

  it('still authenticates and checks the scope of every request', async () => {
    const { business, key, keyId } = await shop();
    await warm(key, '/public/products');
    const orders = await makeKey(business.id, ['orders:read']);
    expect((await call('GET', '/public/products', { key: orders.key })).status).toBe(403);
    expect((await call('GET', '/public/products')).status).toBe(401);
    await revokeApiKey(await getDb(), keyId);
    expect((await call('GET', '/public/products', { key })).status).toBe(401);
  });

  it("never answers one business, or one mode, with another's answer", async () => {
    const a = await shop();
    const b = await shop();
    await psql.query("update products set name = 'Seulement B' where id = $1", [b.ids[0]]);
    await warm(a.key, '/public/products');
    expect(names(await call('GET', '/public/products', { key: b.key }))).toEqual(['Seulement B', 'Croissant']);
    expect((await call('GET', `/public/products/${b.ids[0]}`, { key: a.key })).status).toBe(404);
    const sandbox = await makeKey(a.business.id, ['products:read'], 'test');
    const test = await call('GET', '/public/products', { key: sandbox.key });
    expect(test.body.data).toEqual([]);
    expect((await call('GET', '/public/products', { key: a.key })).body.data.every((p: { livemode: boolean }) => p.livemode)).toBe(true);
  });

  it('keeps no refusal: bad input and unknown ids are answered afresh every time', async () => {
    const { key } = await shop();
    const { entries } = cache.store.usage;
    for (let i = 0; i < 2; i++) {
      expect((await call('GET', '/public/products?limit=0', { key })).status).toBe(400);
      expect((await call('GET', '/public/products?limit=1e400', { key })).status).toBe(400);
      expect((await call('GET', '/public/products?q=pain%00', { key })).status).toBe(400);
      expect((await call('GET', '/public/products?cursor=djE6cHJvZF8wMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA%00', { key })).status).toBe(400);
      expect((await call('GET', '/public/products/prod_00000000000000000000000000', { key })).status).toBe(404);
    }
    expect(cache.store.usage.entries).toBe(entries);
  });

  it('answers nothing from memory while its listener is down', async () => {
    const { business, key } = await shop();
    await warm(key, '/public/products');
    const resume = cache.store.holdReconnect();
    try {
      const down = cache.store.whenListening(false);
      await psql.query('select pg_terminate_backend($1)', [cache.store.listenerPid]);
      await down;
      expect(cache.store.usage.entries).toBe(0);
      // Unheard, yet seen: every read goes to the database.
      await psql.query("update products set name = 'Pain bis' where business_id = $1 and name = 'Pain'", [business.id]);
      const before = cache.store.stats.hits;
      expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain bis', 'Croissant']);
      expect(names(await call('GET', '/public/products', { key }))).toEqual(['Pain bis', 'Croissant']);
      expect(cache.store.stats.hits).toBe(before);
    } finally {
      resume();
    }
    await cache.store.whenListening();
    await warm(key, '/public/products');
  });

  it('stores nothing from a read that a notification overtook', async () => {
    const { business, ids } = await shop();
    const delivered = cache.store.nextInvalidation(`catalog:${business.id}`);
    const answer = await cache.answer(`test ${business.id}`, business.id, 'catalog', async () => {
      await psql.query("update products set name = 'Plus tard' where id = $1", [ids[0]]);
      await delivered;
      return 'read before the change';
    });
    expect(answer).toBe('read before the change');
    expect(cache.store.holds(`test ${business.id}`)).toBe(false);
  });

  it('keeps at most maxBytes, the least recently used going first', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const small = new ReadCache(pool, { maxBytes: 3 * (2 * 1000 + 200) });
    try {
      await small.store.whenListening();
      const text = 'x'.repeat(1000);
      for (const key of ['a', 'b', 'c', 'd']) await small.answer(key, 'biz_x', 'catalog', async () => text);
      expect(['a', 'b', 'c', 'd'].map((key) => small.store.holds(key))).toEqual([false, true, true, true]);
      expect(small.store.usage.bytes).toBeLessThanOrEqual(3 * 2200);
      await small.answer('huge', 'biz_x', 'catalog', async () => 'y'.repeat(10_000));
      expect(small.store.holds('huge')).toBe(false);
    } finally {
      await small.store.close();
      await pool.end();
    }
  });

  it('two nodes: a change made through one is seen by the other once delivered', async () => {
    const { business, key, ids } = await shop();
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    const other = new ReadCache(pool);
    const otherDb = drizzle({ client: pool, schema }) as unknown as Db;
    try {
      await other.store.whenListening();
      const read = () =>
        other.answer('list', business.id, 'catalog', async () => JSON.stringify((await otherDb.select().from(schema.products).where(eq(schema.products.id, ids[0]!)))[0]!.name));
      expect(await read()).toBe('"Pain"');
      expect(await read()).toBe('"Pain"');
      expect(other.store.stats.hits).toBe(1);
      const heard = other.store.nextInvalidation(`catalog:${business.id}`);
      expect((await call('PATCH', `/public/products/${ids[0]}`, { key, body: { name: 'Pain complet' } })).status).toBe(200);
      await heard;
      expect(await read()).toBe('"Pain complet"');
    } finally {
      await other.store.close();
      await pool.end();
    }
  });
});
