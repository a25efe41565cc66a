// Whether the database answers now: one `select 1` through the process's pool, bounded in time.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { RETRY_AFTER_SECONDS, markDatabaseDown, markDatabaseUp } from '../db/health';

const PROBE_TIMEOUT_MS = 2_000;

export type DatabaseCheck = { ok: boolean; latencyMs: number; kind: 'embedded' | 'postgres' | null; retryAfter: number };

export async function checkDatabase(): Promise<DatabaseCheck> {
  const started = performance.now();
  let kind: DatabaseCheck['kind'] = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), PROBE_TIMEOUT_MS);
    });
    const probe = (async () => {
      const database = await openDatabase();
      kind = database.kind;
      await database.db.execute(sql`select 1`);
    })();
    await Promise.race([probe, timeout]);
    markDatabaseUp();
    return { ok: true, latencyMs: Math.round(performance.now() - started), kind, retryAfter: 0 };
  } catch {
    markDatabaseDown();
    return { ok: false, latencyMs: Math.round(performance.now() - started), kind, retryAfter: RETRY_AFTER_SECONDS };
  } finally {
    clearTimeout(timer);
  }
}
