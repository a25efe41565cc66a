// Durable idempotency records (README: Architecture, "Idempotency without leases"). A request's claim on its key is a transaction-level advisory
// lock taken inside the very transaction that does the work and stores the response: it is held exactly as
// long as that transaction, on every node, and it dies with its holder — a commit, a rollback, a crashed
// app (its connection closes) or a database that went away all release it at once, so a retry never waits
// for a lease. The stored response is written in the same transaction, so a key is either free or done.
// Records live 24 hours.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

const TTL = '24 hours';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

let lastSweep = 0;

/** Removes expired records now and then (cheap, best effort). */
async function sweepExpired(db: Db) {
  if (Date.now() - lastSweep < 10 * 60_000) return;
  lastSweep = Date.now();
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
}

/**
 * Claims `key` for this transaction (`tx` must be the work's transaction): `in_flight` when another
 * transaction holds it now, `replay` when a request with the same fingerprint completed within 24 hours,
 * `mismatch` when a different request did.
 */
export async function claimIdempotencyKey(tx: Db, apiKeyId: string, key: string, fingerprint: string): Promise<Claim> {
  const lock = await tx.execute<{ claimed: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${apiKeyId} || ':' || ${key}, 727)) as claimed`,
  );
  if (!(lock as unknown as { rows: { claimed: boolean }[] }).rows[0]?.claimed) return { kind: 'in_flight' };
  await sweepExpired(tx);
  const [existing] = await tx
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, sql`now()`)))
    .limit(1);
  if (!existing) return { kind: 'claimed' };
  if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
  return { kind: 'replay', status: existing.status, body: existing.body };
}

/** Stores the response of a claimed key; call inside the transaction that claimed it and did the work. */
export async function completeIdempotencyKey(tx: Db, apiKeyId: string, key: string, fingerprint: string, status: number, body: string) {
  const values = { fingerprint, responseStatus: status, responseBody: body, expiresAt: sql`now() + interval '${sql.raw(TTL)}'`, createdAt: sql`now()` };
  await tx
    .insert(idempotencyKeys)
    .values({ apiKeyId, key, ...values })
    .onConflictDoUpdate({ target: [idempotencyKeys.apiKeyId, idempotencyKeys.key], set: values }); // an expired record
}
