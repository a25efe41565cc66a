// The dashboard's shop route, called with real Requests (session cookie, Origin): the shop (null before the
// first save) with the setup checklist — every check, done or missing — on GET and on the PATCH answer, the
// same checks as `setupIssues` of GET /public/shop; another business's shop is 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as shopRoute from '../../../app/api/dashboard/businesses/[businessId]/shop/route';
import { getDb } from '../../db/client';
import { businesses, locations } from '../../db/schema';
import { call, makeKey } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';

type Check = { code: string; missing: boolean };
const missing = (checklist: Check[]) => checklist.filter((check) => check.missing).map((check) => check.code);

describe('dashboard shop route', () => {
  it('answers the shop with its checklist, which follows the business details', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    const first = await callDashboard(shopRoute.GET, 'GET', '/shop', { businessId: business.id }, { cookie });
    expect(first.status).toBe(200);
    expect(first.body.shop).toBeNull();
    expect(first.body.checklist.map((check: Check) => check.code)).toEqual(['no_way_to_order', 'no_iban', 'no_pickup_address', 'no_contact_email', 'no_products_for_sale']);
    expect(missing(first.body.checklist)).toEqual(['no_way_to_order', 'no_iban', 'no_pickup_address', 'no_contact_email', 'no_products_for_sale']);

    const db = await getDb();
    await db.update(locations).set({ address: { line1: 'Rue Haute 10', postalCode: '1000', city: 'Bruxelles', country: 'BE' } }).where(eq(locations.businessId, business.id));
    await db.update(businesses).set({ email: 'bonjour@example.be' }).where(eq(businesses.id, business.id));
    const saved = await callDashboard(shopRoute.PATCH, 'PATCH', '/shop', { businessId: business.id }, { cookie, body: { status: 'ACTIVE' } });
    expect(saved.status).toBe(200);
    expect(saved.body.shop.status).toBe('ACTIVE');
    expect(missing(saved.body.checklist)).toEqual(['no_iban', 'no_products_for_sale']);
    // The API's setupIssues are the same checks, missing ones only.
    const { key } = await makeKey(business.id, ['shop:read']);
    const api = await call('GET', '/public/shop', { key });
    expect(api.body.setupIssues.map((issue: { code: string }) => issue.code)).toEqual(['no_iban', 'no_products_for_sale']);
  });

  it("is 404 for another business's shop", async () => {
    const { cookie } = await signedInMerchant('shop');
    const other = await signedInMerchant('shop');
    const response = await callDashboard(shopRoute.GET, 'GET', '/shop', { businessId: other.business.id }, { cookie });
    expect(response.status).toBe(404);
  });
});
