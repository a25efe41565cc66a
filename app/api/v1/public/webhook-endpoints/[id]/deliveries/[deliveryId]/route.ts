// GET /api/v1/public/webhook-endpoints/:id/deliveries/:deliveryId — one delivery with its attempts.
import { getWebhookDeliveryRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getWebhookDeliveryOrThrow } from '@/lib/domain/webhooks/endpoints';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getWebhookDeliveryRoute, ({ db, businessId, params }) => getWebhookDeliveryOrThrow(db, businessId, params.id, params.deliveryId)),
});
