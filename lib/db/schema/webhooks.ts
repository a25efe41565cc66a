import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, json, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * An event (README: Events and webhooks): written in the transaction of the change it tells of, so a rollback
 * writes none. `data.object` is the resource as the API read it at that moment. Kept 30 days.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** e.g. `order.placed`, `product.updated` (lib/domain/events/types.ts). */
    type: text('type').notNull(),
    /** The id of the object the event is about (filters a resource's history). */
    objectId: text('object_id').notNull(),
    /** `json`, not `jsonb`: the payload keeps the API's key order. */
    data: json('data').$type<{ object: Record<string, unknown> }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_business_idx').on(t.businessId, t.id),
    index('events_business_type_idx').on(t.businessId, t.type, t.id),
    index('events_created_idx').on(t.createdAt),
  ],
);

/** A URL a business's events are delivered to (Standard Webhooks), in its mode: a test twin's endpoint gets test events only. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types delivered; `*` alone: every type. */
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled by Vitrine (`failing`, `gone`); null when enabled or disabled by a person. */
    disabledReason: text('disabled_reason'),
    /** `whsec_` + base64 of 32 random bytes: shown once, at creation and rotation. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signing beside the new one until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_business_idx').on(t.businessId, t.id),
    check('webhook_endpoints_disabled_reason', sql`${t.disabledReason} is null or ${t.disabledReason} in ('failing', 'gone')`),
  ],
);

/**
 * One event for one endpoint: the durable job of its delivery. A sender claims a due row with
 * FOR NO KEY UPDATE SKIP LOCKED and holds the lock while the receiver answers (as the e-mail outbox does).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * One HTTP request of a delivery. Written (committed) before the request leaves, finished after the answer:
 * a server that dies mid-request leaves an unfinished row, marked `interrupted` when the delivery is next claimed.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** `succeeded` (2xx), `failed` (another status, a timeout, a refused connection), `interrupted` (the sender stopped). */
    outcome: text('outcome', { enum: ['succeeded', 'failed', 'interrupted'] }),
    statusCode: integer('status_code'),
    error: text('error'),
    /** The first KiB of the receiver's answer (for the delivery log). */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.startedAt),
    check('webhook_attempts_outcome_valid', sql`${t.outcome} is null or ${t.outcome} in ('succeeded', 'failed', 'interrupted')`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
