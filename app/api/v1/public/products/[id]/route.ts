// GET /api/v1/public/products/:id — one product; PATCH — update it.
import { getProductRoute, updateProductRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getProductOrThrow, updateProduct } from '@/lib/domain/catalog/products';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getProductRoute, ({ db, businessId, params }) => getProductOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updateProductRoute, ({ db, businessId, params, body }) => updateProduct(db, businessId, params.id, body)),
});
