// POST /api/v1/public/webhook-endpoints/:id/deliveries/:deliveryId/resend — send a delivery again, now.
import { resendWebhookDeliveryRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { resendWebhookDelivery } from '@/lib/domain/webhooks/endpoints';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(resendWebhookDeliveryRoute, ({ db, businessId, params }) => resendWebhookDelivery(db, businessId, params.id, params.deliveryId)),
});
