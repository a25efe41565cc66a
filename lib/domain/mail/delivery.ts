// The sender's side of the outbox: claim one due message (row-locked, SKIP LOCKED: another sender, on this node
// or another, passes it by), record its delivery or its failed attempt. The claim lasts as long as the
// transaction that holds it: a sender that dies (crash, kill -9, lost connection) releases it at once, and the
// message is due again — delivered at least once, never lost; its stable Message-ID lets a resend after a crash
// between the SMTP server's acceptance and the commit be recognised.
import { and, asc, eq, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export type RetryPolicy = {
  /** After this many failed attempts the message is `failed` (the dashboard offers "Retry"). */
  maxAttempts: number;
  /** First delay; each attempt doubles it, up to maxDelayMs; the wait is drawn between half and all of it. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** The wait before attempt `attempts + 1`: exponential, capped, with jitter (so a mail server back up is not stampeded). */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Locks and returns the next due pending message, skipping those another sender holds; null when none is due. */
export async function claimDueMessage(tx: Db): Promise<OutboxRow | null> {
  const [row] = await tx
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Records a delivery (in the claiming transaction). */
export async function markSent(tx: Db, messageId: string): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ status: 'sent', attempts: sql`${outboxMessages.attempts} + 1`, sentAt: sql`now()`, lastError: null })
    .where(eq(outboxMessages.id, messageId));
}

/** Records a failed attempt: due again after the backoff, or `failed` after the last attempt (or at once when permanent). */
export async function markAttemptFailed(
  tx: Db,
  message: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  options: { permanent: boolean; policy: RetryPolicy },
): Promise<'pending' | 'failed'> {
  const attempts = message.attempts + 1;
  const status = options.permanent || attempts >= options.policy.maxAttempts ? 'failed' : 'pending';
  const delay = backoffMs(attempts, options.policy);
  await tx
    .update(outboxMessages)
    .set({ status, attempts, lastError: error.slice(0, 1000), nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` })
    .where(eq(outboxMessages.id, message.id));
  return status;
}

/** When the earliest pending message falls due (null when none is pending). */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(outboxMessages.nextAttemptAt) })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}
