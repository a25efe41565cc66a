// GET /api/dashboard/businesses/:businessId/products/:productId — one product; PATCH — update it (the
// public API's schema and domain function: a duplicate SKU is a 409 with `details` on `sku`).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { getProductOrThrow, updateProduct } from '@/lib/domain/catalog/products';
import { updateProductBody } from '@/lib/domain/catalog/schemas';

const params = z.strictObject({ productId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => getProductOrThrow(db, business.id, params.productId));

export const PATCH = dashboardRoute({ params, body: updateProductBody }, ({ db, business, params, body }) =>
  updateProduct(db, business.id, params.productId, body),
);
