// /public/me and /public/locations (read and write), /public/categories.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createCategory } from '../../domain/catalog/products';
import { adjustStock } from '../../domain/inventory/stock';
import { recordTransaction } from '../../domain/pos/transactions';
import { call, makeKey, setup } from '../../testing/api';

const WRITE = ['business:read', 'business:write'];

describe('GET /public/me', () => {
  it('returns the profile, plan and entitlements, the account published for transfers, and nothing about billing or payouts', async () => {
    const { business, key } = await setup(['business:read'], {
      name: 'Atelier Verbeke',
      plan: 'shop',
      vatNumber: 'BE0478261963',
      iban: 'BE20068212345656',
      address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    });
    const res = await call('GET', '/public/me', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: business.id,
      name: 'Atelier Verbeke',
      vatNumber: 'BE0478261963',
      currency: 'EUR',
      timezone: 'Europe/Brussels',
      plan: 'shop',
      entitlements: ['shop'],
      mode: 'live',
      address: { city: 'Bruxelles' },
      vatRates: [0, 6, 12, 21],
    });
    expect(res.body).toMatchObject({ iban: 'BE20068212345656', bic: null, enterpriseNumber: null, legalName: null });
    expect(res.text).not.toMatch(/billing|subscription|payout|stripe|mollie/i);
  });

  it('reports no entitlement on the basic plan', async () => {
    const { key } = await setup(['business:read'], { plan: 'basic' });
    expect((await call('GET', '/public/me', { key })).body).toMatchObject({ plan: 'basic', entitlements: [] });
  });
});

describe('GET /public/locations', () => {
  it('lists the locations in order with the list envelope', async () => {
    const { key } = await setup(['business:read'], {
      locations: [
        { name: 'Flagey', openingHours: { mon: [['08:00', '18:00']] } },
        { name: 'Gent' },
      ],
    });
    const res = await call('GET', '/public/locations', { key });
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(['Flagey', 'Gent']);
    expect(res.body.data[0]).toMatchObject({ isPrimary: true, openingHours: { mon: [['08:00', '18:00']] } });
    const paged = await call('GET', '/public/locations?limit=1', { key });
    expect(paged.body).toMatchObject({ hasMore: true });
    const next = await call('GET', `/public/locations?limit=1&cursor=${paged.body.nextCursor}`, { key });
    expect(next.body.data.map((l: { name: string }) => l.name)).toEqual(['Gent']);
  });

  it('needs business:read', async () => {
    const { key } = await setup(['products:read']);
    expect((await call('GET', '/public/locations', { key })).status).toBe(403);
  });
});

describe('PATCH /public/me', () => {
  it('changes the details, normalised, derives the enterprise number from a Belgian VAT number, and GET shows them', async () => {
    const { business, key } = await setup(WRITE, { name: 'Atelier Verbeke' });
    const res = await call('PATCH', '/public/me', {
      key,
      body: {
        legalName: ' Atelier Verbeke SRL ',
        vatNumber: 'be 0478.261.963',
        email: 'Contact@Verbeke.BE',
        phone: '0470 12 34 56',
        iban: 'be20 0682 1234 5656',
        bic: 'gkccbebb',
        address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'be' },
      },
    });
    expect(res.status, res.text).toBe(200);
    const expected = {
      id: business.id,
      name: 'Atelier Verbeke',
      legalName: 'Atelier Verbeke SRL',
      vatNumber: 'BE0478261963',
      enterpriseNumber: '0478.261.963',
      email: 'contact@verbeke.be',
      phone: '+32470123456',
      iban: 'BE20068212345656',
      bic: 'GKCCBEBB',
      address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    };
    expect(res.body).toMatchObject(expected);
    expect((await call('GET', '/public/me', { key })).body).toMatchObject(expected);
    // Clearing the VAT number keeps the enterprise number; a BE1… enterprise number is accepted.
    const cleared = await call('PATCH', '/public/me', { key, body: { vatNumber: null, enterpriseNumber: '1000.000.021' } });
    expect(cleared.body).toMatchObject({ vatNumber: null, enterpriseNumber: '1000.000.021' });
    // Other EU countries by their pattern.
    expect((await call('PATCH', '/public/me', { key, body: { vatNumber: 'NL 8231.21.753.B01', enterpriseNumber: null } })).body).toMatchObject({
      vatNumber: 'NL823121753B01',
      enterpriseNumber: null,
    });
  });

  it('refuses bad details with the field named, and changes nothing', async () => {
    const { key } = await setup(WRITE, { name: 'Atelier Verbeke' });
    const cases: [Record<string, unknown>, string][] = [
      [{ vatNumber: 'BE0478261964' }, 'vatNumber'],
      [{ vatNumber: 'BE2478261963' }, 'vatNumber'],
      [{ vatNumber: 'US123456789' }, 'vatNumber'],
      [{ vatNumber: 'FR123' }, 'vatNumber'],
      [{ enterpriseNumber: '0478.261.964' }, 'enterpriseNumber'],
      [{ vatNumber: 'BE0478261963', enterpriseNumber: '0417.497.106' }, 'enterpriseNumber'],
      [{ iban: 'BE20068212345657' }, 'iban'],
      [{ iban: 'not an iban' }, 'iban'],
      [{ bic: 'GKCC' }, 'bic'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '12' }, 'phone'],
      [{ name: '' }, 'name'],
      [{ name: null }, 'name'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ legalName: 'x'.repeat(100_000) }, 'legalName'],
      [{ iban: 'BE20' + '0'.repeat(10_000) }, 'iban'],
      [{ address: { line1: 'x' } }, 'address.postalCode'],
      [{ plan: 'shop' }, 'plan'],
    ];
    for (const [body, path] of cases) {
      const res = await call('PATCH', '/public/me', { key, body });
      expect(res.status, `${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 300)}`).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path), JSON.stringify(body).slice(0, 80)).toContain(path);
    }
    // A stored VAT number and a new enterprise number must agree too.
    expect((await call('PATCH', '/public/me', { key, body: { vatNumber: 'BE0478261963' } })).status).toBe(200);
    const mismatch = await call('PATCH', '/public/me', { key, body: { enterpriseNumber: '0417.497.106' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0].path).toBe('enterpriseNumber');
    expect((await call('GET', '/public/me', { key })).body).toMatchObject({ name: 'Atelier Verbeke', iban: null, enterpriseNumber: '0478.261.963' });
  });

  it('needs business:write; a test key changes only the sandbox twin', async () => {
    const { business, key: readOnly } = await setup(['business:read'], { name: 'Atelier Verbeke' });
    const denied = await call('PATCH', '/public/me', { key: readOnly, body: { name: 'Nope' } });
    expect(denied.status).toBe(403);
    expect(denied.body.error.requiredScope).toBe('business:write');
    expect((await call('PATCH', '/public/me', { body: { name: 'Nope' } })).status).toBe(401);
    const { key: test } = await makeKey(business.id, WRITE, 'test');
    expect((await call('PATCH', '/public/me', { key: test, body: { name: 'Sandbox' } })).body.name).toBe('Sandbox');
    expect((await call('GET', '/public/me', { key: readOnly })).body.name).toBe('Atelier Verbeke');
  });

  it('replays a PATCH with the same Idempotency-Key', async () => {
    const { key } = await setup(WRITE);
    const headers = { 'Idempotency-Key': `me-${Date.now()}-${Math.random()}` };
    const first = await call('PATCH', '/public/me', { key, headers, body: { legalName: 'Première SRL' } });
    await call('PATCH', '/public/me', { key, body: { legalName: 'Autre SRL' } });
    const again = await call('PATCH', '/public/me', { key, headers, body: { legalName: 'Première SRL' } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await call('GET', '/public/me', { key })).body.legalName).toBe('Autre SRL');
  });
});

describe('locations: create, change, choose the primary one, delete', () => {
  it('goes through a location’s whole life', async () => {
    const { key } = await setup(WRITE, { locations: [{ name: 'Flagey' }] });
    const [flagey] = (await call('GET', '/public/locations', { key })).body.data;
    const created = await call('POST', '/public/locations', {
      key,
      body: {
        name: ' Châtelain ',
        phone: '02 538 00 00',
        address: { line1: 'Rue du Page 12', postalCode: '1050', city: 'Ixelles', country: 'BE' },
        openingHours: { tue: [['07:30', '18:30']], sat: [['08:00', '12:30'], ['14:00', '18:00']], sun: [] },
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Châtelain',
      phone: '+3225380000',
      isPrimary: false,
      openingHours: { sat: [['08:00', '12:30'], ['14:00', '18:00']] },
    });
    const id = created.body.id;
    expect((await call('GET', `/public/locations/${id}`, { key })).body).toEqual(created.body);

    const primary = await call('PATCH', `/public/locations/${id}`, { key, body: { isPrimary: true } });
    expect(primary.body.isPrimary).toBe(true);
    const listed = (await call('GET', '/public/locations', { key })).body.data;
    expect(listed.map((l: { id: string; isPrimary: boolean }) => [l.id, l.isPrimary])).toEqual([
      [id, true],
      [flagey.id, false],
    ]);
    const unmark = await call('PATCH', `/public/locations/${id}`, { key, body: { isPrimary: false } });
    expect(unmark.status).toBe(409);
    expect(unmark.body.error.message).toMatch(/another location primary/);

    // A new primary location takes the mark in the same write.
    const third = await call('POST', '/public/locations', { key, body: { name: 'Gent', isPrimary: true } });
    expect((await call('GET', '/public/locations', { key })).body.data.filter((l: { isPrimary: boolean }) => l.isPrimary)).toEqual([third.body]);

    // Deleting the primary one hands the mark on.
    expect((await call('DELETE', `/public/locations/${third.body.id}`, { key })).status).toBe(204);
    expect((await call('GET', `/public/locations/${third.body.id}`, { key })).status).toBe(404);
    expect((await call('GET', '/public/locations', { key })).body.data.filter((l: { isPrimary: boolean }) => l.isPrimary)).toHaveLength(1);
    expect((await call('DELETE', `/public/locations/${id}`, { key })).status).toBe(204);
    const last = await call('DELETE', `/public/locations/${flagey.id}`, { key });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toMatch(/only location/);
    expect((await call('GET', `/public/locations/${flagey.id}`, { key })).body.isPrimary).toBe(true);
  });

  it('keeps exactly one primary location and at least one location under concurrent writes', async () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const { key } = await setup(WRITE, { locations: names.map((name) => ({ name })) });
    const all = (await call('GET', '/public/locations', { key })).body.data as { id: string; isPrimary: boolean }[];
    const marked = await Promise.all(all.map((location) => call('PATCH', `/public/locations/${location.id}`, { key, body: { isPrimary: true } })));
    expect(marked.map((res) => res.status)).toEqual(all.map(() => 200));
    expect((await call('GET', '/public/locations', { key })).body.data.filter((l: { isPrimary: boolean }) => l.isPrimary)).toHaveLength(1);
    const deleted = await Promise.all(all.map((location) => call('DELETE', `/public/locations/${location.id}`, { key })));
    expect(deleted.filter((res) => res.status === 204)).toHaveLength(all.length - 1);
    expect(deleted.filter((res) => res.status === 409)).toHaveLength(1);
    expect((await call('GET', '/public/locations', { key })).body.data).toEqual([expect.objectContaining({ isPrimary: true })]);
  });

  it('refuses to delete a location that sales, register sessions or stock refer to, saying why', async () => {
    const { business, key } = await setup([...WRITE, 'products:write', 'inventory:write'], { locations: [{ name: 'Flagey' }, { name: 'Gent' }, { name: 'Liège' }] });
    const [, gent, liege] = (await call('GET', '/public/locations', { key })).body.data;
    const db = await getDb();
    await recordTransaction(db, business.id, {
      locationId: gent.id,
      channel: 'pos',
      occurredAt: new Date(),
      lines: [{ description: 'Baguette', quantity: 1, unitPriceMinor: 210, vatRateBp: 600 }],
      payments: [{ method: 'cash', amountMinor: 210 }],
    });
    const sold = await call('DELETE', `/public/locations/${gent.id}`, { key });
    expect(sold.status).toBe(409);
    expect(sold.body.error.message).toMatch(/1 sale/);

    const product = await call('POST', '/public/products', { key, body: { name: 'Miche', sellingPrice: 5, vatPercent: 6 } });
    await adjustStock(db, business.id, product.body.id, { locationId: liege.id, delta: 3, reason: 'received' }, { kind: 'system' });
    const stocked = await call('DELETE', `/public/locations/${liege.id}`, { key });
    expect(stocked.status).toBe(409);
    expect(stocked.body.error.message).toMatch(/still holds stock of 1 product/);
    await adjustStock(db, business.id, product.body.id, { locationId: liege.id, delta: -3, reason: 'correction' }, { kind: 'system' });
    expect((await call('DELETE', `/public/locations/${liege.id}`, { key })).status).toBe(204);
  });

  it('refuses bad locations with the field named', async () => {
    const { key } = await setup(WRITE, { locations: [{ name: 'Flagey' }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', openingHours: { sat: [['08:00', '10:00'], ['11:00', '12:00'], ['13:00', '14:00']] } }, 'openingHours.sat'],
      [{ name: 'X', openingHours: { mon: [['08:00', '25:00']] } }, 'openingHours.mon.0.1'],
      [{ name: 'X', openingHours: { mon: [['18:00', '08:00']] } }, 'openingHours.mon.0.1'],
      [{ name: 'X', openingHours: { sat: [['08:00', '13:00'], ['12:00', '18:00']] } }, 'openingHours.sat.1.0'],
      [{ name: 'X', openingHours: { funday: [] } }, 'openingHours.funday'],
      [{ name: 'X', openingHours: { mon: [['8:00', '12:00']] } }, 'openingHours.mon.0.0'],
      [{ name: '' }, 'name'],
      [{ name: 'nul\u0000' }, 'name'],
      [{ name: 'x'.repeat(50_000) }, 'name'],
      [{ name: 'X', phone: '1' }, 'phone'],
      [{ name: 'X', isPrimary: 'yes' }, 'isPrimary'],
    ];
    for (const [body, path] of cases) {
      const res = await call('POST', '/public/locations', { key, body });
      expect(res.status, `${JSON.stringify(body).slice(0, 100)}: ${res.text.slice(0, 300)}`).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path), JSON.stringify(body).slice(0, 100)).toContain(path);
    }
    expect((await call('GET', '/public/locations', { key })).body.data).toHaveLength(1);
  });

  it('answers 404 for another business’s location and 403 without business:write', async () => {
    const { key } = await setup(WRITE);
    const other = await setup(['business:read']);
    const [theirs] = (await call('GET', '/public/locations', { key: other.key })).body.data;
    expect((await call('GET', `/public/locations/${theirs.id}`, { key })).status).toBe(404);
    expect((await call('PATCH', `/public/locations/${theirs.id}`, { key, body: { name: 'Mine' } })).status).toBe(404);
    expect((await call('DELETE', `/public/locations/${theirs.id}`, { key })).status).toBe(404);
    expect((await call('GET', `/public/locations/${theirs.id}`, { key: other.key })).body.name).not.toBe('Mine');
    const denied = await call('POST', '/public/locations', { key: other.key, body: { name: 'X' } });
    expect(denied.status).toBe(403);
    expect(denied.body.error.requiredScope).toBe('business:write');
  });

  it('replays a POST with the same Idempotency-Key without creating a second location', async () => {
    const { key } = await setup(WRITE);
    const headers = { 'Idempotency-Key': `loc-${Date.now()}-${Math.random()}` };
    const first = await call('POST', '/public/locations', { key, headers, body: { name: 'Gent' } });
    const again = await call('POST', '/public/locations', { key, headers, body: { name: 'Gent' } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await call('GET', '/public/locations', { key })).body.data).toHaveLength(2);
  });
});

describe('GET /public/categories', () => {
  it('lists categories with their product counts', async () => {
    const { business, key } = await setup(['products:read', 'products:write']);
    const db = await getDb();
    const pains = await createCategory(db, business.id, { name: 'Pains', slug: 'pains' });
    await createCategory(db, business.id, { name: 'Boissons', slug: 'boissons' });
    await call('POST', '/public/products', { key, body: { name: 'Baguette', sellingPrice: 2.1, vatPercent: 6, categoryId: pains.id } });
    const res = await call('GET', '/public/categories', { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Pains', slug: 'pains', productCount: 1 }),
      expect.objectContaining({ name: 'Boissons', productCount: 0 }),
    ]);
  });
});
