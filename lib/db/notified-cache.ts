// Answers kept per process for as long as PostgreSQL can tell the process when to forget them: the
// machinery shared by the API key cache (lib/domain/keys/key-cache.ts) and the API's read cache
// (lib/api/read-cache.ts).
//
// Triggers announce a change to the rows an answer was built from, whoever makes it, as a target
// '<kind>:<id>' (or '*': forget everything) on a channel: by pg_notify, delivered at commit to every session
// that LISTENs, and by a notice '<channel> <target>' to the writing session at once. Each cache keeps one
// dedicated connection (not from the pool) LISTENing, with a heartbeat; it answers and stores only while that
// connection listens, and is emptied whenever it is lost (every read then goes to the database until the
// listener is back, reconnecting with backoff).
//
// No stale answer outlives the delivery of the notification that made it stale:
// - an invalidation drops the entries of its target and moves `epoch` (so does every change of the
//   listener's state);
// - a read stores its answer only if `epoch` did not move while it ran (`mark()` before, `set()` after): a
//   notification received meanwhile may be about a commit that its query did not see. An answer that arrives
//   before the notification of a commit it missed is stored, and then dropped by that notification.
// Changes made through this process's pool need no delivery at all: from the notice on, their target is
// neither answered from the cache nor stored, until the session goes back to the pool (its transaction over),
// when its entries are dropped once more. So the code that made a change, and every request after it in this
// process, see it; other processes and nodes see it once the notification reaches them (normally well under a
// millisecond after the commit).
import type pg from 'pg';
import { type RegistryKey, getOrCreate } from '../runtime/process-registry';
import { ChannelListener } from '../runtime/channel-listener';

export type NotifiedCacheOptions<V> = {
  /** Named in the listener's application_name and in warnings, e.g. 'key cache'. */
  name: string;
  /** The channels its triggers announce changes on. */
  channels: readonly string[];
  /** The target kinds entries depend on; a target of another kind ('<kind>:<id>') is not about this cache. */
  kinds: readonly string[];
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  /** The total `size` of the entries kept at most (the least recently used go first). */
  maxBytes?: number;
  /** The size of a value, counted against `maxBytes` (default 0). */
  size?: (value: V) => number;
  /** Safety net: an entry older than this is read again even without a notification. */
  ttlMs?: number;
};

type Entry<V> = { value: V; targets: readonly string[]; size: number; storedAt: number };
type CacheEvent = { kind: 'invalidation'; target: string } | { kind: 'listening' };
/** What `mark()` returns: the epoch a read started in. */
export type Mark = { readonly epoch: number; readonly at: number };

/** A listener that does not answer a ping in time counts as lost (a half-open connection hears nothing). */
const HEARTBEAT_MS = 5_000;
const WELL_FORMED = /^[a-z_]+:/;

export class NotifiedCache<V> {
  /** Counters for tests and diagnostics: answers from the cache, answers stored, invalidations received. */
  readonly stats = { hits: 0, stores: 0, invalidations: 0 };
  private readonly name: string;
  private readonly channels: readonly string[];
  private readonly kinds: RegExp;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly size: (value: V) => number;
  private readonly ttlMs: number;
  /** By key, least recently used first. */
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  /** Keys by target ('key:<id>', 'business:<id>', …). */
  private readonly byTarget = new Map<string, Set<string>>();
  /** Pool sessions heard from, with the targets they changed in their current transaction. */
  private readonly sessions = new WeakMap<pg.PoolClient, Set<string>>();
  /** Targets being changed by sessions of this pool: how many sessions change each. */
  private readonly changing = new Map<string, number>();
  private readonly waiters = new Set<(event: CacheEvent) => boolean>();
  private epoch = 0;
  private readonly listener: ChannelListener;
  private listening = false;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    options: NotifiedCacheOptions<V>,
  ) {
    this.name = options.name;
    this.channels = options.channels;
    this.kinds = new RegExp(`^(?:${options.kinds.join('|')}):`);
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.size = options.size ?? (() => 0);
    this.ttlMs = options.ttlMs ?? 60_000;
    this.listener = new ChannelListener({
      pool,
      channels: options.channels,
      applicationName: `vitrine ${options.name}`,
      heartbeatMs: HEARTBEAT_MS,
      onNotification: this.onNotification,
      onState: (listening, error) => {
        this.setListening(listening);
        if (!listening && !this.closed) {
          console.warn(`[cache] ${this.name} listener lost${error ? ` (${error.message})` : ''}: reads go to the database until it listens again`);
        }
      },
    });
    pool.on('acquire', this.onAcquire);
    pool.on('release', this.onRelease);
    pool.on('remove', this.onRemove);
  }

  /** The value kept for `key`, if the cache may answer now (starting the listener if need be). */
  get(key: string): V | undefined {
    this.listen();
    const entry = this.listening ? this.entries.get(key) : undefined;
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    this.stats.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Taken before a read whose answer may be stored: where the notifications stood. */
  mark(): Mark {
    return { epoch: this.epoch, at: Date.now() };
  }

  /**
   * Keeps `value` under `key`, depending on `targets`, if nothing it may depend on changed since `mark`: the
   * listener listened all along, no notification came, and no session of this pool is changing a target.
   */
  set(key: string, value: V, targets: readonly string[], mark: Mark): boolean {
    if (!this.listening || this.epoch !== mark.epoch) return false;
    if (this.changing.has('*') || targets.some((target) => this.changing.has(target))) return false;
    const size = this.size(value);
    if (size > this.maxBytes) return false;
    this.delete(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes)) {
      this.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, targets, size, storedAt: mark.at });
    this.bytes += size;
    for (const target of targets) {
      let keys = this.byTarget.get(target);
      if (!keys) this.byTarget.set(target, (keys = new Set()));
      keys.add(key);
    }
    this.stats.stores += 1;
    return true;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const target of entry.targets) {
      const keys = this.byTarget.get(target);
      keys?.delete(key);
      if (keys?.size === 0) this.byTarget.delete(target);
    }
  }

  private clear() {
    this.entries.clear();
    this.byTarget.clear();
    this.bytes = 0;
  }

  /** A target of a kind this cache keys by, '*' for anything else it cannot place, null when not about it. */
  private normalize(target: string): string | null {
    if (this.kinds.test(target)) return target;
    return WELL_FORMED.test(target) ? null : '*';
  }

  private invalidate(target: string) {
    this.epoch += 1;
    this.stats.invalidations += 1;
    if (target === '*') this.clear(); // a TRUNCATE, or a payload this version does not know
    else for (const key of [...(this.byTarget.get(target) ?? [])]) this.delete(key);
    this.emit({ kind: 'invalidation', target });
  }

  private readonly onNotification = (message: pg.Notification) => {
    if (this.closed) return;
    const target = this.normalize(message.payload || '*');
    if (target) this.invalidate(target);
  };

  /** The target of a notice on one of the cache's channels, or null. */
  private noticeTarget(message: string | undefined): string | null {
    if (!message) return null;
    for (const channel of this.channels) {
      if (message.startsWith(`${channel} `)) return this.normalize(message.slice(channel.length + 1));
    }
    return null;
  }

  /** Hears the notices of a pool session from its next checkout on (before the borrower's first query). */
  private readonly onAcquire = (client: pg.PoolClient) => {
    if (this.closed || this.sessions.has(client)) return;
    const changed = new Set<string>();
    this.sessions.set(client, changed);
    client.on('notice', (notice) => {
      const target = this.closed ? null : this.noticeTarget(notice.message);
      if (!target) return;
      if (!changed.has(target)) {
        changed.add(target);
        this.changing.set(target, (this.changing.get(target) ?? 0) + 1);
      }
      this.invalidate(target);
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
    this.emit({ kind: 'listening' });
  }

  /** Starts the listener unless it runs, waits to reconnect, or the cache is closed. */
  private listen() {
    if (this.pool.ending) void this.close();
    else this.listener.start();
  }

  /** Stops listening and empties the cache for good (every read goes to the database). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pool.off('acquire', this.onAcquire);
    this.pool.off('release', this.onRelease);
    this.pool.off('remove', this.onRemove);
    const closing = this.listener.close();
    this.setListening(false);
    await closing;
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
    return this.listener.backendPid;
  }

  /** Whether a value is kept under `key`. */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  /** How many entries are kept, and their total size. */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Resolves on the next invalidation of `target`, or of everything. */
  nextInvalidation(target: string): Promise<void> {
    return this.until((event) => event.kind === 'invalidation' && (event.target === target || event.target === '*'));
  }

  /** Resolves once the listener listens (true, starting it if need be) or does not (false). */
  whenListening(listening = true): Promise<void> {
    if (listening) this.listen();
    if (this.listening === listening) return Promise.resolve();
    return this.until((event) => event.kind === 'listening' && this.listening === listening);
  }

  /** Keeps the listener from reconnecting until the returned function is called. */
  holdReconnect(): () => void {
    return this.listener.hold();
  }
}

const isPool = (value: unknown): value is pg.Pool =>
  typeof value === 'object' && value !== null && 'idleCount' in value && 'options' in value && typeof (value as pg.Pool).on === 'function';

/**
 * The process's cache of a database handle made by `make`: one per pool, kept in the process registry (like
 * the handle, because Next evaluates server modules in more than one module graph). None for a transaction,
 * whose reads must see its own writes, nor when `make` declines.
 */
export function cacheOfPool<T>(key: RegistryKey<WeakMap<object, T | null>>, db: object, make: (pool: pg.Pool) => T | null): T | null {
  const registry = getOrCreate(key, () => new WeakMap());
  let cache = registry.get(db);
  if (cache === undefined) {
    const client = (db as { $client?: unknown }).$client;
    cache = isPool(client) ? make(client) : null;
    registry.set(db, cache);
  }
  return cache;
}
