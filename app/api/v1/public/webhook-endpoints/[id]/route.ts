// GET /api/v1/public/webhook-endpoints/:id — one endpoint (never its secret); PATCH — change what the body names; DELETE.
import { deleteWebhookEndpointRoute, getWebhookEndpointRoute, requireReadable, updateWebhookEndpointRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { deleteWebhookEndpoint, getWebhookEndpointOrThrow, updateWebhookEndpoint } from '@/lib/domain/webhooks/endpoints';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getWebhookEndpointRoute, ({ db, businessId, params }) => getWebhookEndpointOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updateWebhookEndpointRoute, async ({ db, businessId, auth, params, body }) => {
    // A new URL or subscription sends events where the key chooses: it needs the read scopes of every type sent.
    if (body.url !== undefined || body.eventTypes !== undefined) {
      requireReadable(auth, body.eventTypes ?? (await getWebhookEndpointOrThrow(db, businessId, params.id)).eventTypes);
    }
    return updateWebhookEndpoint(db, businessId, params.id, body);
  }),
  DELETE: publicRoute(deleteWebhookEndpointRoute, ({ db, businessId, params }) => deleteWebhookEndpoint(db, businessId, params.id)),
});
