// The publish rule through HTTP: while no owner of a business has verified their e-mail address, every way of
// publishing (PATCH /public/site isEnabled true, opening the shop, the dashboard's draft publish, the sandbox's
// through its live twin) is 403 email_not_verified, and building (design, pages, a draft shop) still works.
// One verified owner is enough; a business with no members may publish.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as draftRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/route';
import * as publishRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/publish/route';
import * as restoreRoute from '../../../app/api/dashboard/businesses/[businessId]/versions/[versionId]/restore/route';
import * as versionsRoute from '../../../app/api/dashboard/businesses/[businessId]/versions/route';
import * as shopRoute from '../../../app/api/dashboard/businesses/[businessId]/shop/route';
import { getDb } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { publishVerification } from '../../domain/users/verification';
import { createUser } from '../../domain/users/users';
import { call, makeKey, setup, uniqueSlug } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';

const SCOPES = ['site:read', 'site:write', 'shop:read', 'shop:write'];

/** A signed-in owner whose address is not verified yet (as a sign-up leaves it), with a live and a test key. */
async function unverifiedMerchant() {
  const merchant = await signedInMerchant('shop');
  const db = await getDb();
  const owners = db.select({ id: memberships.userId }).from(memberships).where(eq(memberships.businessId, merchant.business.id));
  await db.update(users).set({ emailVerifiedAt: null }).where(inArray(users.id, owners));
  const { key } = await makeKey(merchant.business.id, SCOPES);
  const { key: testKey } = await makeKey(merchant.business.id, SCOPES, 'test');
  return { ...merchant, key, testKey };
}

async function setOwnersVerified(businessId: string, verified: boolean) {
  const db = await getDb();
  const owners = db.select({ id: memberships.userId }).from(memberships).where(eq(memberships.businessId, businessId));
  await db.update(users).set({ emailVerifiedAt: verified ? sql`now()` : null }).where(inArray(users.id, owners));
}
const verifyOwners = (businessId: string) => setOwnersVerified(businessId, true);

const expectRefused = (res: { status: number; body: { error: { code: string } } }) => {
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('email_not_verified');
};

describe('publishing waits for a verified owner', () => {
  it('refuses PATCH /public/site isEnabled true (live and sandbox) until the owner verifies, and lets them build meanwhile', async () => {
    const m = await unverifiedMerchant();
    expectRefused(await call('PATCH', '/public/site', { key: m.key, body: { isEnabled: true } }));
    expectRefused(await call('PATCH', '/public/site', { key: m.testKey, body: { isEnabled: true } }));
    // Nothing of the refused request applied (one write: the design change in the same body neither).
    expectRefused(await call('PATCH', '/public/site', { key: m.key, body: { isEnabled: true, seoTitle: 'Chez nous' } }));
    expect((await call('GET', '/public/site', { key: m.key })).body).toMatchObject({ isEnabled: false, seoTitle: null });
    // Building is fine: design, pages, taking offline (already offline: no change).
    expect((await call('PATCH', '/public/site', { key: m.key, body: { seoTitle: 'Chez nous', isEnabled: false } })).status).toBe(200);
    const page = await call('POST', '/public/site/pages', { key: m.key, body: { title: 'Accueil', slug: 'home', blocks: [] } });
    expect(page.status).toBe(201);

    await verifyOwners(m.business.id);
    const published = await call('PATCH', '/public/site', { key: m.key, body: { isEnabled: true } });
    expect(published.status).toBe(200);
    expect(published.body.isEnabled).toBe(true);
    expect((await call('PATCH', '/public/site', { key: m.testKey, body: { isEnabled: true } })).status).toBe(200);
  });

  it('refuses opening the shop (created ACTIVE or set ACTIVE), through the API and the dashboard, not a draft shop', async () => {
    const m = await unverifiedMerchant();
    expectRefused(await call('PATCH', '/public/shop', { key: m.key, body: { status: 'ACTIVE' } }));
    expect((await call('GET', '/public/shop', { key: m.key })).status).toBe(404);
    expect((await call('PATCH', '/public/shop', { key: m.key, body: { name: 'Chez nous' } })).status).toBe(200);
    expectRefused(await call('PATCH', '/public/shop', { key: m.key, body: { status: 'ACTIVE' } }));
    const dashboard = await callDashboard(shopRoute.PATCH, 'PATCH', '/shop', { businessId: m.business.id }, { cookie: m.cookie, body: { status: 'ACTIVE' } });
    expectRefused(dashboard);
    expect((await call('GET', '/public/shop', { key: m.key })).body.status).toBe('DRAFT');

    await verifyOwners(m.business.id);
    const opened = await callDashboard(shopRoute.PATCH, 'PATCH', '/shop', { businessId: m.business.id }, { cookie: m.cookie, body: { status: 'ACTIVE' } });
    expect(opened.status).toBe(200);
    expect(opened.body.shop.status).toBe('ACTIVE');
  });

  it("refuses the dashboard's draft publish until an owner verifies; a verified manager is not enough, a second verified owner is", async () => {
    const m = await unverifiedMerchant();
    const publish = () => callDashboard(publishRoute.POST, 'POST', '/draft/publish', { businessId: m.business.id }, { cookie: m.cookie, body: {} });
    expectRefused(await publish());
    // The builder reads the rule with the draft's summary, to say why before anyone clicks.
    const summary = await callDashboard(draftRoute.GET, 'GET', '/draft', { businessId: m.business.id }, { cookie: m.cookie });
    expect(summary.body.publishRule).toEqual({ mayPublish: false, unverifiedOwnerEmails: [expect.stringMatching(/^owner-.*@example\.be$/)] });
    const db = await getDb();
    await createUser(db, { email: `${uniqueSlug('manager')}@example.be`, password: 'correct-horse-battery', businessId: m.business.id, role: 'manager' });
    expectRefused(await publish());
    expect(await publishVerification(db, m.business.id)).toMatchObject({ mayPublish: false, unverifiedOwnerEmails: [expect.stringMatching(/^owner-/)] });
    await createUser(db, { email: `${uniqueSlug('owner')}@example.be`, password: 'correct-horse-battery', businessId: m.business.id, role: 'owner' });
    expect(await publishVerification(db, m.business.id)).toEqual({ mayPublish: true, unverifiedOwnerEmails: [] });
    expect((await publish()).status).toBe(200);
  });

  it("refuses restoring a version of an online site (it publishes that version's content) while unverified", async () => {
    const m = await unverifiedMerchant();
    await setOwnersVerified(m.business.id, true);
    const at = { businessId: m.business.id };
    expect((await callDashboard(publishRoute.POST, 'POST', '/draft/publish', at, { cookie: m.cookie, body: {} })).status).toBe(200);
    const versions = await callDashboard(versionsRoute.GET, 'GET', '/versions', at, { cookie: m.cookie });
    const versionId = versions.body.data.at(-1).id as string;
    await setOwnersVerified(m.business.id, false);
    expectRefused(await callDashboard(restoreRoute.POST, 'POST', `/versions/${versionId}/restore`, { ...at, versionId }, { cookie: m.cookie, body: {} }));
    // Offline, a restore publishes nothing: allowed.
    expect((await call('PATCH', '/public/site', { key: m.key, body: { isEnabled: false } })).status).toBe(200);
    expect((await callDashboard(restoreRoute.POST, 'POST', `/versions/${versionId}/restore`, { ...at, versionId }, { cookie: m.cookie, body: {} })).status).toBe(200);
  });

  it('lets a business without members publish (made by an operator or a test)', async () => {
    const { key } = await setup(SCOPES);
    expect((await call('PATCH', '/public/site', { key, body: { isEnabled: true } })).status).toBe(200);
    expect((await call('PATCH', '/public/shop', { key, body: { status: 'ACTIVE' } })).status).toBe(200);
  });
});
