// Products: create, read, update, list (paging and filters), and the validation rules.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createCategory } from '../../domain/catalog/products';
import { call, setup } from '../../testing/api';

const RW = ['products:read', 'products:write'];

describe('product lifecycle', () => {
  it('creates, reads and updates a product with the contract fields, sku, category and description', async () => {
    const { business, key } = await setup(RW);
    const category = await createCategory(await getDb(), business.id, { name: 'Épicerie fine', slug: 'epicerie' });
    const created = await call('POST', '/public/products', {
      key,
      body: {
        name: 'Miel de Wallonie',
        sku: 'EPI-MIEL',
        sellingPrice: 9.5,
        vatPercent: 6,
        isForSale: true,
        images: ['https://images.example.com/miel.jpg'],
        trackInventory: true,
        stockQuantity: 12,
        categoryId: category.id,
        description: 'Miel toutes fleurs',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^prod_[0-9a-z]{26}$/),
      name: 'Miel de Wallonie',
      sku: 'EPI-MIEL',
      sellingPrice: 9.5,
      vatPercent: 6,
      priceInclVat: 10.07,
      currency: 'EUR',
      isForSale: true,
      images: ['https://images.example.com/miel.jpg'],
      trackInventory: true,
      stockQuantity: 12,
      categoryId: category.id,
      category: { id: category.id, name: 'Épicerie fine' },
      description: 'Miel toutes fleurs',
    });
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

    const read = await call('GET', `/public/products/${created.body.id}`, { key });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const updated = await call('PATCH', `/public/products/${created.body.id}`, {
      key,
      body: { sellingPrice: 9.99, isForSale: false, categoryId: null, sku: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ sellingPrice: 9.99, isForSale: false, categoryId: null, category: null, sku: null, stockQuantity: 12 });
  });

  it('applies defaults: 21 % VAT, for sale, inventory tracked, no stock', async () => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/products', { key, body: { name: 'Tablier', sellingPrice: 29 } });
    expect(res.body).toMatchObject({ vatPercent: 21, isForSale: true, trackInventory: true, stockQuantity: 0, images: [], sku: null, priceInclVat: 35.09 });
  });

  it('keeps money exact to the cent (no float drift)', async () => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/products', { key, body: { name: 'Penny', sellingPrice: 0.1 + 0.2, vatPercent: 21 } });
    expect(res.status).toBe(201);
    expect(res.body.sellingPrice).toBe(0.3);
    const bad = await call('POST', '/public/products', { key, body: { name: 'Too precise', sellingPrice: 1.005 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('sellingPrice');
  });
});

describe('product validation', () => {
  it('refuses a duplicate SKU with 409 conflict carrying the existing id', async () => {
    const { key } = await setup(RW);
    const first = await call('POST', '/public/products', { key, body: { name: 'A', sku: 'SKU-1', sellingPrice: 1 } });
    const dup = await call('POST', '/public/products', { key, body: { name: 'B', sku: 'SKU-1', sellingPrice: 2 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'conflict', existingId: first.body.id });
    const other = await call('POST', '/public/products', { key, body: { name: 'C', sku: 'SKU-2', sellingPrice: 2 } });
    const patch = await call('PATCH', `/public/products/${other.body.id}`, { key, body: { sku: 'SKU-1' } });
    expect(patch.status).toBe(409);
    expect(patch.body.error.existingId).toBe(first.body.id);
    // The same SKU in another business is fine.
    const { key: otherKey } = await setup(RW);
    expect((await call('POST', '/public/products', { key: otherKey, body: { name: 'A', sku: 'SKU-1', sellingPrice: 1 } })).status).toBe(201);
  });

  it('names an unknown field in details[].path', async () => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/products', { key, body: { name: 'X', sellingPrice: 1, colour: 'red' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details).toContainEqual({ path: 'colour', message: 'unknown field' });
  });

  it('refuses stockQuantity on PATCH (stock moves only through adjustments)', async () => {
    const { key } = await setup(RW);
    const created = await call('POST', '/public/products', { key, body: { name: 'X', sellingPrice: 1 } });
    const res = await call('PATCH', `/public/products/${created.body.id}`, { key, body: { stockQuantity: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('stockQuantity');
  });

  it('explains wrong types, missing fields, bad images, VAT rates not in use and unknown categories', async () => {
    const { key } = await setup(RW);
    const cases: [unknown, string, number?][] = [
      [{ name: 'X', sellingPrice: '12' }, 'sellingPrice'],
      [{ sellingPrice: 1 }, 'name'],
      [{ name: 'X', sellingPrice: -1 }, 'sellingPrice'],
      [{ name: 'X', sellingPrice: 1, images: ['javascript:alert(1)'] }, 'images.0'],
      [{ name: 'X', sellingPrice: 1, images: ['ftp://example.com/a.png'] }, 'images.0'],
      [{ name: 'X', sellingPrice: 1, vatPercent: 19 }, 'vatPercent'],
      [{ name: 'X', sellingPrice: 1, stockQuantity: 1.5 }, 'stockQuantity'],
      [{ name: 'X', sellingPrice: 1, categoryId: 'cat_00000000000000000000000000' }, 'categoryId', 404],
      [[1, 2], ''],
    ];
    for (const [body, path, status = 400] of cases) {
      const res = await call('POST', '/public/products', { key, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.details.map((d: { path: string }) => d.path), JSON.stringify(body)).toContain(path);
    }
    expect((await call('GET', '/public/products', { key })).body.data).toEqual([]);
  });

  it('refuses an empty PATCH', async () => {
    const { key } = await setup(RW);
    const created = await call('POST', '/public/products', { key, body: { name: 'X', sellingPrice: 1 } });
    expect((await call('PATCH', `/public/products/${created.body.id}`, { key, body: {} })).status).toBe(400);
  });
});

describe('GET /public/products', () => {
  it('pages with limit and an opaque cursor, in creation order', async () => {
    const { key } = await setup(RW);
    for (let i = 0; i < 5; i++) await call('POST', '/public/products', { key, body: { name: `P${i}`, sellingPrice: i } });
    const first = await call('GET', '/public/products?limit=2', { key });
    expect(first.body.data.map((p: { name: string }) => p.name)).toEqual(['P0', 'P1']);
    expect(first.body.hasMore).toBe(true);
    const second = await call('GET', `/public/products?limit=2&cursor=${first.body.nextCursor}`, { key });
    expect(second.body.data.map((p: { name: string }) => p.name)).toEqual(['P2', 'P3']);
    const third = await call('GET', `/public/products?limit=2&cursor=${second.body.nextCursor}`, { key });
    expect(third.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(third.body.data.map((p: { name: string }) => p.name)).toEqual(['P4']);
    const all = await call('GET', '/public/products', { key });
    expect(all.body.data).toHaveLength(5);
  });

  it('refuses bad paging values with 400', async () => {
    const { key } = await setup(RW);
    for (const query of ['limit=0', 'limit=101', 'limit=100000', 'limit=abc', 'limit=2.5', 'cursor=nonsense', 'cursor=dj', 'limit=1&limit=2', 'colour=red']) {
      const res = await call('GET', `/public/products?${query}`, { key });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('filters by q, sku, categoryId and isForSale, embedding each product’s category', async () => {
    const { business, key } = await setup(RW);
    const db = await getDb();
    const pains = await createCategory(db, business.id, { name: 'Pains', slug: 'pains' });
    await call('POST', '/public/products', { key, body: { name: 'Baguette tradition', sku: 'PAIN-BAG', sellingPrice: 2.1, vatPercent: 6, categoryId: pains.id } });
    await call('POST', '/public/products', { key, body: { name: 'Pain de campagne', sku: 'PAIN-CAMP', sellingPrice: 4.2, vatPercent: 6, categoryId: pains.id, isForSale: false } });
    await call('POST', '/public/products', { key, body: { name: 'Tasse 100% émaillée', sku: 'CAD-TASS', sellingPrice: 14.5 } });
    const names = async (query: string) =>
      (await call('GET', `/public/products?${query}`, { key })).body.data.map((p: { name: string }) => p.name);
    expect(await names('q=pain')).toEqual(['Baguette tradition', 'Pain de campagne']);
    expect(await names('q=CAMPAGNE')).toEqual(['Pain de campagne']);
    expect(await names('q=BAG')).toEqual(['Baguette tradition']);
    expect(await names('q=100%25')).toEqual(['Tasse 100% émaillée']);
    expect(await names('sku=PAIN-CAMP')).toEqual(['Pain de campagne']);
    expect(await names(`categoryId=${pains.id}`)).toEqual(['Baguette tradition', 'Pain de campagne']);
    expect(await names('isForSale=false')).toEqual(['Pain de campagne']);
    expect(await names(`isForSale=true&categoryId=${pains.id}`)).toEqual(['Baguette tradition']);
    const list = await call('GET', `/public/products?sku=PAIN-BAG`, { key });
    expect(list.body.data[0].category).toEqual({ id: pains.id, name: 'Pains' });
    expect((await call('GET', '/public/products?isForSale=yes', { key })).status).toBe(400);
  });
});
