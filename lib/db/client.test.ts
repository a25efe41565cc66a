// The pool's guards (lib/db/client.ts, ResilientPool): a connection lost while checked out is released as
// broken at once and replaced, a second release is harmless, drizzle's transaction does not leak a connection
// whose `begin` fails, and the guard is installed once per connection (not once per checkout, which would
// stack a wrapper on every query for each time the connection was used).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPool } from './client';

let database: Database;
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

beforeAll(async () => {
  const before = process.env.DATABASE_POOL_SIZE;
  process.env.DATABASE_POOL_SIZE = '2';
  database = await openPool(process.env.DATABASE_URL!, 'postgres', 'test');
  if (before === undefined) delete process.env.DATABASE_POOL_SIZE;
  else process.env.DATABASE_POOL_SIZE = before;
});

afterAll(async () => {
  await database.close();
});

async function terminate(pid: number) {
  const admin = new pg.Client(process.env.DATABASE_URL);
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

describe('ResilientPool', () => {
  it('installs its guard once per connection, however often the connection is checked out', async () => {
    const queries = new Set<unknown>();
    for (let i = 0; i < 50; i++) {
      const client = await database.pool.connect();
      queries.add(client.query);
      client.release();
      client.release(); // a second release does nothing (pg would throw)
    }
    expect(queries.size).toBeLessThanOrEqual(2); // one per connection of the pool (max 2)
  });

  it('a connection killed while checked out: its query fails, it is dropped at once, the next checkout works', async () => {
    const client = await database.pool.connect();
    const { rows } = await client.query('select pg_backend_pid() as pid');
    await terminate(rows[0].pid);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(); // the caller's own release afterwards: harmless
    const fresh = await database.pool.connect();
    const again = await fresh.query('select pg_backend_pid() as pid');
    expect(again.rows[0].pid).not.toBe(rows[0].pid);
    fresh.release();
  });

  it('no connection leaks from transactions whose connection dies, even at `begin`', async () => {
    // This pool's own connections (never another test file's on a shared database).
    const held = [await database.pool.connect(), await database.pool.connect()];
    const pids = await Promise.all(held.map(async (client) => (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number));
    for (const client of held) client.release();
    for (const pid of pids) await terminate(pid);
    // Every pooled connection is now dead; more transactions than the pool holds must each get a live one.
    for (let i = 0; i < 6; i++) {
      const result = await database.db
        .transaction(async (tx) => rowsOf(await tx.execute(sql`select 1 as one`)))
        .catch((error: Error) => error);
      if (result instanceof Error) continue; // the transaction that met a dead connection fails, once
      expect(result).toEqual([{ one: 1 }]);
    }
    expect((await database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 2 as two`))))).toEqual([{ two: 2 }]);
    expect(database.pool.waitingCount).toBe(0);
  });
});
