// Events for tests: what a business's changes wrote to the `events` table, read as the API shows them
// (lib/domain/events/events.ts: listEvents), oldest first.
import { getDb } from '../db/client';
import { type EventView, listEvents } from '../domain/events/events';
import { ALL_EVENT_TYPES, type EventType } from '../domain/events/types';

/** The business's events (of `types`, else all), oldest first. */
export async function eventsOf(businessId: string, ...types: EventType[]): Promise<EventView[]> {
  const db = await getDb();
  const page = await listEvents(db, businessId, { types: types.length ? types : ALL_EVENT_TYPES }, { limit: 100 });
  return page.data;
}

/**
 * Runs `change` and returns the events it wrote (all types), by comparing the business's events before and
 * after, with what `change` returned. A change expected to fail catches its own error (`.catch((e) => e)`), so
 * a failed assertion inside `change` still fails the test.
 */
export async function eventsWrittenBy<T>(businessId: string, change: () => Promise<T>): Promise<{ events: EventView[]; result: T }> {
  const before = new Set((await eventsOf(businessId)).map((event) => event.id));
  const result = await change();
  return { events: (await eventsOf(businessId)).filter((event) => !before.has(event.id)), result };
}

/** The types of `events`, in order. */
export const typesOf = (events: EventView[]) => events.map((event) => event.type);
