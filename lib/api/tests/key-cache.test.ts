// The API key cache (lib/domain/keys/key-cache.ts) through the real route handlers: answers from memory when
// steady; forgets a key or a business that PostgreSQL says changed (a change made by this process at once,
// one made on another connection once its notification is delivered); reads the database while its listener
// is down; stores nothing that a notification overtook; and two caches ("nodes") both hear a change.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '../../db/client';
import * as schema from '../../db/schema';
import { setBusinessPlan } from '../../domain/businesses/businesses';
import { deleteApiKey, revokeApiKey } from '../../domain/keys/api-keys';
import { KeyCache, type KeyCacheOptions, keyCacheOf } from '../../domain/keys/key-cache';
import { findActiveKey } from '../../domain/keys/key-lookup';
import { call, setup } from '../../testing/api';

let cache: KeyCache;
/** Another connection, as psql (or the CLI, or another node) would be. */
let psql: pg.Client;

beforeAll(async () => {
  cache = keyCacheOf(await getDb())!;
  await cache.whenListening();
  psql = new pg.Client(process.env.DATABASE_URL);
  await psql.connect();
});

afterAll(async () => {
  await psql.end();
});

/** Uses a key until the cache keeps its answer (a notification about anything else may delay that once). */
async function warm(key: string, path = '/public/products') {
  for (let attempt = 0; attempt < 10 && !cache.holds(key); attempt++) {
    expect((await call('GET', path, { key })).status).toBe(200);
  }
  expect(cache.holds(key)).toBe(true);
}

/** Another process's cache: its own pool and database handle. */
async function otherNode(options?: KeyCacheOptions) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const node = new KeyCache(db, pool, options);
  await node.whenListening();
  return {
    node,
    db,
    close: async () => {
      await node.close();
      await pool.end();
    },
  };
}

describe('API key cache', () => {
  it('answers a steady key from memory: no database lookup after the first', async () => {
    const { key } = await setup(['products:read']);
    await warm(key);
    const before = { ...cache.stats };
    for (let i = 0; i < 5; i++) expect((await call('GET', '/public/products', { key })).status).toBe(200);
    expect(cache.stats.lookups - before.lookups).toBe(0);
    expect(cache.stats.hits - before.hits).toBe(5);
  });

  it('refuses a key revoked or deleted by this process on the very next request', async () => {
    const { business, key, keyId } = await setup(['products:read']);
    await warm(key);
    await revokeApiKey(await getDb(), keyId);
    expect(cache.holds(key)).toBe(false);
    const res = await call('GET', '/public/products', { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_api_key');

    const second = await setup(['products:read'], { name: 'Second' });
    await warm(second.key);
    await deleteApiKey(await getDb(), second.keyId, [second.business.id, business.id]);
    expect((await call('GET', '/public/products', { key: second.key })).status).toBe(401);
  });

  it('refuses a key revoked or deleted by raw SQL on another connection once the notification is delivered', async () => {
    const { key, keyId } = await setup(['products:read']);
    await warm(key);
    const revoked = cache.nextInvalidation(`key:${keyId}`);
    await psql.query('update api_keys set revoked_at = now() where id = $1', [keyId]);
    await revoked;
    expect(cache.holds(key)).toBe(false);
    expect((await call('GET', '/public/products', { key })).status).toBe(401);

    const other = await setup(['products:read']);
    await warm(other.key);
    const deleted = cache.nextInvalidation(`key:${other.keyId}`);
    await psql.query('delete from api_keys where id = $1', [other.keyId]);
    await deleted;
    expect((await call('GET', '/public/products', { key: other.key })).status).toBe(401);
  });

  it('forgets nothing when only the last use of a key is recorded', async () => {
    const { key, keyId } = await setup(['products:read']);
    const witness = await setup(['products:read']);
    await warm(key);
    await psql.query('update api_keys set last_used_at = now() where id = $1', [keyId]);
    // Notifications arrive in commit order: once the witness's is here, one about the key would have been.
    const delivered = cache.nextInvalidation(`key:${witness.keyId}`);
    await psql.query(`update api_keys set name = 'Witness' where id = $1`, [witness.keyId]);
    await delivered;
    expect(cache.holds(key)).toBe(true);
  });

  it('answers 403 entitlement_required on the next request once the plan is basic, and 200 once it is back', async () => {
    const { business, key } = await setup(['site:read']);
    await warm(key, '/public/site');
    const changed = cache.nextInvalidation(`business:${business.id}`);
    await psql.query(`update businesses set plan = 'basic' where id = $1`, [business.id]);
    await changed;
    const res = await call('GET', '/public/site', { key });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('entitlement_required');

    await setBusinessPlan(await getDb(), business.id, 'shop'); // through this process: no wait
    expect((await call('GET', '/public/site', { key })).status).toBe(200);
    await setBusinessPlan(await getDb(), business.id, 'basic');
    expect((await call('GET', '/public/site', { key })).status).toBe(403);
  });

  it('reads the database on every request while its listener is down, and still sees a revoke at once', async () => {
    const { key, keyId } = await setup(['products:read']);
    await warm(key);
    const resume = cache.holdReconnect();
    try {
      const down = cache.whenListening(false);
      await psql.query('select pg_terminate_backend($1)', [cache.listenerPid]);
      await down;
      expect(cache.holds(key)).toBe(false);
      const before = cache.stats.lookups;
      for (let i = 0; i < 3; i++) expect((await call('GET', '/public/products', { key })).status).toBe(200);
      expect(cache.stats.lookups - before).toBe(3);
      expect(cache.holds(key)).toBe(false);
      await psql.query('update api_keys set revoked_at = now() where id = $1', [keyId]); // nobody hears it
      expect((await call('GET', '/public/products', { key })).status).toBe(401);
    } finally {
      resume();
    }
    await cache.whenListening();
    const other = await setup(['products:read']);
    await warm(other.key);
    const before = cache.stats.lookups;
    expect((await call('GET', '/public/products', { key: other.key })).status).toBe(200);
    expect(cache.stats.lookups).toBe(before);
  });

  it('stores nothing from a lookup that a notification overtook', async () => {
    const { key, keyId } = await setup(['products:read']);
    let stage: (() => Promise<void>) | null = null;
    const { node, close } = await otherNode({
      // The real lookup, then (once) a revoke committed and delivered before its answer is handled.
      lookup: async (db, hash) => {
        const found = await findActiveKey(db, hash);
        const run = stage;
        stage = null;
        await run?.();
        return found;
      },
    });
    try {
      stage = async () => {
        const delivered = node.nextInvalidation(`key:${keyId}`);
        await psql.query('update api_keys set revoked_at = now() where id = $1', [keyId]);
        await delivered;
      };
      expect(await node.authenticate(key)).not.toBeNull(); // read before the revoke
      expect(node.holds(key)).toBe(false);
      expect(await node.authenticate(key)).toBeNull();
    } finally {
      await close();
    }
  });

  it('keeps at most maxEntries answers, and none past their ttl', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => setup(['products:read'])));
    const small = await otherNode({ maxEntries: 2 });
    const brief = await otherNode({ ttlMs: 0 });
    try {
      for (const { key } of keys) expect(await small.node.authenticate(key)).not.toBeNull();
      expect(keys.map(({ key }) => small.node.holds(key))).toEqual([false, true, true]);
      await brief.node.authenticate(keys[0]!.key);
      await brief.node.authenticate(keys[0]!.key);
      expect(brief.node.stats).toMatchObject({ hits: 0, lookups: 2 });
    } finally {
      await small.close();
      await brief.close();
    }
  });

  it('two nodes: a key revoked through one is refused by both on the next request', async () => {
    const b = await otherNode();
    try {
      for (const via of ['a', 'b'] as const) {
        const { key, keyId } = await setup(['products:read']);
        await warm(key);
        expect(await b.node.authenticate(key)).not.toBeNull();
        expect(b.node.holds(key)).toBe(true);
        const heardByA = cache.nextInvalidation(`key:${keyId}`);
        const heardByB = b.node.nextInvalidation(`key:${keyId}`);
        await revokeApiKey(via === 'a' ? await getDb() : b.db, keyId);
        // The node that made the change refuses at once; the other once the notification reaches it.
        if (via === 'a') expect((await call('GET', '/public/products', { key })).status).toBe(401);
        else expect(await b.node.authenticate(key)).toBeNull();
        await Promise.all([heardByA, heardByB]);
        expect((await call('GET', '/public/products', { key })).status).toBe(401);
        expect(await b.node.authenticate(key)).toBeNull();
      }
    } finally {
      await b.close();
    }
  });
});
