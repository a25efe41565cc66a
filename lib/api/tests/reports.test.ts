// Reports through HTTP: every figure is recomputed here from the raw transactions (paged through
// GET /public/transactions) and must match exactly, web orders included (counted when paid, net zero when
// cancelled after payment); Brussels days, ISO weeks, months; 400/403/404.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { locations } from '../../db/schema';
import { createProduct } from '../../domain/catalog/products';
import type { RecordTransactionInput, TransactionView } from '../../domain/pos/schemas';
import { recordTransaction, recordTransactions } from '../../domain/pos/transactions';
import { adjustStock } from '../../domain/inventory/stock';
import { addToCart, newVisitorToken } from '../../domain/orders/cart';
import { placeOrder } from '../../domain/orders/checkout';
import { upsertShop } from '../../domain/shop/shop';
import { call, makeKey, setup } from '../../testing/api';
import { makeOrderable, offeredWay } from '../../testing/orders';

const SYSTEM = { kind: 'system' } as const;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function shop(scopes = ['reports:read', 'transactions:read']) {
  const { business, key } = await setup(scopes, { name: 'Rapports', locations: [{ name: 'Ixelles' }, { name: 'Gent' }, { name: 'Namur' }] });
  const db = await getDb();
  const shops = await db.select().from(locations).where(eq(locations.businessId, business.id)).orderBy(locations.position);
  return { db, business, key, shops };
}

// ------------------------------------------------------------------------------ independent recomputation

const cents = (amount: number) => Math.round(amount * 100);
const euros = (minor: number) => Number((minor / 100).toFixed(2));
const brusselsDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => plusDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

type Figures = { gross: number; net: number; vat: number; transactionCount: number; saleCount: number; refundCount: number; refunds: number };

function figuresOf(list: TransactionView[]): Figures {
  const minor = { gross: 0, net: 0, vat: 0, refunds: 0 };
  for (const t of list) {
    minor.gross += cents(t.totalAmount);
    minor.net += cents(t.totalExclVat);
    minor.vat += cents(t.totalVat);
    if (t.kind === 'refund') minor.refunds += cents(t.totalAmount);
    // The transaction's totals are the sums of its lines and of its payments.
    expect(t.lines.reduce((s, l) => s + cents(l.lineTotal), 0)).toBe(cents(t.totalAmount));
    expect(t.lines.reduce((s, l) => s + cents(l.lineTotalExclVat), 0)).toBe(cents(t.totalExclVat));
    expect(t.lines.reduce((s, l) => s + cents(l.lineVat), 0)).toBe(cents(t.totalVat));
    expect(t.payments.reduce((s, p) => s + cents(p.amount), 0)).toBe(cents(t.totalAmount));
  }
  const refundCount = list.filter((t) => t.kind === 'refund').length;
  return {
    gross: euros(minor.gross),
    net: euros(minor.net),
    vat: euros(minor.vat),
    transactionCount: list.length,
    saleCount: list.length - refundCount,
    refundCount,
    refunds: euros(minor.refunds),
  };
}

function expectedRevenue(all: TransactionView[], from: string, to: string, groupBy: 'day' | 'week' | 'month', locationId?: string) {
  const inRange = all.filter((t) => brusselsDay(t.occurredAt) >= from && brusselsDay(t.occurredAt) <= to && (!locationId || t.locationId === locationId));
  const keyOf = (day: string) => (groupBy === 'day' ? day : groupBy === 'week' ? mondayOf(day) : `${day.slice(0, 7)}-01`);
  const periods: { period: string; from: string; to: string }[] = [];
  for (let day = from; day <= to; day = plusDays(day, 1)) {
    const key = keyOf(day);
    const last = periods[periods.length - 1];
    if (last?.period === key) last.to = day;
    else periods.push({ period: key, from: day, to: day });
  }
  return {
    from,
    to,
    currency: 'EUR',
    locationId: locationId ?? null,
    groupBy,
    periods: periods.map((p) => ({ ...p, ...figuresOf(inRange.filter((t) => keyOf(brusselsDay(t.occurredAt)) === p.period)) })),
    totals: figuresOf(inRange),
  };
}

function inRangeOf(all: TransactionView[], from: string, to: string, locationId?: string) {
  return all.filter((t) => brusselsDay(t.occurredAt) >= from && brusselsDay(t.occurredAt) <= to && (!locationId || t.locationId === locationId));
}

function expectedProducts(all: TransactionView[], from: string, to: string, limit: number, names: Map<string, string>, locationId?: string) {
  const groups = new Map<string, { productId: string | null; name: string; quantity: number; revenueMinor: number; exclMinor: number }>();
  for (const t of inRangeOf(all, from, to, locationId)) {
    for (const line of t.lines) {
      const key = line.productId ?? `desc:${line.description}`;
      const group = groups.get(key) ?? { productId: line.productId, name: line.productId ? names.get(line.productId)! : line.description, quantity: 0, revenueMinor: 0, exclMinor: 0 };
      group.quantity += line.quantity;
      group.revenueMinor += cents(line.lineTotal);
      group.exclMinor += cents(line.lineTotalExclVat);
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()];
  const tie = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.productId === b.productId ? (a.name < b.name ? -1 : 1) : a.productId === null ? 1 : b.productId === null ? -1 : a.productId < b.productId ? -1 : 1;
  const view = (r: (typeof rows)[number]) => ({ productId: r.productId, name: r.name, quantity: r.quantity, revenue: euros(r.revenueMinor), revenueExclVat: euros(r.exclMinor) });
  return {
    from,
    to,
    currency: 'EUR',
    locationId: locationId ?? null,
    limit,
    byRevenue: [...rows].sort((a, b) => b.revenueMinor - a.revenueMinor || b.quantity - a.quantity || tie(a, b)).slice(0, limit).map(view),
    byQuantity: [...rows].sort((a, b) => b.quantity - a.quantity || b.revenueMinor - a.revenueMinor || tie(a, b)).slice(0, limit).map(view),
  };
}

const METHOD_ORDER = ['cash', 'card', 'bancontact', 'payconiq', 'voucher', 'transfer'];

function expectedPaymentMethods(all: TransactionView[], from: string, to: string, locationId?: string) {
  const byMethod = new Map<string, { amount: number; count: number }>();
  for (const t of inRangeOf(all, from, to, locationId)) {
    for (const p of t.payments) {
      const row = byMethod.get(p.method) ?? { amount: 0, count: 0 };
      row.amount += cents(p.amount);
      row.count += 1;
      byMethod.set(p.method, row);
    }
  }
  const methods = [...byMethod.entries()].sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  return {
    from,
    to,
    currency: 'EUR',
    locationId: locationId ?? null,
    methods: methods.map(([method, row]) => ({ method, amount: euros(row.amount), count: row.count })),
    totals: { amount: euros(methods.reduce((s, [, r]) => s + r.amount, 0)), count: methods.reduce((s, [, r]) => s + r.count, 0) },
  };
}

function expectedVat(all: TransactionView[], from: string, to: string, locationId?: string) {
  const byRate = new Map<number, { base: number; vat: number; total: number }>();
  for (const t of inRangeOf(all, from, to, locationId)) {
    for (const l of t.lines) {
      const row = byRate.get(l.vatPercent) ?? { base: 0, vat: 0, total: 0 };
      row.base += cents(l.lineTotalExclVat);
      row.vat += cents(l.lineVat);
      row.total += cents(l.lineTotal);
      byRate.set(l.vatPercent, row);
    }
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b);
  const sum = (pick: (r: { base: number; vat: number; total: number }) => number) => euros(rates.reduce((s, [, r]) => s + pick(r), 0));
  return {
    from,
    to,
    currency: 'EUR',
    locationId: locationId ?? null,
    rates: rates.map(([vatPercent, r]) => ({ vatPercent, base: euros(r.base), vat: euros(r.vat), total: euros(r.total) })),
    totals: { base: sum((r) => r.base), vat: sum((r) => r.vat), total: sum((r) => r.total) },
  };
}

function expectedLocations(all: TransactionView[], from: string, to: string, shops: { id: string; name: string }[]) {
  const inRange = inRangeOf(all, from, to);
  return {
    from,
    to,
    currency: 'EUR',
    locations: shops.map((s) => ({ locationId: s.id, name: s.name, ...figuresOf(inRange.filter((t) => t.locationId === s.id)) })),
    totals: figuresOf(inRange),
  };
}

async function allTransactions(key: string): Promise<TransactionView[]> {
  const out: TransactionView[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: { data: TransactionView[]; nextCursor: string | null } } = await call(
      'GET',
      `/public/transactions?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { key },
    );
    expect(res.status).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return out;
}

async function get(key: string, path: string) {
  const res = await call('GET', path, { key });
  expect(res.status, `${path}: ${res.text.slice(0, 300)}`).toBe(200);
  const { livemode, ...report } = res.body;
  expect(livemode).toBe(true);
  return report;
}

// ------------------------------------------------------------------------------------------------ tests

describe('reports equal what the transactions add up to', () => {
  it('revenue (day, week, month), products, payment methods, VAT and locations, over random data across a DST change', async () => {
    const { db, business, key, shops } = await shop();
    const random = prng(20260329);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const catalogue: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (const [name, price, vat] of [
      ['Baguette', 1.98, 6],
      ['Croissant', 1.32, 6],
      ['Tarte au riz', 3.02, 6],
      ['Cougnou', 4.25, 6],
      ['Saison', 2.31, 21],
      ['Tasse', 11.98, 21],
      ['Chocolat chaud', 2.75, 12],
    ] as const) {
      catalogue.push(
        await createProduct(db, business.id, { name, sellingPrice: price, vatPercent: vat, isForSale: true, images: [], trackInventory: false, stockQuantity: 0 }, SYSTEM),
      );
    }
    const methods = ['cash', 'card', 'bancontact', 'payconiq', 'voucher'] as const;
    // 2026-02-20 … 2026-04-12 (DST starts 29 March), at any hour, incl. around Brussels midnight.
    const start = Date.parse('2026-02-19T20:00:00Z');
    const inputs: RecordTransactionInput[] = [];
    for (let i = 0; i < 400; i++) {
      const occurredAt = new Date(start + Math.floor(random() * 53 * 86_400) * 1000);
      const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        if (random() < 0.08) return { description: 'Divers', quantity: 1 + Math.floor(random() * 3), unitPriceMinor: Math.floor(random() * 900), vatRateBp: 2100 };
        const product = pick(catalogue);
        return {
          productId: product.id,
          description: product.name,
          quantity: 1 + Math.floor(random() * 6),
          unitPriceMinor: cents(product.priceInclVat),
          vatRateBp: product.vatPercent * 100,
        };
      });
      const total = lines.reduce((s, l) => s + l.quantity * l.unitPriceMinor, 0);
      const split = random() < 0.15 && total > 1 ? Math.max(1, Math.floor(total * random())) : total;
      const payments = total === 0 ? [] : split < total ? [{ method: 'voucher' as const, amountMinor: split }, { method: pick(methods), amountMinor: total - split }] : [{ method: pick(methods), amountMinor: total }];
      inputs.push({ locationId: pick(shops.slice(0, 2)).id, channel: random() < 0.1 ? 'online' : 'pos', kind: 'sale', occurredAt, lines, payments });
    }
    const ids = await recordTransactions(db, business.id, inputs);
    // Refunds of a few sales, partly or fully, up to a day later.
    const refunded = new Set<number>();
    for (let i = 0; i < 25; i++) {
      const index = Math.floor(random() * inputs.length);
      const original = inputs[index]!;
      const line = original.lines[0]!;
      if (line.unitPriceMinor === 0 || refunded.has(index)) continue;
      refunded.add(index);
      await recordTransaction(db, business.id, {
        locationId: original.locationId,
        channel: original.channel,
        kind: 'refund',
        refundOfId: ids[index],
        occurredAt: new Date(new Date(original.occurredAt as Date).getTime() + Math.floor(random() * 86_400_000)),
        lines: [{ ...line, quantity: 1 }],
        payments: [{ method: 'cash', amountMinor: line.unitPriceMinor }],
      });
    }

    const all = await allTransactions(key);
    expect(all.length).toBeGreaterThan(400);
    expect(all.some((t) => t.kind === 'refund')).toBe(true);
    const names = new Map(catalogue.map((p) => [p.id, p.name]));
    const [ixelles] = shops;
    for (const [from, to] of [
      ['2026-02-20', '2026-04-12'],
      ['2026-03-25', '2026-04-02'],
      ['2026-03-29', '2026-03-29'],
    ] as const) {
      for (const groupBy of ['day', 'week', 'month'] as const) {
        expect(await get(key, `/public/reports/revenue?from=${from}&to=${to}&groupBy=${groupBy}`)).toEqual(expectedRevenue(all, from, to, groupBy));
      }
      expect(await get(key, `/public/reports/revenue?from=${from}&to=${to}&locationId=${ixelles!.id}`)).toEqual(expectedRevenue(all, from, to, 'day', ixelles!.id));
      expect(await get(key, `/public/reports/products?from=${from}&to=${to}&limit=5`)).toEqual(expectedProducts(all, from, to, 5, names));
      expect(await get(key, `/public/reports/products?from=${from}&to=${to}&limit=100&locationId=${ixelles!.id}`)).toEqual(
        expectedProducts(all, from, to, 100, names, ixelles!.id),
      );
      expect(await get(key, `/public/reports/payment-methods?from=${from}&to=${to}`)).toEqual(expectedPaymentMethods(all, from, to));
      expect(await get(key, `/public/reports/payment-methods?from=${from}&to=${to}&locationId=${ixelles!.id}`)).toEqual(expectedPaymentMethods(all, from, to, ixelles!.id));
      expect(await get(key, `/public/reports/vat?from=${from}&to=${to}`)).toEqual(expectedVat(all, from, to));
      expect(await get(key, `/public/reports/vat?from=${from}&to=${to}&locationId=${ixelles!.id}`)).toEqual(expectedVat(all, from, to, ixelles!.id));
      expect(await get(key, `/public/reports/locations?from=${from}&to=${to}`)).toEqual(expectedLocations(all, from, to, shops));
    }
    // The whole range covers every transaction, and Namur (no sales) is listed with zeros.
    const whole = await get(key, '/public/reports/locations?from=2026-01-01&to=2026-12-31');
    expect(whole.totals.transactionCount).toBe(all.length);
    expect(whole.locations[2]).toMatchObject({ name: 'Namur', gross: 0, transactionCount: 0 });
  }, 120_000); // 400 transactions written one by one: slow on a busy machine

  it('web orders count when paid: placed unpaid (not counted), paid by transfer (counted), cancelled after paid (sale + refund, net zero)', async () => {
    const { db, business, shops } = await shop();
    const { key } = await makeKey(business.id, ['reports:read', 'transactions:read', 'orders:write']);
    await makeOrderable(db, business.id);
    await upsertShop(db, business.id, { status: 'ACTIVE', offersShipping: false });
    const product = await createProduct(
      db,
      business.id,
      { name: 'Cramique', sellingPrice: 6, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 0 },
      SYSTEM,
    );
    await adjustStock(db, business.id, product.id, { locationId: shops[0]!.id, delta: 20, reason: 'received' }, SYSTEM);
    const place = async (quantity: number) => {
      const visitor = newVisitorToken();
      await addToCart(db, business.id, visitor, { productId: product.id, quantity });
      const placed = await placeOrder(db, business.id, visitor, {
        checkoutToken: `report-${Math.random().toString(36).slice(2)}-${quantity}`,
        firstName: 'Emma',
        lastName: 'Claes',
        email: 'emma.claes@example.be',
        phone: '0470 55 66 77',
        ...(await offeredWay(db, business.id, 'pickup', shops[0]!.id)),
      });
      return placed.order;
    };
    await place(1); // stays placed and unpaid
    const paid = await place(2);
    const cancelled = await place(3);
    for (const order of [paid, cancelled]) {
      expect((await call('POST', `/public/orders/${order.id}/mark-paid`, { key, body: { method: 'transfer' } })).status).toBe(200);
    }
    expect((await call('POST', `/public/orders/${cancelled.id}/cancel`, { key, body: { reason: 'Erreur de commande' } })).status).toBe(200);

    const all = await allTransactions(key);
    expect(all.map((t) => [t.kind, t.channel, cents(t.totalAmount)]).sort()).toEqual(
      [
        ['refund', 'online', -cancelled.totalMinor],
        ['sale', 'online', cancelled.totalMinor],
        ['sale', 'online', paid.totalMinor],
      ].sort(),
    );
    const today = brusselsDay(new Date().toISOString());
    const revenue = await get(key, `/public/reports/revenue?from=${today}&to=${today}`);
    expect(revenue).toEqual(expectedRevenue(all, today, today, 'day'));
    expect(revenue.totals.gross).toBe(euros(paid.totalMinor));
    const methods = await get(key, `/public/reports/payment-methods?from=${today}&to=${today}`);
    expect(methods).toEqual(expectedPaymentMethods(all, today, today));
    expect(methods.methods).toEqual([{ method: 'transfer', amount: euros(paid.totalMinor), count: 3 }]);
    expect(await get(key, `/public/reports/locations?from=${today}&to=${today}`)).toEqual(expectedLocations(all, today, today, shops));
    expect(await get(key, `/public/reports/vat?from=${today}&to=${today}`)).toEqual(expectedVat(all, today, today));
  });
});

describe('report periods', () => {
  it('groups by Brussels days, ISO weeks from Monday and months, listing empty periods', async () => {
    const { db, business, key, shops } = await shop();
    const at = (iso: string, amountMinor: number): RecordTransactionInput => ({
      locationId: shops[0]!.id,
      channel: 'pos',
      occurredAt: new Date(iso),
      lines: [{ description: 'Pain', quantity: 1, unitPriceMinor: amountMinor, vatRateBp: 600 }],
      payments: [{ method: 'cash', amountMinor }],
    });
    await recordTransactions(db, business.id, [
      at('2026-03-01T22:30:00Z', 106), // Sunday 1 March 23:30 Brussels
      at('2026-03-01T23:30:00Z', 212), // Monday 2 March 00:30 Brussels
      at('2026-03-29T21:30:00Z', 318), // Sunday 29 March 23:30 Brussels (summer time)
      at('2026-03-29T22:30:00Z', 424), // Monday 30 March 00:30 Brussels
      at('2026-04-01T10:00:00Z', 530),
    ]);
    const days = await get(key, '/public/reports/revenue?from=2026-03-01&to=2026-03-02');
    expect(days.periods.map((p: { period: string; gross: number }) => [p.period, p.gross])).toEqual([
      ['2026-03-01', 1.06],
      ['2026-03-02', 2.12],
    ]);
    const weeks = await get(key, '/public/reports/revenue?from=2026-03-01&to=2026-04-01&groupBy=week');
    expect(weeks.periods.map((p: { period: string; from: string; to: string; gross: number }) => [p.period, p.from, p.to, p.gross])).toEqual([
      ['2026-02-23', '2026-03-01', '2026-03-01', 1.06],
      ['2026-03-02', '2026-03-02', '2026-03-08', 2.12],
      ['2026-03-09', '2026-03-09', '2026-03-15', 0],
      ['2026-03-16', '2026-03-16', '2026-03-22', 0],
      ['2026-03-23', '2026-03-23', '2026-03-29', 3.18],
      ['2026-03-30', '2026-03-30', '2026-04-01', 9.54],
    ]);
    const months = await get(key, '/public/reports/revenue?from=2026-02-15&to=2026-04-30&groupBy=month');
    expect(months.periods.map((p: { period: string; from: string; to: string; gross: number; net: number; vat: number }) => [p.period, p.from, p.to, p.gross, p.net, p.vat])).toEqual([
      ['2026-02-01', '2026-02-15', '2026-02-28', 0, 0, 0],
      ['2026-03-01', '2026-03-01', '2026-03-31', 10.6, 10, 0.6],
      ['2026-04-01', '2026-04-01', '2026-04-30', 5.3, 5, 0.3],
    ]);
    expect(months.totals).toEqual({ gross: 15.9, net: 15, vat: 0.9, transactionCount: 5, saleCount: 5, refundCount: 0, refunds: 0 });
  });
});

describe('report requests', () => {
  const ROUTES = ['revenue', 'products', 'payment-methods', 'vat', 'locations'];

  it('needs from and to (dates, to ≥ from, at most 366 days) and valid options: 400 otherwise', async () => {
    const { key } = await shop(['reports:read']);
    for (const route of ROUTES) {
      for (const [query, path] of [
        ['to=2026-03-01', 'from'],
        ['from=2026-03-01', 'to'],
        ['from=2026-03-01T00:00:00Z&to=2026-03-02', 'from'],
        ['from=2026-03-02&to=2026-03-01', 'to'],
        ['from=2025-01-01&to=2026-01-02', 'to'], // 367 days
        ['from=2026-03-01&to=2026-03-02&colour=red', 'colour'],
      ]) {
        const res = await call('GET', `/public/reports/${route}?${query}`, { key });
        expect(res.status, `${route}?${query}`).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.details.map((d: { path: string }) => d.path), `${route}?${query}`).toContain(path);
      }
      // 366 days, both ends included (a leap year), is the longest range.
      expect((await call('GET', `/public/reports/${route}?from=2028-01-01&to=2028-12-31`, { key })).status).toBe(200);
      expect((await call('POST', `/public/reports/${route}?from=2028-01-01&to=2028-12-31`, { key, body: {} })).status).toBe(405);
    }
    expect((await call('GET', '/public/reports/revenue?from=2026-03-01&to=2026-03-02&groupBy=year', { key })).status).toBe(400);
    expect((await call('GET', '/public/reports/products?from=2026-03-01&to=2026-03-02&limit=0', { key })).status).toBe(400);
    expect((await call('GET', '/public/reports/products?from=2026-03-01&to=2026-03-02&limit=101', { key })).status).toBe(400);
  });

  it('answers 403 without reports:read and 404 for a location of another business', async () => {
    const { key } = await shop(['transactions:read']);
    for (const route of ROUTES) {
      const res = await call('GET', `/public/reports/${route}?from=2026-03-01&to=2026-03-02`, { key });
      expect(res.status, route).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'reports:read' });
    }
    const mine = await shop(['reports:read']);
    const other = await shop(['reports:read']);
    for (const route of ['revenue', 'products', 'payment-methods', 'vat']) {
      const res = await call('GET', `/public/reports/${route}?from=2026-03-01&to=2026-03-02&locationId=${other.shops[0]!.id}`, { key: mine.key });
      expect(res.status, route).toBe(404);
      expect(res.body.error.details[0].path).toBe('locationId');
    }
    expect((await call('GET', '/public/reports/locations?from=2026-03-01&to=2026-03-02', { key: mine.key })).body.locations).toHaveLength(3);
    expect((await call('GET', '/public/reports/revenue?from=2026-03-01&to=2026-03-02')).status).toBe(401);
  });
});
