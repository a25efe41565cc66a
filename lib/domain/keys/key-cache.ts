// Successful API key lookups, kept per process (by the secret's hash, never the secret) for as long as
// PostgreSQL can tell the process when to forget them (lib/db/notified-cache.ts: the listener, the notices of
// this process's own changes, and why no stale answer outlives the notification that made it stale).
//
// Triggers (migration 0009) announce any change to a key or a business, whoever makes it, as
// 'key:<id>' | 'business:<id>' | '*' on channel vitrine_auth. So the code that revokes a key, and every
// request after it in this process, see it; other processes and nodes see it once the notification reaches
// them (normally well under a millisecond after the commit).
import type pg from 'pg';
import type { Db } from '../../db/client';
import { NotifiedCache, cacheOfPool } from '../../db/notified-cache';
import { registryKey } from '../../runtime/process-registry';
import { SharedFlights } from '../shared/flights';
import { type ActiveKey, type AuthenticatedKey, findActiveKey, hashSecret, looksLikeApiKey, recordUse } from './key-lookup';

export type KeyCacheOptions = {
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  /** Safety net: an entry older than this is read again even without a notification. */
  ttlMs?: number;
  /** The database lookup (tests replace it to stage races). */
  lookup?: (db: Db, secretHash: string) => Promise<ActiveKey | null>;
};

type Entry = { auth: AuthenticatedKey; lastUsedAt: Date | null };

export class KeyCache {
  /** Counters for tests and diagnostics: answers from the cache, database lookups, invalidations received. */
  get stats(): { hits: number; lookups: number; invalidations: number } {
    return { hits: this.cache.stats.hits, lookups: this.lookups, invalidations: this.cache.stats.invalidations };
  }
  private lookups = 0;
  private readonly lookup: (db: Db, secretHash: string) => Promise<ActiveKey | null>;
  private readonly cache: NotifiedCache<Entry>;
  private readonly flights = new SharedFlights<AuthenticatedKey | null>();

  constructor(
    private readonly db: Db,
    pool: pg.Pool,
    options: KeyCacheOptions = {},
  ) {
    this.lookup = options.lookup ?? findActiveKey;
    this.cache = new NotifiedCache<Entry>(pool, {
      name: 'key cache',
      channels: ['vitrine_auth'],
      kinds: ['key', 'business'],
      maxEntries: options.maxEntries,
      ttlMs: options.ttlMs,
    });
  }

  /** The active key with this secret and its business, or null: from the cache when it may answer. */
  async authenticate(secret: string): Promise<AuthenticatedKey | null> {
    if (!looksLikeApiKey(secret)) return null;
    const hash = hashSecret(secret);
    const entry = this.cache.get(hash);
    if (entry) {
      entry.lastUsedAt = recordUse(this.db, entry.auth.keyId, entry.lastUsedAt);
      return entry.auth;
    }
    return this.flights.run(hash, () => this.load(hash));
  }

  private async load(hash: string): Promise<AuthenticatedKey | null> {
    const mark = this.cache.mark();
    this.lookups += 1;
    const found = await this.lookup(this.db, hash);
    if (!found) return null;
    // Last use is recorded here and on hits, so at most once a minute per key and process: the trigger
    // ignores that column, so the write invalidates nothing.
    const lastUsedAt = recordUse(this.db, found.auth.keyId, found.lastUsedAt);
    const targets = [`key:${found.auth.keyId}`, `business:${found.auth.business.id}`];
    this.cache.set(hash, { auth: found.auth, lastUsedAt }, targets, mark);
    return found.auth;
  }

  /** Stops listening and empties the cache for good (every lookup reads the database). */
  close(): Promise<void> {
    return this.cache.close();
  }

  // For tests and diagnostics.

  /** Whether the cache answers and stores now (its listener listens). */
  get isListening(): boolean {
    return this.cache.isListening;
  }

  /** The listener's backend process id, while it listens. */
  get listenerPid(): number | null {
    return this.cache.listenerPid;
  }

  /** Whether an answer for this secret is kept. */
  holds(secret: string): boolean {
    return this.cache.holds(hashSecret(secret));
  }

  /** Resolves on the next invalidation of `target` ('key:<id>', 'business:<id>'), or of everything. */
  nextInvalidation(target: string): Promise<void> {
    return this.cache.nextInvalidation(target);
  }

  /** Resolves once the listener listens (true, starting it if need be) or does not (false). */
  whenListening(listening = true): Promise<void> {
    return this.cache.whenListening(listening);
  }

  /** Keeps the listener from reconnecting until the returned function is called. */
  holdReconnect(): () => void {
    return this.cache.holdReconnect();
  }
}

const KEY_CACHES = registryKey<WeakMap<object, KeyCache | null>>('keyCaches');

/** The process's key cache of a database handle (one per pool; none for a transaction). */
export const keyCacheOf = (db: Db): KeyCache | null => cacheOfPool(KEY_CACHES, db, (pool) => new KeyCache(db, pool));
