// GET /api/v1/public/loyalty/coupons — list coupons (unused / redeemed, search); POST — create a single-use coupon.
import { createCouponRoute, listCouponsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { createCoupon, listCoupons } from '@/lib/domain/loyalty/coupons';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listCouponsRoute, async ({ db, businessId, query }) =>
    listBody(await listCoupons(db, businessId, { status: query.status, q: query.q }, pageRequest(query))),
  ),
  POST: publicRoute(createCouponRoute, ({ db, businessId, body }) => createCoupon(db, businessId, body)),
});
