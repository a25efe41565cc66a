// GET /public/me, /public/locations, /public/categories.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createCategory } from '../../domain/catalog/products';
import { call, setup } from '../../testing/api';

describe('GET /public/me', () => {
  it('returns the profile, plan and entitlements, and nothing about billing or payouts', async () => {
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
    expect(res.text).not.toMatch(/iban|billing|subscription|payout|stripe|mollie/i);
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
