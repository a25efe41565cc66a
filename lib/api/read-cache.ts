// The public API's answers about a business's catalog (products and categories: what routes declaring
// `cache: 'catalog'` read), kept per process as the JSON text sent, for as long as PostgreSQL can tell the
// process when to forget them (lib/db/notified-cache.ts). Triggers announce a change to a business's products
// or categories as 'catalog:<business id>' on channel vitrine_reads (migration 0018), and one to the business
// row as 'business:<id>' on vitrine_auth (0009): an answer depends on both. A write made by this process is
// seen by every request after it at once; one made elsewhere (another node, the CLI, psql) once its
// notification arrives, normally well under a millisecond after the commit. Authentication, rate limit and
// scope are checked on every request before the cache is consulted; the cache only replaces the read.
import type pg from 'pg';
import { config } from '../config';
import type { Db } from '../db/client';
import { NotifiedCache, cacheOfPool } from '../db/notified-cache';
import { registryKey } from '../runtime/process-registry';

export type ReadTopic = 'catalog';

export type ReadCacheOptions = { maxBytes?: number; ttlMs?: number };

export class ReadCache {
  readonly store: NotifiedCache<string>;

  constructor(pool: pg.Pool, options: ReadCacheOptions = {}) {
    this.store = new NotifiedCache<string>(pool, {
      name: 'read cache',
      channels: ['vitrine_reads', 'vitrine_auth'],
      kinds: ['catalog', 'business'],
      maxEntries: 20_000,
      maxBytes: options.maxBytes ?? config.apiReadCacheMb * 1024 * 1024,
      // A JavaScript string of n UTF-16 units takes about 2n bytes, plus its entry.
      size: (text) => 2 * text.length + 200,
      ttlMs: options.ttlMs ?? 60_000,
    });
  }

  /**
   * The answer kept for `key`, or the one `produce` makes (kept unless a change it may have missed was
   * announced meanwhile).
   */
  async answer(key: string, businessId: string, topic: ReadTopic, produce: () => Promise<string>): Promise<string> {
    const kept = this.store.get(key);
    if (kept !== undefined) return kept;
    const mark = this.store.mark();
    const text = await produce();
    this.store.set(key, text, [`${topic}:${businessId}`, `business:${businessId}`], mark);
    return text;
  }
}

const READ_CACHES = registryKey<WeakMap<object, ReadCache | null>>('readCaches');

/** The process's read cache of a database handle (one per pool); none for a transaction, nor when API_READ_CACHE_MB is 0. */
export const readCacheOf = (db: Db): ReadCache | null =>
  cacheOfPool(READ_CACHES, db, (pool) => (config.apiReadCacheMb > 0 ? new ReadCache(pool) : null));
