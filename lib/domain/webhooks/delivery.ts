// The sender's side of webhook deliveries (README: Events and webhooks), the e-mail outbox's approach: a sender
// claims one due delivery (FOR NO KEY UPDATE SKIP LOCKED: another sender, on this node or another, passes it by)
// and holds the lock while the receiver answers, so two senders never send the same attempt at once, and a sender
// that dies (crash, kill -9) releases it at once. Each attempt is written and committed before its request
// leaves (on another connection) and finished in the claiming transaction: a request cut short by a crash stays
// in the log, marked `interrupted` by the next claim — the log holds one entry per request sent.
import { and, asc, eq, isNull, lte, min, sql } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { businesses, events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { EventRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/webhooks';
import { eventView } from '../events/events';
import { enqueueMessage } from '../mail/outbox';
import { firstOwner, renderEndpointDisabledMessage } from '../mail/templates/webhook-messages';
import { newId } from '../shared/ids';
import { webhookHeaders } from './signing';

export type ClaimedDelivery = {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
  event: EventRow;
  livemode: boolean;
};

/** Locks and returns the next due delivery of an enabled endpoint, skipping those another sender holds. */
export async function claimDueDelivery(tx: Db): Promise<ClaimedDelivery | null> {
  const [row] = await tx
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: events, mode: businesses.mode })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .innerJoin(businesses, eq(businesses.id, webhookDeliveries.businessId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`), eq(webhookEndpoints.enabled, true)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(1)
    .for('no key update', { of: webhookDeliveries, skipLocked: true });
  if (!row) return null;
  // Requests a dead sender left unfinished: they may or may not have reached the receiver.
  const interrupted = await tx
    .update(webhookAttempts)
    .set({ outcome: 'interrupted', finishedAt: sql`now()`, error: 'The sender stopped during this request; the receiver may have received it' })
    .where(and(eq(webhookAttempts.deliveryId, row.delivery.id), isNull(webhookAttempts.finishedAt)))
    .returning({ id: webhookAttempts.id });
  const delivery = { ...row.delivery, attempts: row.delivery.attempts + interrupted.length };
  if (interrupted.length > 0) {
    await tx.update(webhookDeliveries).set({ attempts: delivery.attempts }).where(eq(webhookDeliveries.id, delivery.id));
  }
  return { delivery, endpoint: row.endpoint, event: row.event, livemode: row.mode === 'live' };
}

/** The request of an attempt: the event as JSON, signed with the endpoint's secret (and the previous one during a rotation). */
export function deliveryRequest(claimed: ClaimedDelivery, now = new Date()): { url: string; body: string; headers: Record<string, string> } {
  const body = JSON.stringify(eventView(claimed.event, claimed.livemode));
  const { endpoint } = claimed;
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) secrets.push(endpoint.previousSecret);
  return { url: endpoint.url, body, headers: webhookHeaders(secrets, claimed.event.id, body, now) };
}

/** Writes an attempt as started; `db` must not be the claiming transaction (the row must survive a crash). */
export async function startAttempt(db: Db, deliveryId: string): Promise<string> {
  const id = newId('webhookAttempt');
  await db.insert(webhookAttempts).values({ id, deliveryId });
  return id;
}

export type AttemptResult =
  | { ok: true; statusCode: number; responseBody: string; durationMs: number }
  | { ok: false; statusCode: number | null; error: string; responseBody: string | null; durationMs: number };

/** The wait before attempt `attempts + 1` (after `attempts` failed), with ±10 % jitter; null: no attempt is left. */
export function retryDelayMs(attempts: number, schedule = config.webhookRetrySchedule, random = Math.random): number | null {
  const wait = schedule[attempts - 1];
  if (wait === undefined) return null;
  return Math.round(wait * 1000 * (0.9 + random() * 0.2));
}

/**
 * Records an attempt's result in the claiming transaction: the delivery succeeded, is due again after the
 * schedule's wait, or failed for good. A final failure disables an endpoint that succeeded at nothing since the
 * delivery was created (and tells the business by e-mail); a 410 Gone disables it at once.
 */
export async function finishAttempt(
  tx: Db,
  claimed: ClaimedDelivery,
  attemptId: string,
  result: AttemptResult,
): Promise<'succeeded' | 'pending' | 'failed'> {
  const { delivery, endpoint } = claimed;
  await tx
    .update(webhookAttempts)
    .set({
      finishedAt: sql`now()`,
      outcome: result.ok ? 'succeeded' : 'failed',
      statusCode: result.statusCode,
      error: result.ok ? null : result.error.slice(0, 1000),
      responseBody: result.responseBody?.slice(0, 1024) ?? null,
      durationMs: result.durationMs,
    })
    .where(eq(webhookAttempts.id, attemptId));
  const attempts = delivery.attempts + 1;
  if (result.ok) {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'succeeded', attempts, lastStatusCode: result.statusCode, lastError: null, deliveredAt: sql`now()`, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return 'succeeded';
  }
  const gone = result.statusCode === 410;
  const delay = gone ? null : retryDelayMs(attempts);
  const status = delay === null ? 'failed' : 'pending';
  await tx
    .update(webhookDeliveries)
    .set({
      status,
      attempts,
      lastStatusCode: result.statusCode,
      lastError: result.error.slice(0, 1000),
      nextAttemptAt: delay === null ? null : sql`now() + ${`${delay} milliseconds`}::interval`,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (gone) await disableEndpoint(tx, endpoint, 'gone');
  else if (status === 'failed' && !(await succeededSince(tx, endpoint.id, delivery.createdAt))) await disableEndpoint(tx, endpoint, 'failing');
  return status;
}

async function succeededSince(tx: Db, endpointId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ at: min(webhookDeliveries.deliveredAt) })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'succeeded'), sql`${webhookDeliveries.deliveredAt} >= ${since}`));
  return Boolean(row?.at);
}

/** Disables an endpoint Vitrine gave up on and writes the e-mail that tells the business (in the same transaction). */
async function disableEndpoint(tx: Db, endpoint: WebhookEndpointRow, reason: 'failing' | 'gone'): Promise<void> {
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (disabled.length === 0) return;
  await enqueueEndpointDisabledMessage(tx, endpoint, reason);
}

async function enqueueEndpointDisabledMessage(tx: Db, endpoint: WebhookEndpointRow, reason: 'failing' | 'gone'): Promise<void> {
  const [business] = await tx
    .select({ id: businesses.id, name: businesses.name, email: businesses.email, sandboxOf: businesses.sandboxOf })
    .from(businesses)
    .where(eq(businesses.id, endpoint.businessId));
  if (!business) return;
  // A test twin's endpoint is told to the live business's address (the twin's details are the live business's).
  const liveId = business.sandboxOf ?? business.id;
  const [live] = business.sandboxOf
    ? await tx.select({ email: businesses.email, name: businesses.name }).from(businesses).where(eq(businesses.id, liveId))
    : [business];
  if (!live) return;
  // The business's contact address, else its first owner's.
  const to = live.email ?? (await firstOwner(tx, liveId))?.email;
  if (!to) return;
  const message = await renderEndpointDisabledMessage(tx, {
    businessId: liveId,
    businessName: live.name,
    endpointId: endpoint.id,
    url: endpoint.url,
    reason,
    livemode: !business.sandboxOf,
    dashboardUrl: `${config.appOrigin}/dashboard/${liveId}/webhooks/${endpoint.id}`,
  });
  await enqueueMessage(tx, liveId, {
    ...message,
    kind: 'webhook_endpoint_disabled',
    orderId: null,
    dedupeKey: `webhook-endpoint:${endpoint.id}:disabled:${Date.now()}`,
    to: { address: to, name: live.name },
  });
}

/** When the earliest pending delivery of an enabled endpoint falls due (null when none is pending). */
export async function nextDeliveryDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'pending'), eq(webhookEndpoints.enabled, true)));
  return row?.at ? new Date(row.at) : null;
}
