// Durable idempotency records (decisions §3): claimed before the work (a committed row under a UNIQUE key,
// so the exclusion holds across requests, processes and nodes), completed in the work's own transaction,
// released when the work fails. Records live 24 hours.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

const TTL = '24 hours';
/** A claim whose process died is taken over after this lease (no request runs that long). */
const LEASE = '5 minutes';

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

export async function claimIdempotencyKey(db: Db, apiKeyId: string, key: string, fingerprint: string): Promise<Claim> {
  await sweepExpired(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({
        apiKeyId,
        key,
        fingerprint,
        state: 'in_flight',
        leaseUntil: sql`now() + interval '${sql.raw(LEASE)}'`,
        expiresAt: sql`now() + interval '${sql.raw(TTL)}'`,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.apiKeyId, idempotencyKeys.key],
        set: {
          fingerprint,
          state: 'in_flight',
          responseStatus: null,
          responseBody: null,
          leaseUntil: sql`now() + interval '${sql.raw(LEASE)}'`,
          expiresAt: sql`now() + interval '${sql.raw(TTL)}'`,
          createdAt: sql`now()`,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} < now() or (${idempotencyKeys.state} = 'in_flight' and ${idempotencyKeys.leaseUntil} < now())`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!existing) continue; // released between the two statements: try again
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (existing.state === 'in_flight') return { kind: 'in_flight' };
    return { kind: 'replay', status: existing.responseStatus!, body: existing.responseBody ?? '' };
  }
  return { kind: 'in_flight' };
}

/** Stores the response; call inside the transaction that did the work. */
export async function completeIdempotencyKey(db: Db, apiKeyId: string, key: string, status: number, body: string) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key)));
}

/** Frees the key after a failed request so the same key can be retried. */
export async function releaseIdempotencyKey(db: Db, apiKeyId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight')));
}
