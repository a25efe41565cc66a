// Contracts of the event routes, and what a key may read of events (README: Events and webhooks): the events of
// the resources its read scopes cover — for the Shop's resources, only while the plan includes the Shop.
import { z } from 'zod';
import { eventSchema, listEventsFilters } from '../../domain/events/schemas';
import { ALL_EVENT_TYPES, EVENT_RETENTION_DAYS, EVENT_TYPES, type EventType } from '../../domain/events/types';
import type { AuthenticatedKey } from '../../domain/keys/api-keys';
import { SCOPES, type Scope, hasEntitlement } from '../../domain/keys/scopes';
import { ApiError } from '../errors';
import { EXAMPLE } from '../examples';
import { listOf, pagingQuery } from '../paging';
import { defineRoute } from '../route';

/** Every read scope that lets a key see some events: the events routes take any one of them. */
export const EVENT_READ_SCOPES = [...new Set(ALL_EVENT_TYPES.map((type) => EVENT_TYPES[type].scope))] as [Scope, ...Scope[]];

/** Whether `auth` may read the resources behind `scope`: it holds it, and the plan still offers it (the Shop's). */
const mayRead = (auth: AuthenticatedKey, scope: Scope) =>
  auth.scopes.has(scope) && (!SCOPES[scope].requiresShop || hasEntitlement(auth.business.plan, 'shop'));

/** The event types `auth` may read. */
export function readableTypes(auth: AuthenticatedKey): EventType[] {
  return ALL_EVENT_TYPES.filter((type) => mayRead(auth, EVENT_TYPES[type].scope));
}

/**
 * Refuses event types `auth` may not read: 403 insufficient_scope naming the first scope missing (an order, site or
 * shop scope counts as missing while the plan lacks the Shop). `*` stands for every type.
 */
export function requireReadable(auth: AuthenticatedKey, types: readonly string[]): void {
  const wanted = types.includes('*') ? ALL_EVENT_TYPES : (types as EventType[]);
  const missing = wanted.find((type) => !mayRead(auth, EVENT_TYPES[type].scope));
  if (!missing) return;
  const scope = EVENT_TYPES[missing].scope;
  const why = auth.scopes.has(scope) ? `the business's plan does not include the Shop, which ${scope} needs` : `this API key lacks the ${scope} scope`;
  throw new ApiError('insufficient_scope', `${missing} events cannot be read: ${why}`, { requiredScope: scope });
}

const tag = 'Events';

export const listEventsRoute = defineRoute({
  method: 'GET',
  path: '/public/events',
  scope: EVENT_READ_SCOPES,
  tag,
  summary: 'List events',
  description:
    `Oldest first, over the last ${EVENT_RETENTION_DAYS} days (older events are deleted). A key sees the events of the ` +
    'resources it may read (`products:read`: products and stock, `orders:read`: orders, …; each webhook names the ' +
    'read scope of its type). Asking for a `type` the key may not read answers 403 `insufficient_scope` naming the scope. ' +
    'To catch up after a pause, page from `createdAfter` or from your last cursor.',
  query: z.strictObject({ ...pagingQuery, ...listEventsFilters }),
  example: { query: { limit: 2, type: 'order.placed,order.paid' } },
  status: 200,
  response: listOf(eventSchema, 'EventList'),
});

export const getEventRoute = defineRoute({
  method: 'GET',
  path: '/public/events/{id}',
  scope: EVENT_READ_SCOPES,
  tag,
  summary: 'Get an event',
  description: `404 for an event older than ${EVENT_RETENTION_DAYS} days, or of a type the key may not read.`,
  params: z.strictObject({ id: z.string().min(1).max(64).describe('Event id (`evt_…`), the `webhook-id` of its deliveries') }),
  example: { params: { id: EXAMPLE.event } },
  status: 200,
  response: eventSchema,
  errors: ['not_found'],
});
