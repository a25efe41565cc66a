// GET /api/dashboard/businesses/:businessId/products/:productId/inventory — stock per location and the latest
// audit entries; POST — adjust stock by a signed delta with a reason (audited with the dashboard as actor).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { adjustStock, getInventory } from '@/lib/domain/inventory/stock';
import { adjustStockBody } from '@/lib/domain/inventory/schemas';

const params = z.strictObject({ productId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => getInventory(db, business.id, params.productId));

export const POST = dashboardRoute({ params, body: adjustStockBody }, ({ db, business, params, body, actor }) =>
  adjustStock(db, business.id, params.productId, body, actor),
);
