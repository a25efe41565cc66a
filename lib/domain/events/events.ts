// Events (README: Events and webhooks). `recordEvent` writes an event in the caller's transaction, with one
// webhook delivery per enabled endpoint of the business that subscribes to its type, and notifies the webhook
// sender (PostgreSQL delivers the notification at commit only): a rollback writes, and sends, nothing.
import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
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

/** At most this many webhook endpoints per business (Stripe allows 16); `recordEvent` names that many delivery ids. */
export const MAX_WEBHOOK_ENDPOINTS = 16;

/**
 * Records that `object` (the resource as the API reads it now) went through `type`, in the caller's transaction,
 * and queues its deliveries. One statement, one round trip (see `eventWrite`). Returns the event id.
 */
export async function recordEvent<T extends { id: string }>(tx: Db, businessId: string, type: EventType, object: T): Promise<string> {
  const write = eventWrite(businessId, type, sql`select ${object.id}::text as object_id, ${JSON.stringify({ object })}::json as data`);
  await tx.execute(sql`with ${write.ctes} select ${write.notify}`);
  return write.id;
}

/**
 * The parts of a statement that records an event: the event, a delivery per enabled endpoint of the business
 * subscribed to the type (their ids drawn here, handed out by row number), and the notification when any was
 * queued (PostgreSQL delivers it at commit). `source` is a query of at most one row (object_id, data), so a
 * write can record its event in its own statement, from what it returns (none when it wrote nothing).
 * `ctes` defines `event` and `queued`: put it last in the statement's WITH; select `notify` in its answer.
 */
export function eventWrite(businessId: string, type: EventType, source: SQL): { id: string; ctes: SQL; notify: SQL } {
  const id = newId('event');
  const deliveryIds = Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, () => newId('webhookDelivery'));
  const ctes = sql`event as (
      insert into ${events} (id, business_id, type, object_id, data)
      select ${id}, ${businessId}, ${type}, source.object_id, source.data from (${source}) as source
      returning id
    ), queued as (
      insert into ${webhookDeliveries} (id, business_id, endpoint_id, event_id, event_type)
      select (${sql.param(deliveryIds)}::text[])[row_number() over (order by e.id)], e.business_id, e.id, event.id, ${type}
      from ${webhookEndpoints} e, event
      where e.business_id = ${businessId} and e.enabled and (${type} = any(e.event_types) or '*' = any(e.event_types))
      returning 1
    )`;
  return { id, ctes, notify: sql`(select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from queued limit 1) as any_queued) as notified` };
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
