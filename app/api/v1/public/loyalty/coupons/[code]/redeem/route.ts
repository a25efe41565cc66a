// POST /api/v1/public/loyalty/coupons/:code/redeem — redeem a single-use coupon.
import { redeemCouponRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { redeemCoupon } from '@/lib/domain/loyalty/coupons';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(redeemCouponRoute, ({ db, businessId, params, body, actor }) => redeemCoupon(db, businessId, params.code, body, actor)),
});
