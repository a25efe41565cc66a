// Contracts of the webhook endpoint routes: endpoints, their secrets, and their delivery log.
import { z } from 'zod';
import {
  createWebhookEndpointBody,
  listDeliveriesFilters,
  rotateSecretBody,
  updateWebhookEndpointBody,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '../../domain/webhooks/schemas';
import { MAX_ENDPOINTS } from '../../domain/webhooks/endpoints';
import { EXAMPLE } from '../examples';
import { listOf, pagingQuery } from '../paging';
import { defineRoute } from '../route';

const tag = 'Webhooks';
const id = (what: string) => z.string().min(1).max(64).describe(what);
const endpointParam = z.strictObject({ id: id('Webhook endpoint id (`we_…`)') });
const deliveryParams = z.strictObject({ id: id('Webhook endpoint id (`we_…`)'), deliveryId: id('Delivery id (`whd_…`)') });
const SUBSCRIBING =
  'The key may subscribe an endpoint only to the event types it may read: each type needs its read scope (`order.placed`: ' +
  '`orders:read`, …) and `*` needs them all; otherwise 403 `insufficient_scope` names the missing scope. The URL must be ' +
  'http(s) without credentials or fragment; in production HTTPS on a public address (see Events and webhooks: SSRF).';

export const listWebhookEndpointsRoute = defineRoute({
  method: 'GET',
  path: '/public/webhook-endpoints',
  scope: 'webhooks:read',
  tag,
  summary: 'List webhook endpoints',
  description: 'In creation order. Secrets are never shown again: only `secretHint`.',
  query: z.strictObject(pagingQuery),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(webhookEndpointSchema, 'WebhookEndpointList'),
});

export const createWebhookEndpointRoute = defineRoute({
  method: 'POST',
  path: '/public/webhook-endpoints',
  scope: 'webhooks:write',
  tag,
  summary: 'Create a webhook endpoint',
  description:
    `The answer carries the signing \`secret\`, shown this once: keep it to verify deliveries. At most ${MAX_ENDPOINTS} ` +
    'endpoints per business (409 `conflict`). A test key makes endpoints of the sandbox, which receive test events only. ' +
    SUBSCRIBING,
  body: createWebhookEndpointBody,
  example: {
    body: { url: 'https://hooks.example.com/vitrine', eventTypes: ['order.placed', 'order.paid'], description: 'Livraisons Bpost' },
  },
  status: 201,
  response: webhookEndpointWithSecretSchema,
  errors: ['conflict'],
});

export const getWebhookEndpointRoute = defineRoute({
  method: 'GET',
  path: '/public/webhook-endpoints/{id}',
  scope: 'webhooks:read',
  tag,
  summary: 'Get a webhook endpoint',
  params: endpointParam,
  example: { params: { id: EXAMPLE.webhookEndpoint } },
  status: 200,
  response: webhookEndpointSchema,
  errors: ['not_found'],
});

export const updateWebhookEndpointRoute = defineRoute({
  method: 'PATCH',
  path: '/public/webhook-endpoints/{id}',
  scope: 'webhooks:write',
  tag,
  summary: 'Update a webhook endpoint',
  description:
    'Changes only what the body names. `enabled: false` stops deliveries: pending ones wait, new events are not queued ' +
    'for it (`GET /public/events` fills the gap); `enabled: true` resumes them and clears `disabledReason`. Changing `url` or `eventTypes` needs the read scopes of the resulting event types. ' +
    SUBSCRIBING,
  params: endpointParam,
  body: updateWebhookEndpointBody,
  example: { params: { id: EXAMPLE.webhookEndpoint }, body: { eventTypes: ['order.placed', 'order.paid', 'order.cancelled'] } },
  status: 200,
  response: webhookEndpointSchema,
  errors: ['not_found'],
});

export const deleteWebhookEndpointRoute = defineRoute({
  method: 'DELETE',
  path: '/public/webhook-endpoints/{id}',
  scope: 'webhooks:write',
  tag,
  summary: 'Delete a webhook endpoint',
  description: 'With its delivery log; deliveries not yet made are dropped.',
  params: endpointParam,
  example: { params: { id: EXAMPLE.webhookEndpoint } },
  status: 204,
  errors: ['not_found'],
});

export const rotateWebhookSecretRoute = defineRoute({
  method: 'POST',
  path: '/public/webhook-endpoints/{id}/rotate-secret',
  scope: 'webhooks:write',
  tag,
  summary: "Rotate a webhook endpoint's secret",
  description:
    'A new `secret`, shown in this answer only. The old one keeps signing beside it for `overlapHours` (default 24, 0: ' +
    'stops at once): during the overlap `webhook-signature` carries both signatures, space-separated, so receivers can ' +
    'switch at their pace. `previousSecretExpiresAt` says until when. 409 `conflict` when another rotation ran at the same moment.',
  params: endpointParam,
  body: rotateSecretBody,
  example: { params: { id: EXAMPLE.webhookEndpoint }, body: { overlapHours: 24 } },
  status: 200,
  response: webhookEndpointWithSecretSchema,
  errors: ['not_found', 'conflict'],
});

export const listWebhookDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/public/webhook-endpoints/{id}/deliveries',
  scope: 'webhooks:read',
  tag,
  summary: "List an endpoint's deliveries",
  description: 'Newest first, each with its attempts (status code, error, the first KiB of the answer, duration), for 30 days.',
  params: endpointParam,
  query: z.strictObject({ ...pagingQuery, ...listDeliveriesFilters }),
  example: { params: { id: EXAMPLE.webhookEndpoint }, query: { limit: 2 } },
  status: 200,
  response: listOf(webhookDeliverySchema, 'WebhookDeliveryList'),
  errors: ['not_found'],
});

export const getWebhookDeliveryRoute = defineRoute({
  method: 'GET',
  path: '/public/webhook-endpoints/{id}/deliveries/{deliveryId}',
  scope: 'webhooks:read',
  tag,
  summary: 'Get a delivery with its attempts',
  params: deliveryParams,
  example: { params: { id: EXAMPLE.webhookEndpoint, deliveryId: EXAMPLE.webhookDelivery } },
  status: 200,
  response: webhookDeliverySchema,
  errors: ['not_found'],
});

export const resendWebhookDeliveryRoute = defineRoute({
  method: 'POST',
  path: '/public/webhook-endpoints/{id}/deliveries/{deliveryId}/resend',
  scope: 'webhooks:write',
  tag,
  summary: 'Send a delivery again',
  description:
    'Makes the delivery due now with a fresh retry schedule, whatever its state (a succeeded one is sent again, with the ' +
    'same `webhook-id`). Answers 200 with the delivery, `pending`; the sender picks it up within seconds and its ' +
    'attempts join the log. 409 `conflict` while the endpoint is disabled: enable it first.',
  params: deliveryParams,
  example: { params: { id: EXAMPLE.webhookEndpoint, deliveryId: EXAMPLE.webhookDelivery } },
  status: 200,
  response: webhookDeliverySchema,
  errors: ['not_found', 'conflict'],
});
