// GET — an endpoint's delivery log, newest first, a page at a time, optionally of one state; each with its attempts.
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { listWebhookDeliveries } from '@/lib/domain/webhooks/endpoints';
import { listDeliveriesFilters } from '@/lib/domain/webhooks/schemas';
import { dashboardRoute } from '@/lib/dashboard/route';
import { findDashboardEndpoint } from '@/lib/dashboard/webhooks';
import { endpointIdParams } from '@/lib/dashboard/webhooks-schema';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, ...listDeliveriesFilters });

export const GET = dashboardRoute({ params: endpointIdParams, query }, async ({ db, business, params, query }) => {
  const { ownerId } = await findDashboardEndpoint(db, business, params.endpointId);
  return listBody(await listWebhookDeliveries(db, ownerId, params.endpointId, { status: query.status }, pageRequest(query)));
});
