// Events (README: Events and webhooks). `recordEvent` writes an event in the caller's transaction, with one
// webhook delivery per enabled endpoint of the business that subscribes to its type, and notifies the webhook
// sender (PostgreSQL delivers the notification at commit only): a rollback writes, and sends, nothing.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, events, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { EventRow } from '../../db/schema/webhooks';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { EVENT_RETENTION_DAYS, type EventType } from './types';

/** The channel a commit that wrote deliveries notifies: the webhook sender wakes at once. */
export const WEBHOOK_CHANNEL = 'vitrine_webhooks';

export type EventView = {
  id: string;
  object: 'event';
  type: EventType;
  createdAt: string;
  livemode: boolean;
  data: { object: Record<string, unknown> };
};

/**
 * Records that `object` (the resource as the API reads it now) went through `type`, in the caller's transaction,
 * and queues its deliveries. Returns the event id.
 */
export async function recordEvent<T extends { id: string }>(tx: Db, businessId: string, type: EventType, object: T): Promise<string> {
  const id = newId('event');
  await tx.insert(events).values({ id, businessId, type, objectId: object.id, data: { object: object as unknown as Record<string, unknown> } });
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.businessId, businessId),
        eq(webhookEndpoints.enabled, true),
        sql`(${type} = any(${webhookEndpoints.eventTypes}) or '*' = any(${webhookEndpoints.eventTypes}))`,
      ),
    );
  if (endpoints.length > 0) {
    await tx.insert(webhookDeliveries).values(
      endpoints.map((endpoint) => ({ id: newId('webhookDelivery'), businessId, endpointId: endpoint.id, eventId: id, eventType: type })),
    );
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  }
  return id;
}

/** The event as the API and the webhook payload show it (`livemode` is the business's mode). */
export function eventView(row: EventRow, livemode: boolean): EventView {
  return {
    id: row.id,
    object: 'event',
    type: row.type as EventType,
    createdAt: row.createdAt.toISOString(),
    livemode,
    data: { object: { ...row.data.object, livemode } },
  };
}

export type EventFilters = { types: EventType[]; createdAfter?: Date };

/** A business's events, oldest first, of the given types only (the caller passes the types the reader may see). */
export async function listEvents(db: Db, businessId: string, filters: EventFilters, page: PageRequest): Promise<Page<EventView>> {
  if (filters.types.length === 0) return { data: [], hasMore: false, nextId: null };
  const [business] = await db.select({ mode: businesses.mode }).from(businesses).where(eq(businesses.id, businessId));
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.businessId, businessId),
        inArray(events.type, filters.types),
        page.after ? gt(events.id, page.after) : undefined,
        filters.createdAfter ? gt(events.createdAt, filters.createdAfter) : undefined,
        gt(events.createdAt, sql`now() - ${`${EVENT_RETENTION_DAYS} days`}::interval`),
      ),
    )
    .orderBy(asc(events.id))
    .limit(page.limit + 1);
  return toPage(
    rows.map((row) => eventView(row, business?.mode === 'live')),
    page.limit,
  );
}

/** One event of a business, among the given types (the reader's) and within the retention; 404 otherwise. */
export async function getEventOrThrow(db: Db, businessId: string, eventId: string, types: EventType[]): Promise<EventView> {
  const [row] =
    types.length === 0
      ? []
      : await db
          .select()
          .from(events)
          .where(
            and(
              eq(events.businessId, businessId),
              eq(events.id, eventId),
              inArray(events.type, types),
              gt(events.createdAt, sql`now() - ${`${EVENT_RETENTION_DAYS} days`}::interval`),
            ),
          )
          .limit(1);
  if (!row) throw notFound('Event');
  const [business] = await db.select({ mode: businesses.mode }).from(businesses).where(eq(businesses.id, businessId));
  return eventView(row, business?.mode === 'live');
}

/** Deletes the events older than the retention (their deliveries and attempts go with them). */
export async function purgeOldEvents(db: Db): Promise<number> {
  const deleted = await db
    .delete(events)
    .where(lt(events.createdAt, sql`now() - ${`${EVENT_RETENTION_DAYS} days`}::interval`))
    .returning({ id: events.id });
  return deleted.length;
}
