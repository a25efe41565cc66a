// A write clock for the embedded database, so a cached storefront page can be served without a database
// round trip while "a change is visible on the next request" still holds exactly.
//
// Why it is exact on PGlite: the data directory is locked to one process (lib/db/data-dir-lock.ts), and the
// CLI hands its commands to the running server, so every write goes through this process's one PGlite
// instance. Its `query`, `exec` and `transaction` are wrapped to advance a counter when a statement that may
// write starts and again when it has finished (committed or not): a site lookup read at generation g stays
// valid exactly as long as the counter still says g. PGlite runs one statement or transaction at a time
// (FIFO), so a lookup never sees a half-done write, and a write started before the wrapper was installed has
// run before the first lookup that follows it.
//
// On PostgreSQL other nodes and the CLI write directly, so there is no clock: a request reads the site's
// compact stamp (lib/storefront/data.ts), from a query that started after it arrived (serve.ts).
import type { Db } from '@/lib/db/client';

type PgliteLike = {
  query: (...args: unknown[]) => Promise<unknown>;
  exec: (...args: unknown[]) => Promise<unknown>;
  transaction: (...args: unknown[]) => Promise<unknown>;
  dataDir?: unknown;
  [CLOCK]?: WriteClock;
};

export type WriteClock = { generation: number };

// On the client itself: Next evaluates server modules in more than one module graph, and they share it.
const CLOCK = Symbol.for('vitrine.storefront.writeClock');

/** Statements that only read (a plain SELECT or SHOW); anything else may write. */
const READ_ONLY = /^\s*(?:select|show)\b/i;

function isPglite(client: unknown): client is PgliteLike {
  const c = client as Partial<PgliteLike> | null;
  return (
    !!c &&
    typeof c.query === 'function' &&
    typeof c.exec === 'function' &&
    typeof c.transaction === 'function' &&
    typeof (c as { listen?: unknown }).listen === 'function' &&
    'dataDir' in c
  );
}

/** The write clock of `db` (installed on first use), or null when the database is not the embedded one. */
export function writeClock(db: Db): WriteClock | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!isPglite(client)) return null;
  const existing = client[CLOCK];
  if (existing) return existing;
  const clock: WriteClock = { generation: 0 };
  const tick = () => {
    clock.generation += 1;
  };
  const wrap = (name: 'query' | 'exec' | 'transaction', mayWrite: (args: unknown[]) => boolean) => {
    const original = client[name].bind(client);
    client[name] = async (...args: unknown[]) => {
      if (!mayWrite(args)) return original(...args);
      tick();
      try {
        return await original(...args);
      } finally {
        tick();
      }
    };
  };
  wrap('query', (args) => typeof args[0] !== 'string' || !READ_ONLY.test(args[0]));
  wrap('exec', () => true);
  wrap('transaction', () => true);
  client[CLOCK] = clock;
  return clock;
}
