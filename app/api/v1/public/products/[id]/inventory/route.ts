// GET /api/v1/public/products/:id/inventory — per-location stock and audit; POST — adjust stock.
import { adjustStockRoute, getInventoryRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { adjustStock, getInventory } from '@/lib/domain/inventory/stock';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getInventoryRoute, ({ db, businessId, params }) => getInventory(db, businessId, params.id)),
  POST: publicRoute(adjustStockRoute, ({ db, businessId, params, body, actor }) =>
    adjustStock(db, businessId, params.id, body, actor),
  ),
});
