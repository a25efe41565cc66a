// POST — send a delivery again now, with a fresh retry schedule (409 conflict while the endpoint is disabled).
import { resendWebhookDelivery } from '@/lib/domain/webhooks/endpoints';
import { dashboardRoute } from '@/lib/dashboard/route';
import { findDashboardEndpoint } from '@/lib/dashboard/webhooks';
import { deliveryIdParams } from '@/lib/dashboard/webhooks-schema';

export const dynamic = 'force-dynamic';

export const POST = dashboardRoute({ params: deliveryIdParams, status: 200 }, async ({ db, business, params }) => {
  const { ownerId } = await findDashboardEndpoint(db, business, params.endpointId);
  return resendWebhookDelivery(db, ownerId, params.endpointId, params.deliveryId);
});
