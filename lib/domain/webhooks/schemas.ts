// Shapes of webhook endpoints, their deliveries and attempts (README: Events and webhooks).
import { z } from 'zod';
import { ALL_EVENT_TYPES } from '../events/types';

export const eventTypeSchema = z.enum(ALL_EVENT_TYPES).describe('An event type (see the list of events)');

/** `*` alone, or a list of event types without repeats. */
export const eventTypesSchema = z
  .array(z.union([z.literal('*'), eventTypeSchema]))
  .min(1, 'choose at least one event type, or *')
  .max(ALL_EVENT_TYPES.length)
  .refine((types) => !types.includes('*') || types.length === 1, 'use * alone, or list event types')
  .refine((types) => new Set(types).size === types.length, 'an event type is listed twice')
  .describe('The event types sent to this endpoint; `["*"]`: all of them, including types added later');

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(2048, 'at most 2048 characters')
  .describe('Where events are POSTed. HTTPS, on a public address (see Events and webhooks: SSRF)');

const description = z.string().trim().max(200, 'at most 200 characters').nullable().describe('A note for the people of the business');

export const createWebhookEndpointBody = z
  .strictObject({
    url: webhookUrlSchema,
    eventTypes: eventTypesSchema,
    description: description.optional(),
    enabled: z.boolean().optional().describe('Default true'),
  })
  .meta({ id: 'CreateWebhookEndpoint' });
export type CreateWebhookEndpointBody = z.output<typeof createWebhookEndpointBody>;

export const updateWebhookEndpointBody = z
  .strictObject({
    url: webhookUrlSchema.optional(),
    eventTypes: eventTypesSchema.optional(),
    description: description.optional(),
    enabled: z.boolean().optional().describe('false pauses deliveries (they wait); true resumes them and clears disabledReason'),
  })
  .meta({ id: 'UpdateWebhookEndpoint' });
export type UpdateWebhookEndpointBody = z.output<typeof updateWebhookEndpointBody>;

export const rotateSecretBody = z
  .strictObject({
    overlapHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .optional()
      .describe('How long the old secret keeps signing beside the new one (0–168 hours, default 24)'),
  })
  .meta({ id: 'RotateWebhookSecret' });

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z
      .enum(['failing', 'gone'])
      .nullable()
      .describe('Why Vitrine disabled it: `failing` (every attempt of a delivery failed for ~3 days), `gone` (the receiver answered 410)'),
    secretHint: z.string().describe('The secret’s last four characters (the secret itself is shown once)'),
    previousSecretExpiresAt: z.string().nullable().describe('Until when the secret before the last rotation still signs'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointView = z.output<typeof webhookEndpointSchema>;

export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string().describe('`whsec_…`: shown only in this answer; keep it to verify signatures') })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookAttemptSchema = z
  .object({
    id: z.string(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    outcome: z.enum(['succeeded', 'failed', 'interrupted']).nullable().describe('null while the request is in flight'),
    statusCode: z.number().int().nullable(),
    error: z.string().nullable(),
    responseBody: z.string().nullable().describe('The first KiB of the answer'),
    durationMs: z.number().int().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    endpointId: z.string(),
    eventId: z.string().describe('Also the `webhook-id` header of every attempt'),
    eventType: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attemptCount: z.number().int(),
    nextAttemptAt: z.string().nullable().describe('When it is tried next (null once it succeeded or failed for good)'),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
    attempts: z.array(webhookAttemptSchema).describe('Every request, newest first (at most 20)'),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryView = z.output<typeof webhookDeliverySchema>;

export const listDeliveriesFilters = {
  status: z.enum(['pending', 'succeeded', 'failed']).optional().describe('Only deliveries in this state'),
};
