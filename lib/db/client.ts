// The database: embedded PGlite in VITRINE_DATA_DIR by default, PostgreSQL through `pg` when DATABASE_URL
// is set. Opened lazily, once per process (the handle lives on globalThis because Next evaluates server
// modules in more than one module graph), and migrated on open.
import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: both run queries; domain functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the data directory, or the PostgreSQL URL without its password. */
  location: string;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');
const MIGRATION_LOCK = 727_011; // advisory lock id serialising migrations between processes

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', (error) => console.error('[db] idle client error', error.message));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  return { db, kind: 'postgres', location: safeUrl, close: () => pool.end() };
}

async function openPglite(dataDir: string, lockKind: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir, lockKind);
  }
  try {
    const client = inMemory ? await PGlite.create() : await PGlite.create(path.join(dataDir, 'pg'));
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      location: dataDir,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

type Holder = { __vitrineDatabase?: Promise<Database> };
const holder = globalThis as Holder;

/** Opens (once) and returns the process's database. `lockKind` names this process in the data-dir lock. */
export function openDatabase(lockKind = 'server'): Promise<Database> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is not opened during `next build`: mark the page dynamic.');
  }
  if (!holder.__vitrineDatabase) {
    const url = config.databaseUrl;
    const opening = url ? openPostgres(url) : openPglite(config.dataDir, lockKind);
    holder.__vitrineDatabase = opening;
    opening.catch(() => {
      if (holder.__vitrineDatabase === opening) holder.__vitrineDatabase = undefined;
    });
  }
  return holder.__vitrineDatabase;
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

/** Closes the process's database (CLI, tests). */
export async function closeDatabase(): Promise<void> {
  const opening = holder.__vitrineDatabase;
  holder.__vitrineDatabase = undefined;
  if (opening) await (await opening).close();
}
