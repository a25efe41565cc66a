// GET /api/dashboard/businesses/:businessId/orders/:orderId — an order with its timeline and the actions its state allows.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { withActions } from '@/lib/domain/orders/lifecycle';
import { getOrderOrThrow } from '@/lib/domain/orders/orders';

export const dynamic = 'force-dynamic';

const params = z.object({ orderId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params, entitlement: 'shop' }, async ({ db, business, params }) =>
  withActions(await getOrderOrThrow(db, business.id, params.orderId)),
);
