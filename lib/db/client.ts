// The database: one driver (`pg`) and one code path. DATABASE_URL names any PostgreSQL server; without it,
// Vitrine connects to its embedded PostgreSQL server in VITRINE_DATA_DIR, starting it when none runs
// (lib/db/embedded.ts). Opened lazily, once per process (the handle lives in the process registry,
// lib/runtime/process-registry.ts, because Next evaluates server modules in more than one module graph), and
// migrated on open.
import path from 'node:path';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgDialect, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { config } from '../config';
import { get, getOrCreate, registryKey, set } from '../runtime/process-registry';
import { ensureEmbeddedServer, ensureTcpPassword, takeOwnership } from './embedded';
import { isDatabaseUnavailable, markDatabaseDown, markDatabaseUp } from './health';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: both run queries; domain functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Where the data lives: the data directory, or the PostgreSQL URL without its password. */
  location: string;
  /** The connection pool (LISTEN/NOTIFY, advisory locks held by a session). */
  pool: pg.Pool;
  close: () => Promise<void>;
};

/** Who opens the database: an app adopts an embedded server whose owner is gone; a CLI run does not. */
export type Opener = 'server' | 'cli' | 'test';

const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');
const MIGRATION_LOCK = 727_011; // advisory lock id serialising migrations between processes
/** The database the embedded server keeps Vitrine's data in. */
const EMBEDDED_DATABASE = 'vitrine';
/** A connection that cannot be made by then counts as an outage (503 at once, never a long hang). */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * How often a backend busy with a statement checks that its client is still there: a crashed app's
 * transaction (and the advisory locks it holds, e.g. an Idempotency-Key's claim) ends within this time
 * even while it waits for a lock, instead of when the statement finishes.
 */
const CLIENT_CHECK_MS = 1_000;

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  admin.on('error', () => undefined); // a server going away meanwhile fails the query below instead
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${admin.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        // Created meanwhile by another process: 42P04, or 23505 when both inserted into pg_database at once.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await admin.end();
  }
}

/**
 * A pool that survives a database that goes away. pg hands out connections with no 'error' listener (an
 * error on one would be thrown as an uncaught exception and end the process), and drizzle's
 * `transaction` never releases its connection when `begin` itself fails: over an outage every pooled
 * connection would leak and the pool would stay empty after the database returns. Here every connection
 * has a listener for its whole life, a query that fails because the connection is lost releases that
 * connection as broken at once (the pool then drops it), and release is idempotent, so the caller's own
 * release afterwards does nothing.
 */
class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', markDatabaseDown);
      markDatabaseUp();
    });
  }

  // Both of pg's forms: the promise (drizzle's transactions, Vitrine) and the callback (pool.query).
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (!callback) return super.connect().then((client) => guard(client));
    super.connect((error, client, done) => {
      if (error || !client) return callback(error, client, done);
      const guarded = guard(client);
      callback(undefined, guarded, (release) => guarded.release(release as Error | boolean | undefined));
    });
  }
}

type Checkout = { release: (error?: Error | boolean) => void; released: boolean; releaseOnce: (error?: Error | boolean) => void };
/** Per connection, its current checkout (the pool gives each checkout a new `release`). */
const checkouts = new WeakMap<pg.PoolClient, Checkout>();

/**
 * Idempotent release, and a connection lost under a query is released as broken at once (ResilientPool).
 * The query wrapper is installed once per connection; each checkout only renews the release it calls.
 */
function guard(client: pg.PoolClient): pg.PoolClient {
  let checkout = checkouts.get(client);
  if (!checkout) {
    const state: Checkout = {
      release: () => undefined,
      released: false,
      releaseOnce: (error) => {
        if (state.released) return;
        state.released = true;
        state.release(error);
      },
    };
    checkout = state;
    checkouts.set(client, state);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const watched = (...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          markDatabaseDown();
          state.releaseOnce(error instanceof Error ? error : true);
        }
        throw error;
      });
    };
    // Queries issued while one runs wait their turn here, in order, as pg's own queue would make them: pg 8
    // warns that it will refuse them in 9 (drizzle sends a transaction's Promise.all reads to one client).
    let running = 0;
    let tail: Promise<unknown> = Promise.resolve();
    (client as { query: unknown }).query = (...args: unknown[]) => {
      // Callback and submittable (cursor, stream) forms are pg's to queue.
      if (typeof args.at(-1) === 'function' || typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') return watched(...args);
      let result: unknown;
      if (running === 0) {
        result = watched(...args);
        if (!(result instanceof Promise)) return result;
      } else {
        result = tail.then(() => watched(...args));
      }
      running++;
      const settled = () => {
        running--;
      };
      tail = (result as Promise<unknown>).then(settled, settled);
      return result;
    };
  }
  checkout.release = client.release.bind(client);
  checkout.released = false;
  client.release = checkout.releaseOnce;
  return client;
}

/** Opens a pool on `url` and applies the migrations (advisory-locked, so concurrent starts take turns). */
export async function openPool(url: string, kind: Database['kind'], location: string): Promise<Database> {
  const pool = new ResilientPool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: `-c client_connection_check_interval=${CLIENT_CHECK_MS}`,
  });
  // An idle connection that breaks is dropped by the pool; the next request connects afresh.
  pool.on('error', (error) => {
    markDatabaseDown();
    console.error('[db] idle connection lost:', error.message);
  });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind, location, pool, close: () => pool.end() };
}

async function open(opener: Opener): Promise<Database> {
  const url = config.databaseUrl;
  if (url) {
    const database = await openPool(url, 'postgres', redact(url));
    return database;
  }
  const server = await ensureEmbeddedServer(config.dataDir);
  await takeOwnership(server, opener, opener === 'server');
  if (process.env.VITRINE_DB_PORT?.trim()) await ensureTcpPassword(server);
  await createDatabaseIfMissing(server.url(), EMBEDDED_DATABASE);
  return openPool(server.url(EMBEDDED_DATABASE), 'embedded', config.dataDir);
}

const DATABASE = registryKey<Promise<Database>>('database');

/** Opens (once) and returns the process's database. */
export function openDatabase(opener: Opener = 'server'): Promise<Database> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is not opened during `next build`: mark the page dynamic.');
  }
  return getOrCreate(DATABASE, () => {
    const opening = open(opener);
    opening.catch(() => {
      if (get(DATABASE) === opening) set(DATABASE, undefined);
    });
    return opening;
  });
}

/**
 * Runs `work` in `db`'s own transaction when `db` is one (the API and dashboard routes run every write in
 * one), else in a new transaction: no savepoint round trips for a domain write inside a route's transaction.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as unknown as Db) : db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * The rows of a statement written in SQL (drizzle's `execute` answers the driver's result, typed loosely).
 * With a `name`, it is a prepared statement: PostgreSQL parses and plans it once per connection, not on every
 * call — for a busy statement that costs more to plan than to run (the stock adjustment: 2.2 → 0.9 ms a call).
 * The text under one name must never change (pg refuses another text under a name it has prepared).
 */
export async function queryRows<T>(db: Db, query: SQL, name?: string): Promise<T[]> {
  if (!name) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // What drizzle's `execute` does, with the name it does not take (public API: query builders' `.prepare(name)` only).
  const { session, dialect } = db as unknown as {
    session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
    dialect: PgDialect;
  };
  return ((await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: T[] }).rows;
}

/**
 * Independent reads: at once on the pool (each on its own connection), one after the other inside a
 * transaction, whose single connection would only queue them (and pg 9 will refuse overlapping queries).
 */
export async function readAll<T extends readonly unknown[]>(db: Db, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

/** Closes the process's database (CLI, tests). */
export async function closeDatabase(): Promise<void> {
  const opening = get(DATABASE);
  set(DATABASE, undefined);
  if (opening) await (await opening.catch(() => null))?.close();
}
