// The online shop: upsert (first PATCH creates it), read, validation, site link, scopes, entitlement, tenancy.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { businesses } from '../../db/schema';
import { setBusinessPlan } from '../../domain/businesses/businesses';
import { call, makeKey, setup } from '../../testing/api';

const RW = ['shop:read', 'shop:write'];

describe('shop setupIssues', () => {
  it('lists what is missing to take orders on GET and on the PATCH answer, and never refuses ACTIVE', async () => {
    const { key, business } = await setup([...RW, 'products:write', 'products:read'], { name: 'Épicerie Sans Détails' });
    const created = await call('PATCH', '/public/shop', { key, body: { status: 'ACTIVE', offersShipping: true } });
    expect(created.status).toBe(200);
    expect(created.body.status).toBe('ACTIVE');
    expect(created.body.setupIssues).toEqual([
      { code: 'no_way_to_order', message: 'Shoppers cannot order yet: add an IBAN, or an address to a location' },
      { code: 'no_iban', message: 'Add an IBAN to accept payment by transfer' },
      { code: 'no_pickup_address', message: 'Give a location an address to offer pickup' },
      { code: 'no_contact_email', message: 'Add a contact e-mail to receive new-order notices' },
      { code: 'no_products_for_sale', message: 'Put at least one product up for sale' },
    ]);
    expect((await call('GET', '/public/shop', { key })).body.setupIssues).toEqual(created.body.setupIssues);

    // An IBAN alone makes delivery (paid by transfer) a way to order; a product for sale clears its issue.
    const db = await getDb();
    await db.update(businesses).set({ iban: 'BE68539007547034', email: 'info@epicerie.example' }).where(eq(businesses.id, business.id));
    const product = await call('POST', '/public/products', { key, body: { name: 'Miel de Soignes', sellingPrice: 8.5, vatPercent: 6, isForSale: true } });
    expect(product.status).toBe(201);
    const after = await call('GET', '/public/shop', { key });
    expect(after.body.setupIssues.map((issue: { code: string }) => issue.code)).toEqual(['no_pickup_address']);
    // Without shipping, the IBAN alone offers nothing: no way to order again.
    const noShipping = await call('PATCH', '/public/shop', { key, body: { offersShipping: false } });
    expect(noShipping.body.setupIssues.map((issue: { code: string }) => issue.code)).toEqual(['no_way_to_order', 'no_pickup_address']);
  });
});

describe('shop upsert', () => {
  it('is 404 before the first PATCH, which creates the shop with defaults (200), later PATCHes update it', async () => {
    const { key } = await setup([...RW, 'site:read'], { name: 'Boulangerie Dupont' });
    const before = await call('GET', '/public/shop', { key });
    expect(before.status).toBe(404);
    expect(before.body.error.code).toBe('not_found');

    const created = await call('PATCH', '/public/shop', { key, body: { offersShipping: true, shippingFlatRate: 4.95 } });
    expect(created.status).toBe(200);
    const site = await call('GET', '/public/site', { key });
    expect(created.body).toEqual({
      id: expect.stringMatching(/^shop_[0-9a-z]{26}$/),
      name: 'Boulangerie Dupont',
      mode: 'B2C',
      currency: 'EUR',
      offersShipping: true,
      shippingFlatRate: 4.95,
      showPricesToGuests: true,
      status: 'DRAFT',
      siteId: site.body.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      setupIssues: expect.any(Array),
      livemode: true,
    });

    const updated = await call('PATCH', '/public/shop', {
      key,
      body: { name: 'Dupont en ligne', mode: 'B2B', currency: 'usd', showPricesToGuests: false, status: 'ACTIVE' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Dupont en ligne',
      mode: 'B2B',
      currency: 'USD',
      shippingFlatRate: 4.95,
      showPricesToGuests: false,
      status: 'ACTIVE',
      offersShipping: true,
    });
    const read = await call('GET', '/public/shop', { key });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(updated.body);

    expect((await call('PATCH', '/public/shop', { key, body: { status: 'PAUSED' } })).body.status).toBe('PAUSED');
  });

  it('accepts an empty body: creates the shop with every default, then changes nothing', async () => {
    const { key } = await setup(RW, { name: 'Atelier Vermeulen' });
    const first = await call('PATCH', '/public/shop', { key, body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Atelier Vermeulen', status: 'DRAFT', currency: 'EUR', shippingFlatRate: 0 });
    const again = await call('PATCH', '/public/shop', { key, body: {} });
    expect(again.body.id).toBe(first.body.id);
  });

  it('keeps money exact: 2 decimals, JSON numbers, and a currency without decimals refuses cents', async () => {
    const { key } = await setup(RW);
    const res = await call('PATCH', '/public/shop', { key, body: { shippingFlatRate: 0.1 + 0.2 } });
    expect(res.body.shippingFlatRate).toBe(0.3);
    const jpy = await call('PATCH', '/public/shop', { key, body: { currency: 'JPY' } });
    expect(jpy.status).toBe(400);
    expect(jpy.body.error.details[0].path).toBe('shippingFlatRate');
    const ok = await call('PATCH', '/public/shop', { key, body: { currency: 'JPY', shippingFlatRate: 500 } });
    expect(ok.body).toMatchObject({ currency: 'JPY', shippingFlatRate: 500 });
  });

  it('refuses bad values, naming each path', async () => {
    const { key } = await setup(RW);
    const cases: [unknown, string][] = [
      [{ mode: 'B2X' }, 'mode'],
      [{ status: 'LIVE' }, 'status'],
      [{ currency: 'EU' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ shippingFlatRate: -1 }, 'shippingFlatRate'],
      [{ shippingFlatRate: 1.005 }, 'shippingFlatRate'],
      [{ shippingFlatRate: '4.95' }, 'shippingFlatRate'],
      [{ offersShipping: 'yes' }, 'offersShipping'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ owner: 'me' }, 'owner'],
    ];
    for (const [body, path] of cases) {
      const res = await call('PATCH', '/public/shop', { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path), JSON.stringify(body)).toContain(path);
    }
    // Nothing was created by the failed calls.
    expect((await call('GET', '/public/shop', { key })).status).toBe(404);
  });

  it("links only this business's site: another business's site is 404, null unlinks", async () => {
    const a = await setup([...RW, 'site:read']);
    const b = await setup(['site:read']);
    const siteA = (await call('GET', '/public/site', { key: a.key })).body;
    const siteB = (await call('GET', '/public/site', { key: b.key })).body;
    const foreign = await call('PATCH', '/public/shop', { key: a.key, body: { siteId: siteB.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.details[0].path).toBe('siteId');
    expect((await call('GET', '/public/shop', { key: a.key })).status).toBe(404);
    const unlinked = await call('PATCH', '/public/shop', { key: a.key, body: { siteId: null } });
    expect(unlinked.body.siteId).toBeNull();
    const linked = await call('PATCH', '/public/shop', { key: a.key, body: { siteId: siteA.id } });
    expect(linked.body.siteId).toBe(siteA.id);
    const unknown = await call('PATCH', '/public/shop', { key: a.key, body: { siteId: 'site_00000000000000000000000000' } });
    expect(unknown.status).toBe(404);
  });
});

describe('shop access', () => {
  it('needs shop:read to read and shop:write to write (403 insufficient_scope)', async () => {
    const { business, key: reader } = await setup(['shop:read']);
    const { key: writer } = await makeKey(business.id, ['shop:write']);
    const write = await call('PATCH', '/public/shop', { key: reader, body: { status: 'ACTIVE' } });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'shop:write' });
    expect((await call('PATCH', '/public/shop', { key: writer, body: {} })).status).toBe(200);
    const read = await call('GET', '/public/shop', { key: writer });
    expect(read.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'shop:read' });
    expect((await call('GET', '/public/shop', { key: reader })).status).toBe(200);
  });

  it('keeps shops apart: each business and its sandbox twin has its own', async () => {
    const a = await setup(RW, { name: 'Maison A' });
    const b = await setup(RW, { name: 'Maison B' });
    const { key: testKey } = await makeKey(a.business.id, RW, 'test');
    await call('PATCH', '/public/shop', { key: a.key, body: { status: 'ACTIVE' } });
    expect((await call('GET', '/public/shop', { key: b.key })).status).toBe(404);
    expect((await call('GET', '/public/shop', { key: testKey })).status).toBe(404);
    const sandbox = await call('PATCH', '/public/shop', { key: testKey, body: { name: 'Essai' } });
    expect(sandbox.body).toMatchObject({ name: 'Essai', status: 'DRAFT' });
    const live = await call('GET', '/public/shop', { key: a.key });
    expect(live.body).toMatchObject({ name: 'Maison A', status: 'ACTIVE' });
    expect(live.body.id).not.toBe(sandbox.body.id);
  });

  it('answers 403 entitlement_required once the business is on the basic plan (live and test keys)', async () => {
    const { business, key } = await setup(RW);
    const { key: testKey } = await makeKey(business.id, RW, 'test');
    expect((await call('PATCH', '/public/shop', { key, body: {} })).status).toBe(200);
    await setBusinessPlan(await getDb(), business.id, 'basic');
    for (const k of [key, testKey]) {
      for (const [method, body] of [['GET', undefined], ['PATCH', { status: 'ACTIVE' }]] as const) {
        const res = await call(method, '/public/shop', { key: k, body });
        expect(res.status, `${method} ${k.slice(0, 9)}`).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'entitlement_required', type: 'permission_error' });
      }
    }
    await setBusinessPlan(await getDb(), business.id, 'shop');
    expect((await call('GET', '/public/shop', { key })).body.status).toBe('DRAFT');
  });

  it('cannot grant shop scopes on the basic plan', async () => {
    await expect(setup(RW, { plan: 'basic' })).rejects.toMatchObject({ code: 'entitlement_required' });
  });

  it('answers 405 with Allow for other methods', async () => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/shop', { key, body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PATCH');
  });
});
