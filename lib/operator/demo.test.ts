// The demo business: believable, complete, idempotent — checked through the API with its own key.
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { call } from '../testing/api';
import { seedDemo } from './demo';

describe('demo', () => {
  it('seeds a Belgian business with locations, ~30 products in 4 categories, stock and a dozen invoices, once', async () => {
    const db = await getDb();
    const first = await seedDemo(db);
    expect(first.created).toBe(true);
    const key = first.keys.live;

    const me = (await call('GET', '/public/me', { key })).body;
    expect(me).toMatchObject({ name: 'Maison Lemaire', vatNumber: 'BE0478261963', currency: 'EUR', plan: 'shop' });
    expect((await call('GET', '/public/locations', { key })).body.data).toHaveLength(2);
    const categories = (await call('GET', '/public/categories', { key })).body.data;
    expect(categories).toHaveLength(4);
    const products = (await call('GET', '/public/products?limit=100', { key })).body.data as { vatPercent: number; stockQuantity: number; images: string[] }[];
    expect(products.length).toBeGreaterThanOrEqual(28);
    // Each with its photo in the media library, on the site's own host (storefront/photos.test.ts fetches them).
    expect(products.every((p) => p.images.length === 1 && /^http:\/\/maison-lemaire\.localhost(:\d+)?\/media\/med_\w{26}$/.test(p.images[0]!))).toBe(true);
    expect(new Set(products.map((p) => p.vatPercent))).toEqual(new Set([6, 21]));
    expect(products.every((p) => p.stockQuantity > 0)).toBe(true);

    const invoices = (await call('GET', '/public/invoices?limit=100', { key })).body.data as {
      type: string;
      status: string;
      currency: string;
      buyerName: string;
      eInvoice: { ready: boolean; missing: { path: string }[] };
    }[];
    expect(invoices.length).toBe(12);
    expect(invoices.filter((i) => i.type === 'CREDIT_NOTE')).toHaveLength(1);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['DRAFT', 'FINALIZED']));
    expect(new Set(invoices.map((i) => i.currency))).toEqual(new Set(['EUR', 'USD', 'GBP']));
    // The business customers' finalized invoices are Peppol e-invoices; a consumer's stays a PDF, saying why.
    const ready = invoices.filter((i) => i.eInvoice.ready).map((i) => i.buyerName);
    expect(new Set(ready)).toEqual(new Set(['Hôtel Le Berger SA', 'Bureau Delvaux & Associés', 'Comptoir Gantois BV']));
    expect(invoices.find((i) => i.buyerName === 'Café Belga SRL')!.eInvoice.missing.map((m) => m.path)).toEqual(['buyerVatNumber', 'buyerPeppolId']);

    // Sales history, sessions, staff, customers, loyalty and reports worth looking at.
    const transactions = (await call('GET', '/public/transactions?limit=100', { key })).body;
    expect(transactions.data.length).toBe(100);
    expect(transactions.hasMore).toBe(true);
    expect((await call('GET', '/public/sessions', { key })).body.data.length).toBeGreaterThan(0);
    expect((await call('GET', '/public/staff', { key })).body.data.length).toBeGreaterThanOrEqual(4);
    expect((await call('GET', '/public/customers', { key })).body.data.length).toBeGreaterThan(0);
    expect((await call('GET', '/public/loyalty/cards', { key })).body.data.length).toBeGreaterThan(0);
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 80 * 86_400_000).toISOString().slice(0, 10);
    const revenue = await call('GET', `/public/reports/revenue?from=${from}&to=${to}&groupBy=week`, { key });
    expect(revenue.status).toBe(200);

    // A published site built from a theme, and an active shop.
    const site = (await call('GET', '/public/site', { key })).body;
    expect(site).toMatchObject({ isEnabled: true, themeKey: 'bakery' });
    expect((await call('GET', '/public/site/pages', { key })).body.data.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/public/shop', { key })).body).toMatchObject({ status: 'ACTIVE', setupIssues: [] });

    // Today's web orders, one in each state the merchant meets, placed through the checkout.
    const orders = (await call('GET', '/public/orders', { key })).body.data as { status: string; paymentStatus: string; paymentMethod: string }[];
    expect(orders.map((o) => [o.status, o.paymentStatus, o.paymentMethod])).toEqual([
      ['placed', 'unpaid', 'transfer'],
      ['placed', 'unpaid', 'at_pickup'],
      ['ready', 'paid', 'transfer'],
      ['completed', 'paid', 'transfer'],
    ]);

    // The sandbox has the catalogue too, and the test key reaches only it.
    const sandboxProducts = (await call('GET', '/public/products?limit=100', { key: first.keys.test })).body.data;
    expect(sandboxProducts.length).toBe(products.length);

    const second = await seedDemo(db);
    expect(second).toEqual({ ...first, created: false });
    expect((await call('GET', '/public/orders', { key })).body.data).toHaveLength(4);
    expect((await call('GET', '/public/products?limit=100', { key })).body.data.length).toBe(products.length);
  }, 120_000);
});
