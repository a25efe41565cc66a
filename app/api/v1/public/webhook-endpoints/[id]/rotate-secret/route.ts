// POST /api/v1/public/webhook-endpoints/:id/rotate-secret — a new secret (shown once); the old one signs on for the overlap.
import { rotateWebhookSecretRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { rotateWebhookSecret } from '@/lib/domain/webhooks/endpoints';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(rotateWebhookSecretRoute, ({ db, businessId, params, body }) => rotateWebhookSecret(db, businessId, params.id, body)),
});
