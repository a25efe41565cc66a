// GET /api/v1/public/webhook-endpoints — list the endpoints; POST — create one (its secret is shown this once).
import { createWebhookEndpointRoute, listWebhookEndpointsRoute, requireReadable } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/lib/domain/webhooks/endpoints';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listWebhookEndpointsRoute, async ({ db, businessId, query }) =>
    listBody(await listWebhookEndpoints(db, businessId, pageRequest(query))),
  ),
  POST: publicRoute(createWebhookEndpointRoute, async ({ db, businessId, auth, body }) => {
    requireReadable(auth, body.eventTypes);
    return createWebhookEndpoint(db, businessId, body);
  }),
});
