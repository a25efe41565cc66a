// GET /api/v1/public/webhook-endpoints/:id/deliveries — the endpoint's delivery log, newest first, with attempts.
import { listWebhookDeliveriesRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listWebhookDeliveries } from '@/lib/domain/webhooks/endpoints';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listWebhookDeliveriesRoute, async ({ db, businessId, params, query }) =>
    listBody(await listWebhookDeliveries(db, businessId, params.id, { status: query.status }, pageRequest(query))),
  ),
});
