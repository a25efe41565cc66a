// POST /api/dashboard/businesses/:businessId/orders/:orderId/{mark-paid|mark-ready|mark-shipped|complete|cancel} —
// the same transitions as the public API, by the signed-in merchant.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { type OrderActionPath, orderActionBodies, runOrderAction, withActions } from '@/lib/domain/orders/lifecycle';

export const dynamic = 'force-dynamic';

const params = z.object({
  orderId: z.string().min(1).max(64),
  action: z.enum(Object.keys(orderActionBodies) as [OrderActionPath, ...OrderActionPath[]]),
});

export const POST = dashboardRoute(
  { params, body: z.record(z.string(), z.unknown()).optional(), status: 200, entitlement: 'shop' },
  async ({ db, business, params, body, actor }) => {
    return withActions(await runOrderAction(db, business.id, params.orderId, params.action, body, actor));
  },
);
