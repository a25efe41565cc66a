// What the Webhooks pages and their routes share (client-safe: zod, the event catalogue and the views' types, no
// database): the create body (the domain's, with live or test), the event groups of the form, the overlap choices.
import { z } from 'zod';
import { ALL_EVENT_TYPES, EVENT_TYPES, type EventType, isEventType } from '../domain/events/types';
import { SCOPES } from '../domain/keys/scopes';
import { createWebhookEndpointBody } from '../domain/webhooks/schemas';
import type { WebhookDeliveryView, WebhookEndpointView } from '../domain/webhooks/schemas';

export { isEventType };
export type { EventType, WebhookDeliveryView, WebhookEndpointView };
export type EndpointMode = 'live' | 'test';
export type DeliveryStatus = WebhookDeliveryView['status'];
export const DELIVERY_STATUSES: DeliveryStatus[] = ['pending', 'succeeded', 'failed'];

/** Creating from the dashboard: the endpoint's fields and its mode (a test endpoint belongs to the sandbox twin). */
export const createEndpointBody = createWebhookEndpointBody.extend({ mode: z.enum(['live', 'test'], { error: 'Choose live or test' }) });
export type CreateEndpointBody = z.output<typeof createEndpointBody>;

export const endpointIdParams = z.strictObject({ endpointId: z.string().min(1).max(64) });
export const deliveryIdParams = endpointIdParams.extend({ deliveryId: z.string().min(1).max(64) });

/** How long the previous secret keeps signing after a rotation, as offered by the dashboard (hours). */
export const OVERLAP_CHOICES = [0, 1, 24, 168] as const;

/** An endpoint as the dashboard lists it: its mode and how its last delivery went. */
export type DashboardEndpoint = WebhookEndpointView & {
  mode: EndpointMode;
  lastDelivery: { status: DeliveryStatus; statusCode: number | null; at: string } | null;
};

export type EndpointWithSecret = DashboardEndpoint & { secret: string };

/** The groups of the event-type picker, in the form's order; a type of an unknown family lands in the last. */
export const EVENT_GROUPS = ['catalog', 'orders', 'customers', 'invoices', 'loyalty', 'site'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

const FAMILY_GROUP: Record<string, EventGroup> = {
  product: 'catalog',
  stock: 'catalog',
  order: 'orders',
  customer: 'customers',
  invoice: 'invoices',
  loyalty: 'loyalty',
  site: 'site',
  shop: 'site',
};

export const eventGroupOf = (type: EventType): EventGroup => FAMILY_GROUP[type.split('.')[0]!] ?? 'site';

/** Every event type by group, each group in the catalogue's order. */
export function eventTypesByGroup(): { group: EventGroup; types: EventType[]; requiresShop: boolean }[] {
  return EVENT_GROUPS.map((group) => {
    const types = ALL_EVENT_TYPES.filter((type) => eventGroupOf(type) === group);
    return { group, types, requiresShop: types.every((type) => SCOPES[EVENT_TYPES[type].scope].requiresShop) };
  }).filter((entry) => entry.types.length > 0);
}

/** The endpoint's state as the pages name it. */
export type EndpointState = 'enabled' | 'disabled' | 'failing' | 'gone';
export const endpointState = (endpoint: Pick<WebhookEndpointView, 'enabled' | 'disabledReason'>): EndpointState =>
  endpoint.enabled ? 'enabled' : (endpoint.disabledReason ?? 'disabled');
