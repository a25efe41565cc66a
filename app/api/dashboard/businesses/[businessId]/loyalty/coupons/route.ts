// GET /api/dashboard/businesses/:businessId/loyalty/coupons — coupons newest first (unused / redeemed, search by
// code or description), with who redeemed them; POST — create a single-use coupon (a code in use → 409 on `code`).
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { createCoupon, listCoupons } from '@/lib/domain/loyalty/coupons';
import { couponListQuery, createCouponInput } from '@/lib/domain/loyalty/schemas';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, ...couponListQuery });

export const GET = dashboardRoute({ query }, async ({ db, business, query }) =>
  listBody(await listCoupons(db, business.id, { status: query.status, q: query.q }, pageRequest(query))),
);

export const POST = dashboardRoute({ body: createCouponInput }, ({ db, business, body }) => createCoupon(db, business.id, body));
