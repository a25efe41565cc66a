// One webhook endpoint of the business or its twin: read, change what the body names, delete (with its log).
import { deleteWebhookEndpoint, updateWebhookEndpoint } from '@/lib/domain/webhooks/endpoints';
import { updateWebhookEndpointBody } from '@/lib/domain/webhooks/schemas';
import { dashboardRoute } from '@/lib/dashboard/route';
import { dashboardEndpoint, findDashboardEndpoint } from '@/lib/dashboard/webhooks';
import { endpointIdParams } from '@/lib/dashboard/webhooks-schema';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ params: endpointIdParams }, async ({ db, business, params }) =>
  (await findDashboardEndpoint(db, business, params.endpointId)).endpoint,
);

/** PATCH — URL, description, event types, enabled; enabling clears why Vitrine disabled it. */
export const PATCH = dashboardRoute({ params: endpointIdParams, body: updateWebhookEndpointBody }, async ({ db, business, params, body }) => {
  const { ownerId } = await findDashboardEndpoint(db, business, params.endpointId);
  return dashboardEndpoint(db, business, ownerId, await updateWebhookEndpoint(db, ownerId, params.endpointId, body));
});

export const DELETE = dashboardRoute({ params: endpointIdParams, status: 204 }, async ({ db, business, params }) => {
  const { ownerId } = await findDashboardEndpoint(db, business, params.endpointId);
  await deleteWebhookEndpoint(db, ownerId, params.endpointId);
});
