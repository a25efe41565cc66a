// GET /api/dashboard/businesses/:businessId/shop — the shop, or null before it is set up, and the setup
// checklist; PATCH — upsert (the body of PATCH /public/shop, through the same domain function).
import { dashboardRoute } from '@/lib/dashboard/route';
import { upsertShopBody } from '@/lib/domain/shop/schemas';
import { setupChecklist } from '@/lib/domain/shop/setup-issues';
import { findShop, upsertShop } from '@/lib/domain/shop/shop';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, async ({ db, business }) => ({
  shop: await findShop(db, business.id),
  checklist: await setupChecklist(db, business.id),
}));

export const PATCH = dashboardRoute({ entitlement: 'shop', body: upsertShopBody }, async ({ db, business, body }) => ({
  shop: (await upsertShop(db, business.id, body)).shop,
  checklist: await setupChecklist(db, business.id),
}));
