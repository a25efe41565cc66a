// Webhook endpoints (README: Events and webhooks): where a business's events are POSTed, signed per Standard
// Webhooks with a per-endpoint secret shown once (at creation and at each rotation; the old secret keeps signing
// beside the new one for the overlap chosen). Endpoints belong to one business — a test twin's get test events.
import { randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/webhooks';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_CHANNEL } from '../events/events';
import { DomainError, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import type { CreateWebhookEndpointBody, UpdateWebhookEndpointBody, WebhookDeliveryView, WebhookEndpointView } from './schemas';

/** At most this many endpoints per business. */
export const MAX_ENDPOINTS = MAX_WEBHOOK_ENDPOINTS;
const DEFAULT_OVERLAP_HOURS = 24;
const ATTEMPTS_SHOWN = 20;

/** A new secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function endpointView(row: WebhookEndpointRow): WebhookEndpointView {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date() ? row.previousSecretExpiresAt : null;
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: (row.disabledReason as WebhookEndpointView['disabledReason']) ?? null,
    secretHint: `whsec_…${row.secret.slice(-4)}`,
    previousSecretExpiresAt: overlap ? overlap.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Checks a receiver's URL: http(s), no credentials, no fragment. Unless private networks are allowed
 * (WEBHOOKS_ALLOW_PRIVATE_NETWORKS, the default outside production), HTTPS only and no loopback, private or
 * reserved address literal nor `localhost` (names that resolve to one are refused when the request is made).
 */
export function checkWebhookUrl(raw: string, allowPrivate = config.webhooksAllowPrivateNetworks): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url', 'must be an absolute URL, e.g. https://example.com/webhooks');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('url', 'must be an http(s) URL');
  if (url.username || url.password) throw invalid('url', 'must not carry a user name or password');
  if (url.hash) throw invalid('url', 'must not have a #fragment');
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw invalid('url', 'must not contain control characters');
  if (!allowPrivate) {
    if (url.protocol !== 'https:') throw invalid('url', 'must use https');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost')) throw invalid('url', 'must be a public address, not localhost');
    if (ipaddr.isValid(host) && ipaddr.process(host).range() !== 'unicast') {
      throw invalid('url', 'must be a public address, not a private, loopback or reserved one');
    }
  }
  return url.toString();
}

export async function getWebhookEndpointRowOrThrow(db: Db, businessId: string, endpointId: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)))
    .limit(1);
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function getWebhookEndpointOrThrow(db: Db, businessId: string, endpointId: string): Promise<WebhookEndpointView> {
  return endpointView(await getWebhookEndpointRowOrThrow(db, businessId, endpointId));
}

/** A business's endpoints, oldest first. */
export async function listWebhookEndpoints(db: Db, businessId: string, page: PageRequest): Promise<Page<WebhookEndpointView>> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), page.after ? gt(webhookEndpoints.id, page.after) : undefined))
    .orderBy(asc(webhookEndpoints.id))
    .limit(page.limit + 1);
  return toPage(rows.map(endpointView), page.limit);
}

/** Creates an endpoint; the answer carries its secret, which is never shown again. */
export async function createWebhookEndpoint(
  db: Db,
  businessId: string,
  input: CreateWebhookEndpointBody,
): Promise<WebhookEndpointView & { secret: string }> {
  const url = checkWebhookUrl(input.url);
  return db.transaction(async (tx) => {
    // Serialises creations of one business, so the limit holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${businessId}`}))`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId));
    if (count >= MAX_ENDPOINTS) {
      throw new DomainError('conflict', `A business has at most ${MAX_ENDPOINTS} webhook endpoints: delete one first`);
    }
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id: newId('webhookEndpoint'),
        businessId,
        url,
        description: input.description ?? null,
        eventTypes: input.eventTypes,
        enabled: input.enabled ?? true,
        secret,
      })
      .returning();
    return { ...endpointView(row!), secret };
  });
}

/** Changes what the body names. Enabling clears `disabledReason`; disabling keeps pending deliveries waiting. */
export async function updateWebhookEndpoint(
  db: Db,
  businessId: string,
  endpointId: string,
  input: UpdateWebhookEndpointBody,
): Promise<WebhookEndpointView> {
  const current = await getWebhookEndpointRowOrThrow(db, businessId, endpointId);
  const changes: Partial<WebhookEndpointRow> = {};
  if (input.url !== undefined) changes.url = checkWebhookUrl(input.url);
  if (input.eventTypes !== undefined) changes.eventTypes = input.eventTypes;
  if (input.description !== undefined) changes.description = input.description;
  if (input.enabled !== undefined) {
    changes.enabled = input.enabled;
    if (input.enabled) changes.disabledReason = null;
  }
  if (Object.keys(changes).length === 0) return endpointView(current);
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)))
    .returning();
  if (!row) throw notFound('Webhook endpoint');
  return endpointView(row);
}

/** Deletes an endpoint with its deliveries and their log. */
export async function deleteWebhookEndpoint(db: Db, businessId: string, endpointId: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound('Webhook endpoint');
}

/** A new secret, shown in this answer only; the current one keeps signing beside it for `overlapHours` (default 24). */
export async function rotateWebhookSecret(
  db: Db,
  businessId: string,
  endpointId: string,
  options: { overlapHours?: number } = {},
): Promise<WebhookEndpointView & { secret: string }> {
  const current = await getWebhookEndpointRowOrThrow(db, businessId, endpointId);
  const overlapHours = options.overlapHours ?? DEFAULT_OVERLAP_HOURS;
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: overlapHours > 0 ? current.secret : null,
      previousSecretExpiresAt: overlapHours > 0 ? sql`now() + ${`${overlapHours} hours`}::interval` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.secret, current.secret)))
    .returning();
  if (!row) throw new DomainError('conflict', 'The secret was rotated by another request at the same time: try again');
  return { ...endpointView(row), secret };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function attemptView(row: WebhookAttemptRow) {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    outcome: row.outcome ?? null,
    statusCode: row.statusCode,
    error: row.error,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
  };
}

function deliveryView(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDeliveryView {
  return {
    id: row.id,
    object: 'webhook_delivery',
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: attempts.length,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    attempts: attempts.slice(0, ATTEMPTS_SHOWN).map(attemptView),
  };
}

async function withAttempts(db: Db, rows: WebhookDeliveryRow[]): Promise<WebhookDeliveryView[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
    .orderBy(desc(webhookAttempts.startedAt), desc(webhookAttempts.id));
  const byDelivery = new Map<string, WebhookAttemptRow[]>();
  for (const attempt of attempts) byDelivery.set(attempt.deliveryId, [...(byDelivery.get(attempt.deliveryId) ?? []), attempt]);
  return rows.map((row) => deliveryView(row, byDelivery.get(row.id) ?? []));
}

/** An endpoint's delivery log, newest first: each delivery with its attempts. */
export async function listWebhookDeliveries(
  db: Db,
  businessId: string,
  endpointId: string,
  filters: { status?: WebhookDeliveryRow['status'] },
  page: PageRequest,
): Promise<Page<WebhookDeliveryView>> {
  await getWebhookEndpointRowOrThrow(db, businessId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.businessId, businessId),
        eq(webhookDeliveries.endpointId, endpointId),
        filters.status ? eq(webhookDeliveries.status, filters.status) : undefined,
        page.after ? sql`${webhookDeliveries.id} < ${page.after}` : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit + 1);
  const paged = toPage(rows, page.limit);
  return { ...paged, data: await withAttempts(db, paged.data) };
}

export async function getWebhookDeliveryOrThrow(db: Db, businessId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
    .limit(1);
  if (!row) throw notFound('Webhook delivery');
  const [view] = await withAttempts(db, [row]);
  return view!;
}

/**
 * Sends a delivery again now, with a fresh retry schedule (its log keeps the earlier attempts). The endpoint must
 * be enabled; a delivery already pending is simply made due now.
 */
export async function resendWebhookDelivery(db: Db, businessId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  const endpoint = await getWebhookEndpointRowOrThrow(db, businessId, endpointId);
  if (!endpoint.enabled) throw new DomainError('conflict', 'The endpoint is disabled: enable it before resending');
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
    .returning({ id: webhookDeliveries.id });
  if (updated.length === 0) throw notFound('Webhook delivery');
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return getWebhookDeliveryOrThrow(db, businessId, endpointId, deliveryId);
}
