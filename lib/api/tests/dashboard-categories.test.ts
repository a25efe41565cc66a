// The dashboard's category routes, called with real Requests (session cookie, Origin): create (last in the
// order, slug derived from the name), duplicate slug → 409 on `slug`, bad input → 400 with the paths and nothing
// written, rename, reorder, delete (its products uncategorised, nothing else touched), another business's
// category → 404, writes without the dashboard's Origin refused. Products are made and read through /api/v1.
import { describe, expect, it } from 'vitest';
import * as categoriesRoute from '../../../app/api/dashboard/businesses/[businessId]/categories/route';
import * as categoryRoute from '../../../app/api/dashboard/businesses/[businessId]/categories/[categoryId]/route';
import * as moveRoute from '../../../app/api/dashboard/businesses/[businessId]/categories/[categoryId]/move/route';
import { getDb } from '../../db/client';
import { createCategory } from '../../domain/catalog/products';
import type { Category } from '../../domain/catalog/schemas';
import { call, makeKey } from '../../testing/api';
import { type DashboardCallOptions, type DashboardHandler, callDashboard, signedInMerchant } from '../../testing/dashboard';

async function merchant() {
  const { business, cookie } = await signedInMerchant('basic');
  const { key } = await makeKey(business.id, ['products:read', 'products:write']);
  return { business, key, cookie };
}

const send = (handler: DashboardHandler, method: string, params: Record<string, string>, options?: DashboardCallOptions) =>
  callDashboard(handler, method, params.categoryId ? `/categories/${params.categoryId}` : '/categories', params, options);

/** The merchant's dashboard calls, bound to one business and its session. */
function dashboard(businessId: string, cookie: string) {
  return {
    list: async () => (await send(categoriesRoute.GET, 'GET', { businessId }, { cookie })).body.data as Category[],
    create: (body: unknown, origin?: string | null) => send(categoriesRoute.POST, 'POST', { businessId }, { cookie, body, origin }),
    update: (categoryId: string, body: unknown, origin?: string | null) =>
      send(categoryRoute.PATCH, 'PATCH', { businessId, categoryId }, { cookie, body, origin }),
    move: (categoryId: string, direction: unknown) => send(moveRoute.POST, 'POST', { businessId, categoryId }, { cookie, body: { direction } }),
    remove: (categoryId: string, origin?: string | null) => send(categoryRoute.DELETE, 'DELETE', { businessId, categoryId }, { cookie, origin }),
  };
}

const names = (list: Category[]) => list.map((category) => category.name);
const paths = (body: { error: { details: { path: string }[] } }) => body.error.details.map((detail) => detail.path).sort();

async function makeProduct(key: string, name: string, categoryId: string | null) {
  const res = await call('POST', '/public/products', { key, body: { name, sellingPrice: 2.5, ...(categoryId ? { categoryId } : {}) } });
  expect(res.status).toBe(201);
  return res.body as { id: string; updatedAt: string };
}

describe('dashboard category routes', () => {
  it('creates categories last in the order, with the slug derived from the name unless one is given', async () => {
    const { business, cookie, key } = await merchant();
    const api = dashboard(business.id, cookie);
    expect(await api.list()).toEqual([]);

    const pains = await api.create({ name: '  Pains  ' });
    expect(pains.status).toBe(201);
    expect(pains.body).toEqual({ id: expect.stringMatching(/^cat_/), name: 'Pains', slug: 'pains', position: 0, productCount: 0 });
    const epicerie = await api.create({ name: 'Épicerie fine & Thé' });
    expect(epicerie.body).toMatchObject({ name: 'Épicerie fine & Thé', slug: 'epicerie-fine-the', position: 1 });
    const drinks = await api.create({ name: 'Boissons', slug: ' boissons-fraiches ' });
    expect(drinks.status).toBe(201);
    expect(drinks.body).toMatchObject({ slug: 'boissons-fraiches', position: 2 });

    // Last means after the highest position, also when positions have gaps (the operator seed sets them).
    await createCategory(await getDb(), business.id, { name: 'Saisonnier', slug: 'saisonnier', position: 7 });
    expect((await api.create({ name: 'Cadeaux' })).body.position).toBe(8);

    await makeProduct(key, 'Baguette', pains.body.id);
    const list = await api.list();
    expect(names(list)).toEqual(['Pains', 'Épicerie fine & Thé', 'Boissons', 'Saisonnier', 'Cadeaux']);
    expect(list[0]).toMatchObject({ slug: 'pains', productCount: 1 });
    // The public API reads the same categories.
    const publicList = await call('GET', '/public/categories', { key });
    expect(publicList.body.data.map((c: Category) => c.slug).sort()).toEqual(['boissons-fraiches', 'cadeaux', 'epicerie-fine-the', 'pains', 'saisonnier']);
  });

  it('refuses a slug already used in the business with 409 on `slug`, on create and on update', async () => {
    const { business, cookie } = await merchant();
    const api = dashboard(business.id, cookie);
    const pains = (await api.create({ name: 'Pains' })).body as Category;
    const viennoiseries = (await api.create({ name: 'Viennoiseries' })).body as Category;

    const derived = await api.create({ name: 'PAINS' });
    expect(derived.status).toBe(409);
    expect(derived.body.error).toMatchObject({ code: 'conflict', existingId: pains.id, details: [{ path: 'slug', message: '“pains” is already used by another category' }] });
    const given = await api.create({ name: 'Bread', slug: 'viennoiseries' });
    expect(given.status).toBe(409);
    expect(paths(given.body)).toEqual(['slug']);
    const renamed = await api.update(viennoiseries.id, { name: 'Pains bis', slug: 'pains' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.code).toBe('conflict');
    expect(paths(renamed.body)).toEqual(['slug']);
    // Nothing written: neither a new category nor the rename.
    expect(await api.list()).toEqual([pains, viennoiseries]);

    // The same slug in another business is fine.
    const other = await merchant();
    expect((await dashboard(other.business.id, other.cookie).create({ name: 'Pains' })).status).toBe(201);
  });

  it('refuses invalid names and slugs with 400 validation_failed naming each field, and writes nothing', async () => {
    const { business, cookie } = await merchant();
    const api = dashboard(business.id, cookie);
    const kept = (await api.create({ name: 'Pains' })).body as Category;

    const cases: [unknown, string[]][] = [
      [{ name: '   ' }, ['name']],
      [{ name: 'x'.repeat(81) }, ['name']],
      [{ name: 'Pains', slug: 'Pains Spéciaux' }, ['slug']],
      [{ name: 'Pains', slug: '-pains' }, ['slug']],
      [{ name: 'Pains', slug: 'a'.repeat(65) }, ['slug']],
      [{ name: 'Pains', slug: '' }, ['slug']],
      [{ slug: 'pains-2', position: 3 }, ['name', 'position']],
      [{ name: '€ — €' }, ['slug']], // nothing to derive a slug from
    ];
    for (const [body, expected] of cases) {
      const res = await api.create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(paths(res.body), JSON.stringify(body)).toEqual(expected);
    }
    for (const [body, expected] of [
      [{}, ['']],
      [{ name: '' }, ['name']],
      [{ slug: 'UPPER' }, ['slug']],
      [{ position: 0 }, ['', 'position']], // unknown field, and so no field to change
    ] as [unknown, string[]][]) {
      const res = await api.update(kept.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(paths(res.body), JSON.stringify(body)).toEqual(expected);
    }
    expect((await api.move(kept.id, 'top')).body.error.details[0].path).toBe('direction');
    expect(await api.list()).toEqual([kept]);
  });

  it('renames a category and changes its slug; its products show the new name', async () => {
    const { business, cookie, key } = await merchant();
    const api = dashboard(business.id, cookie);
    const pains = (await api.create({ name: 'Pains' })).body as Category;
    const product = await makeProduct(key, 'Baguette', pains.id);

    const renamed = await api.update(pains.id, { name: ' Pains au levain ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...pains, name: 'Pains au levain', productCount: 1 });
    const reslugged = await api.update(pains.id, { slug: 'levain' });
    expect(reslugged.body).toMatchObject({ name: 'Pains au levain', slug: 'levain', position: 0 });
    expect((await api.update(pains.id, { slug: 'levain' })).status).toBe(200); // its own slug is no conflict

    const read = await call('GET', `/public/products/${product.id}`, { key });
    expect(read.body.category).toEqual({ id: pains.id, name: 'Pains au levain' });
  });

  it('moves a category up and down, persisted as positions 0…n-1, nothing moves at the ends', async () => {
    const { business, cookie } = await merchant();
    const api = dashboard(business.id, cookie);
    const ids: string[] = [];
    for (const name of ['Pains', 'Viennoiseries', 'Boissons']) ids.push((await api.create({ name })).body.id);
    const [pains, viennoiseries, boissons] = ids as [string, string, string];

    const moved = await api.move(boissons, 'up');
    expect(moved.status).toBe(200);
    expect(names(moved.body.data)).toEqual(['Pains', 'Boissons', 'Viennoiseries']);
    expect(moved.body.data.map((category: Category) => category.position)).toEqual([0, 1, 2]);
    expect(names(await api.list())).toEqual(['Pains', 'Boissons', 'Viennoiseries']);

    expect(names((await api.move(pains, 'down')).body.data)).toEqual(['Boissons', 'Pains', 'Viennoiseries']);
    expect(names((await api.move(boissons, 'up')).body.data)).toEqual(['Boissons', 'Pains', 'Viennoiseries']);
    expect(names((await api.move(viennoiseries, 'down')).body.data)).toEqual(['Boissons', 'Pains', 'Viennoiseries']);

    // Equal positions (older data) list by name; a move gives them a strict order.
    const db = await getDb();
    const zeta = await createCategory(db, business.id, { name: 'Zeta', slug: 'zeta', position: 1 });
    expect(names(await api.list())).toEqual(['Boissons', 'Pains', 'Zeta', 'Viennoiseries']);
    const after = (await api.move(zeta.id, 'up')).body.data as Category[];
    expect(after.map((category) => [category.name, category.position])).toEqual([
      ['Boissons', 0],
      ['Zeta', 1],
      ['Pains', 2],
      ['Viennoiseries', 3],
    ]);
  });

  it('deletes a category: its products become uncategorised, other products and categories are untouched', async () => {
    const { business, cookie, key } = await merchant();
    const api = dashboard(business.id, cookie);
    const pains = (await api.create({ name: 'Pains' })).body as Category;
    const boissons = (await api.create({ name: 'Boissons' })).body as Category;
    const baguette = await makeProduct(key, 'Baguette', pains.id);
    const ficelle = await makeProduct(key, 'Ficelle', pains.id);
    const jus = await makeProduct(key, 'Jus de pomme', boissons.id);
    const loose = await makeProduct(key, 'Sac en papier', null);
    const before = await Promise.all([jus, loose].map(async (p) => (await call('GET', `/public/products/${p.id}`, { key })).body));

    const deleted = await api.remove(pains.id);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    for (const product of [baguette, ficelle]) {
      const read = await call('GET', `/public/products/${product.id}`, { key });
      expect(read.body).toMatchObject({ name: expect.any(String), categoryId: null, category: null });
    }
    const after = await Promise.all([jus, loose].map(async (p) => (await call('GET', `/public/products/${p.id}`, { key })).body));
    expect(after).toEqual(before);
    expect(await api.list()).toEqual([{ ...boissons, productCount: 1 }]);
    expect((await call('GET', `/public/products?categoryId=${pains.id}`, { key })).body.data).toEqual([]);

    const again = await api.remove(pains.id);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('not_found');
  });

  it("never touches another business's category (404) and refuses writes without the dashboard's Origin", async () => {
    const mine = await merchant();
    const theirs = await merchant();
    const api = dashboard(mine.business.id, mine.cookie);
    const foreign = (await dashboard(theirs.business.id, theirs.cookie).create({ name: 'Theirs' })).body as Category;

    for (const res of [await api.update(foreign.id, { name: 'Taken over' }), await api.move(foreign.id, 'up'), await api.remove(foreign.id)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await send(categoriesRoute.GET, 'GET', { businessId: theirs.business.id }, { cookie: mine.cookie })).status).toBe(404);
    expect((await send(categoriesRoute.POST, 'POST', { businessId: theirs.business.id }, { cookie: mine.cookie, body: { name: 'x' } })).status).toBe(404);
    expect(await dashboard(theirs.business.id, theirs.cookie).list()).toEqual([foreign]);

    const created = await api.create({ name: 'Pains' }, null);
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe('forbidden_origin');
    expect(await api.list()).toEqual([]);
    const own = (await api.create({ name: 'Pains' })).body as Category;
    expect((await api.update(own.id, { name: 'Forged' }, 'http://evil.example')).status).toBe(403);
    expect((await api.remove(own.id, null)).status).toBe(403);
    expect(await api.list()).toEqual([own]);
    expect((await send(categoriesRoute.GET, 'GET', { businessId: mine.business.id })).status).toBe(401);
  });
});
