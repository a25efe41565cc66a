// POST — a new signing secret, returned once; the previous one keeps signing beside it for `overlapHours`.
import { rotateWebhookSecret } from '@/lib/domain/webhooks/endpoints';
import { rotateSecretBody } from '@/lib/domain/webhooks/schemas';
import { dashboardRoute } from '@/lib/dashboard/route';
import { dashboardEndpoint, findDashboardEndpoint } from '@/lib/dashboard/webhooks';
import { endpointIdParams } from '@/lib/dashboard/webhooks-schema';

export const dynamic = 'force-dynamic';

export const POST = dashboardRoute({ params: endpointIdParams, body: rotateSecretBody, status: 200 }, async ({ db, business, params, body }) => {
  const { ownerId } = await findDashboardEndpoint(db, business, params.endpointId);
  return dashboardEndpoint(db, business, ownerId, await rotateWebhookSecret(db, ownerId, params.endpointId, body));
});
