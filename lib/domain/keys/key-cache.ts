// Successful API key lookups, kept per process (by the secret's hash, never the secret) for as long as
// PostgreSQL can tell the process when to forget them.
//
// Triggers (migration 0009) announce any change to a key or a business, whoever makes it, as
// 'key:<id>' | 'business:<id>' | '*': by pg_notify on channel vitrine_auth, delivered at commit to every
// session that LISTENs, and by a notice to the writing session at once. Each cache keeps one dedicated
// connection (not from the pool) LISTENing, with a heartbeat; it answers and stores only while that
// connection listens, and is emptied whenever it is lost (every lookup then reads the database until the
// listener is back, reconnecting with backoff).
//
// No stale answer outlives the delivery of the notification that made it stale:
// - an invalidation drops the entries of its key or business and moves `epoch` (so does every change of the
//   listener's state);
// - a lookup stores its answer only if `epoch` did not move while it ran: a notification received meanwhile
//   may be about a commit that its query did not see. An answer that arrives before the notification of a
//   commit it missed is stored, and then dropped by that notification.
// Changes made through this process's pool need no delivery at all: from the notice on, their key or
// business is neither answered from the cache nor stored, until the session goes back to the pool (its
// transaction over), when its entries are dropped once more. So the code that made a change, and every
// request after it in this process, see it; other processes and nodes see it once the notification
// reaches them (normally well under a millisecond after the commit).
import pg from 'pg';
import type { Db } from '../../db/client';
import { getOrCreate, registryKey } from '../../runtime/process-registry';
import { SharedFlights } from '../shared/flights';
import { type ActiveKey, type AuthenticatedKey, findActiveKey, hashSecret, looksLikeApiKey, recordUse } from './key-lookup';

const AUTH_CHANNEL = 'vitrine_auth';
const NOTICE_PREFIX = `${AUTH_CHANNEL} `;
const TARGET = /^(key|business):/;

export type KeyCacheOptions = {
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  /** Safety net: an entry older than this is read again even without a notification. */
  ttlMs?: number;
  /** The database lookup (tests replace it to stage races). */
  lookup?: (db: Db, secretHash: string) => Promise<ActiveKey | null>;
};

type Entry = { auth: AuthenticatedKey; lastUsedAt: Date | null; storedAt: number };
type CacheEvent = { kind: 'invalidation'; target: string } | { kind: 'listening' };

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** A listener that does not answer a ping in time counts as lost (a half-open connection hears nothing). */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export class KeyCache {
  /** Counters for tests and diagnostics: answers from the cache, database lookups, invalidations received. */
  readonly stats = { hits: 0, lookups: 0, invalidations: 0 };
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly lookup: (db: Db, secretHash: string) => Promise<ActiveKey | null>;
  /** By secret hash, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  /** Secret hashes by invalidation target ('key:<id>', 'business:<id>'). */
  private readonly byTarget = new Map<string, Set<string>>();
  private readonly flights = new SharedFlights<AuthenticatedKey | null>();
  /** Pool sessions heard from, with the targets they changed in their current transaction. */
  private readonly sessions = new WeakMap<pg.PoolClient, Set<string>>();
  /** Targets being changed by sessions of this pool: how many sessions change each. */
  private readonly changing = new Map<string, number>();
  private readonly waiters = new Set<(event: CacheEvent) => boolean>();
  private epoch = 0;
  private listener: pg.Client | null = null;
  private listening = false;
  private pid: number | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectHeld = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool,
    options: KeyCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.lookup = options.lookup ?? findActiveKey;
    pool.on('acquire', this.onAcquire);
    pool.on('release', this.onRelease);
    pool.on('remove', this.onRemove);
  }

  /** The active key with this secret and its business, or null: from the cache when it may answer. */
  async authenticate(secret: string): Promise<AuthenticatedKey | null> {
    if (!looksLikeApiKey(secret)) return null;
    const hash = hashSecret(secret);
    this.listen();
    const entry = this.listening ? this.entries.get(hash) : undefined;
    if (entry && Date.now() - entry.storedAt < this.ttlMs) {
      this.stats.hits += 1;
      this.entries.delete(hash);
      this.entries.set(hash, entry);
      entry.lastUsedAt = recordUse(this.db, entry.auth.keyId, entry.lastUsedAt);
      return entry.auth;
    }
    if (entry) this.drop(hash);
    return this.flights.run(hash, () => this.load(hash));
  }

  private async load(hash: string): Promise<AuthenticatedKey | null> {
    const epoch = this.epoch;
    const startedAt = Date.now();
    this.stats.lookups += 1;
    const found = await this.lookup(this.db, hash);
    if (!found) return null;
    // Last use is recorded here and on hits, so at most once a minute per key and process: the trigger
    // ignores that column, so the write invalidates nothing.
    const lastUsedAt = recordUse(this.db, found.auth.keyId, found.lastUsedAt);
    // Listening now and `epoch` unmoved: the listener listened all along and no notification came meanwhile.
    if (this.listening && this.epoch === epoch) this.store(hash, { auth: found.auth, lastUsedAt, storedAt: startedAt });
    return found.auth;
  }

  private store(hash: string, entry: Entry) {
    const targets = [`key:${entry.auth.keyId}`, `business:${entry.auth.business.id}`];
    if (this.changing.has('*') || targets.some((target) => this.changing.has(target))) return;
    this.drop(hash);
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value!);
    this.entries.set(hash, entry);
    for (const target of targets) {
      let hashes = this.byTarget.get(target);
      if (!hashes) this.byTarget.set(target, (hashes = new Set()));
      hashes.add(hash);
    }
  }

  private drop(hash: string) {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    for (const target of [`key:${entry.auth.keyId}`, `business:${entry.auth.business.id}`]) {
      const hashes = this.byTarget.get(target);
      hashes?.delete(hash);
      if (hashes?.size === 0) this.byTarget.delete(target);
    }
  }

  private clear() {
    this.entries.clear();
    this.byTarget.clear();
  }

  private invalidate(target: string) {
    this.epoch += 1;
    this.stats.invalidations += 1;
    if (TARGET.test(target)) for (const hash of [...(this.byTarget.get(target) ?? [])]) this.drop(hash);
    else this.clear(); // '*' (a TRUNCATE), or a payload this version does not know
    this.emit({ kind: 'invalidation', target });
  }

  private readonly onNotification = (message: pg.Notification) => {
    if (message.channel === AUTH_CHANNEL && !this.closed) this.invalidate(message.payload || '*');
  };

  /** Hears the notices of a pool session from its next checkout on (before the borrower's first query). */
  private readonly onAcquire = (client: pg.PoolClient) => {
    if (this.closed || this.sessions.has(client)) return;
    const changed = new Set<string>();
    this.sessions.set(client, changed);
    client.on('notice', (notice) => {
      const target = notice.message?.startsWith(NOTICE_PREFIX) ? notice.message.slice(NOTICE_PREFIX.length) : null;
      if (!target || this.closed) return;
      const normalized = TARGET.test(target) ? target : '*';
      if (!changed.has(normalized)) {
        changed.add(normalized);
        this.changing.set(normalized, (this.changing.get(normalized) ?? 0) + 1);
      }
      this.invalidate(normalized);
    });
  };

  /** The session's transaction is over (committed or not): its targets are read afresh from now on. */
  private readonly onRelease = (_error: Error | undefined, client: pg.PoolClient) => {
    if (this.closed) return;
    const changed = this.sessions.get(client);
    if (!changed) {
      // In use since before this cache was made: it may have changed anything, unheard.
      this.invalidate('*');
      return;
    }
    for (const target of changed) {
      const sessions = this.changing.get(target)! - 1;
      if (sessions === 0) this.changing.delete(target);
      else this.changing.set(target, sessions);
      this.invalidate(target);
    }
    changed.clear();
  };

  /** The pool closes its connections when it ends: so does the cache. */
  private readonly onRemove = () => {
    if (this.pool.ending) void this.close();
  };

  private setListening(listening: boolean) {
    if (this.listening === listening) return;
    this.listening = listening;
    this.epoch += 1;
    this.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = listening ? setInterval(() => this.ping(), HEARTBEAT_MS).unref() : null;
    this.emit({ kind: 'listening' });
  }

  /** Starts the listener unless it runs, waits to reconnect, or the cache is closed. */
  private listen() {
    if (this.listener || this.reconnectTimer || this.reconnectHeld || this.closed) return;
    if (this.pool.ending) {
      void this.close();
      return;
    }
    const options = this.pool.options;
    const client = new pg.Client({
      ...options,
      password: options.password, // not enumerable on the pool's options
      application_name: 'vitrine key cache',
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    this.listener = client;
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', this.onNotification);
    client
      .connect()
      .then(() => client.query(`LISTEN ${AUTH_CHANNEL}`))
      .then(() => client.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .then(({ rows }) => {
        if (this.listener !== client) return;
        this.pid = rows[0]!.pid;
        this.reconnectDelay = RECONNECT_MIN_MS;
        this.setListening(true);
      }, lost);
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.listener !== client) return;
    const wasListening = this.listening;
    this.listener = null;
    this.pid = null;
    this.setListening(false);
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (wasListening) {
      console.warn(`[keys] key cache listener lost${error ? ` (${error.message})` : ''}: keys are read from the database until it listens again`);
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnectHeld || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen();
    }, delay).unref();
  }

  private ping() {
    const client = this.listener;
    client?.query('select 1').catch((error: Error) => this.lost(client, error));
  }

  /** Stops listening and empties the cache for good (every lookup reads the database). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pool.off('acquire', this.onAcquire);
    this.pool.off('release', this.onRelease);
    this.pool.off('remove', this.onRemove);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.listener;
    this.listener = null;
    this.pid = null;
    this.setListening(false);
    await client?.end().catch(() => undefined);
  }

  private emit(event: CacheEvent) {
    for (const waiter of this.waiters) if (waiter(event)) this.waiters.delete(waiter);
  }

  private until(done: (event: CacheEvent) => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.add((event) => {
        if (!done(event)) return false;
        resolve();
        return true;
      });
    });
  }

  // For tests and diagnostics.

  /** Whether the cache answers and stores now (its listener listens). */
  get isListening(): boolean {
    return this.listening;
  }

  /** The listener's backend process id, while it listens. */
  get listenerPid(): number | null {
    return this.pid;
  }

  /** Whether an answer for this secret is kept. */
  holds(secret: string): boolean {
    return this.entries.has(hashSecret(secret));
  }

  /** Resolves on the next invalidation of `target` ('key:<id>', 'business:<id>'), or of everything. */
  nextInvalidation(target: string): Promise<void> {
    return this.until((event) => event.kind === 'invalidation' && (event.target === target || !TARGET.test(event.target)));
  }

  /** Resolves once the listener listens (true, starting it if need be) or does not (false). */
  whenListening(listening = true): Promise<void> {
    if (listening) this.listen();
    if (this.listening === listening) return Promise.resolve();
    return this.until((event) => event.kind === 'listening' && this.listening === listening);
  }

  /** Keeps the listener from reconnecting until the returned function is called. */
  holdReconnect(): () => void {
    this.reconnectHeld = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    return () => {
      this.reconnectHeld = false;
      this.reconnectDelay = RECONNECT_MIN_MS;
      this.listen();
    };
  }
}

const KEY_CACHES = registryKey<WeakMap<object, KeyCache | null>>('keyCaches');

const isPool = (value: unknown): value is pg.Pool =>
  typeof value === 'object' && value !== null && 'idleCount' in value && 'options' in value && typeof (value as pg.Pool).on === 'function';

/**
 * The process's key cache of a database handle: one per pool (kept in the process registry, like the handle,
 * because Next evaluates server modules in more than one module graph). None for a transaction, whose reads
 * must see its own writes.
 */
export function keyCacheOf(db: Db): KeyCache | null {
  const registry = getOrCreate(KEY_CACHES, () => new WeakMap());
  let cache = registry.get(db);
  if (cache === undefined) {
    const client = (db as { $client?: unknown }).$client;
    cache = isPool(client) ? new KeyCache(db, client) : null;
    registry.set(db, cache);
  }
  return cache;
}
