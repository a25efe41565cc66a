// The business's webhook endpoints, live and its sandbox twin's (test): list, and create (the secret is returned once).
import { createWebhookEndpoint } from '@/lib/domain/webhooks/endpoints';
import { dashboardRoute } from '@/lib/dashboard/route';
import { dashboardEndpoint, listDashboardEndpoints, modeOwnerId } from '@/lib/dashboard/webhooks';
import { createEndpointBody } from '@/lib/dashboard/webhooks-schema';

export const dynamic = 'force-dynamic';

/** GET — live endpoints, then test ones, each with how its last delivery went. */
export const GET = dashboardRoute({}, async ({ db, business }) => ({ data: await listDashboardEndpoints(db, business) }));

/** POST — create an endpoint in live or test mode; a URL the domain refuses is a 400 naming `url`. */
export const POST = dashboardRoute({ body: createEndpointBody }, async ({ db, business, body: { mode, ...input } }) => {
  const ownerId = modeOwnerId(business, mode);
  return dashboardEndpoint(db, business, ownerId, await createWebhookEndpoint(db, ownerId, input));
});
