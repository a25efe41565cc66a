// A database outage under load (issue 13): this file runs on an embedded PostgreSQL server of its own, which
// it stops for a few seconds while requests keep coming. Meanwhile every request answers at once 503
// `service_unavailable` with Retry-After (the API, /api/health, the storefront — which still serves a page it
// has rendered), never a 500; once the server is back the very first requests succeed (no broken pooled
// connection handed out), and every write retried with its Idempotency-Key is applied exactly once.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { GET as storefront } from '@/app/%5Fsites/[site]/[[...path]]/route';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { count, eq } from 'drizzle-orm';
import { closeDatabase, getDb } from '../../db/client';
import { inventoryAdjustments } from '../../db/schema';
import { ensureEmbeddedServer, stopEmbeddedServer } from '../../db/embedded';
import { type ApiResponse, call, setup } from '../../testing/api';
import { DEMO_SANDBOX_SLUG, openDemoShop } from '../../testing/storefront';

const SCOPES = ['products:read', 'products:write', 'inventory:write'];
let dataDir: string;
let outerUrl: string | undefined;

beforeAll(async () => {
  process.env.RATE_LIMIT_PER_MINUTE = '0'; // this load is one key's
  outerUrl = process.env.DATABASE_URL;
  await closeDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-outage-'));
  const server = await ensureEmbeddedServer(dataDir);
  const admin = new pg.Client(server.url());
  await admin.connect();
  await admin.query('create database outage');
  await admin.end();
  process.env.DATABASE_URL = server.url('outage');
});

afterAll(async () => {
  await closeDatabase();
  await stopEmbeddedServer(dataDir, 'immediate').catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (outerUrl) process.env.DATABASE_URL = outerUrl;
});

const stop = () => stopEmbeddedServer(dataDir, 'fast');
const start = () => ensureEmbeddedServer(dataDir);

function expectUnavailable(res: ApiResponse, label: string) {
  expect(res.status, label).toBe(503);
  expect(res.headers.get('retry-after'), label).toMatch(/^\d+$/);
  expect(res.body.error).toMatchObject({ type: 'api_error', code: 'service_unavailable' });
  expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  expect(res.text).not.toMatch(/ECONN|ENOENT|PGSQL|postgres/i);
}

function storefrontGet(pathname: string) {
  const url = new URL(`http://${DEMO_SANDBOX_SLUG}.localhost:3000${pathname}`);
  const segments = url.pathname.split('/').filter(Boolean);
  return storefront(new Request(url), { params: Promise.resolve({ site: DEMO_SANDBOX_SLUG, path: segments.length ? segments : undefined }) });
}

describe('database outage', () => {
  it('answers 503 at once while the database is down, recovers on the first request, and loses or doubles no write', async () => {
    const { key } = await setup(SCOPES);
    const product = (await call('POST', '/public/products', { key, body: { name: 'Outage', sellingPrice: 1, stockQuantity: 0 } })).body;
    const read = () => call('GET', `/public/products/${product.id}`, { key });
    expect((await read()).status).toBe(200);

    // Load: 8 workers, each adjusting the stock by +1 with its own Idempotency-Key, and reading.
    const attempts = new Map<string, number[]>(); // Idempotency-Key → statuses seen
    const statuses: number[] = [];
    const odd: string[] = [];
    let slowest = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const idem = randomUUID();
        const began = performance.now();
        const write = await call('POST', `/public/products/${product.id}/inventory`, {
          key,
          body: { delta: 1, reason: 'received' },
          headers: { 'Idempotency-Key': idem },
        });
        const reread = await read();
        slowest = Math.max(slowest, performance.now() - began);
        attempts.set(idem, [write.status]);
        statuses.push(write.status, reread.status);
        for (const res of [write, reread]) if (![200, 201, 503].includes(res.status)) odd.push(`${res.status} ${res.text}`);
        if (write.status === 503) expectUnavailable(write, 'write during the outage');
        if (reread.status === 503) expectUnavailable(reread, 'read during the outage');
        await new Promise((resolve) => setTimeout(resolve, write.status === 503 ? 50 : 5));
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await stop();
    const down = await read();
    expectUnavailable(down, 'read right after the stop');
    const healthDown = await health();
    expect(healthDown.status).toBe(503);
    expect(healthDown.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await healthDown.json()).toMatchObject({ ok: false, database: { ok: false } });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await start();
    // The very first requests after the return succeed.
    const first = await Promise.all(Array.from({ length: 6 }, () => read()));
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await health()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(workers);

    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(odd.slice(0, 3)).toEqual([]); // never a 500
    // "At once": no request waited for a connection timeout or a hang (a generous bound, not a speed target).
    expect(slowest).toBeLessThan(6_000);

    // Every write retried with its key is applied exactly once: the stock equals the keys attempted.
    const unanswered = [...attempts].filter(([, seen]) => seen[0] !== 201).map(([idem]) => idem);
    expect(unanswered.length).toBeGreaterThan(0);
    // Retried a few at a time, as clients would (they all write one product row, which serialises them).
    const retried: ApiResponse[] = [];
    for (let i = 0; i < unanswered.length; i += 4) {
      const batch = unanswered.slice(i, i + 4);
      retried.push(
        ...(await Promise.all(
          batch.map((idem) =>
            call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: 1, reason: 'received' }, headers: { 'Idempotency-Key': idem } }),
          ),
        )),
      );
    }
    expect(retried.map((r) => `${r.status} ${r.status === 201 ? '' : r.text}`).filter((s) => !s.startsWith('201'))).toEqual([]);
    const after = (await read()).body;
    expect(after.stockQuantity).toBe(attempts.size);
    const db = await getDb();
    const audit = await db.select({ n: count() }).from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, product.id));
    expect(audit[0]!.n).toBe(attempts.size); // one audit entry per applied adjustment, none half-written
  });

  it('storefront: serves the page as last rendered while the database is down, 503 for a page never rendered, then the live page', async () => {
    await openDemoShop();
    const home = await storefrontGet('/');
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    await stop();
    try {
      const stale = await storefrontGet('/');
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(homeHtml);
      const never = await storefrontGet('/products');
      expect(never.status).toBe(503);
      expect(never.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(never.headers.get('cache-control')).toBe('no-store');
      const html = await never.text();
      expect(html).toContain('<html lang="fr-BE"');
      expect(html).toContain('Boutique momentanément indisponible');
    } finally {
      await start();
    }
    expect((await storefrontGet('/products')).status).toBe(200);
  });

  it('dashboard pages: 503 at once from the proxy while the database is down (after a probe), the page again once it is back', async () => {
    const page = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } }));
    expect((await page('/dashboard')).headers.get('x-middleware-next')).toBe('1'); // goes on to the page
    await stop();
    try {
      expect((await health()).status).toBe(503); // the process has seen the database away
      for (const path of ['/dashboard', '/dashboard/biz_x/products', '/sign-in']) {
        const down = await page(path);
        expect(down.status, path).toBe(503);
        expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(down.headers.get('cache-control')).toBe('no-store');
        expect(await down.text()).toContain('Vitrine is temporarily unavailable');
      }
      // Pages that need no database are not held back.
      expect((await page('/')).headers.get('x-middleware-next')).toBe('1');
      expect((await page('/docs')).headers.get('x-middleware-next')).toBe('1');
    } finally {
      await start();
    }
    // The proxy's probe finds it back: the first request goes on to the page.
    expect((await page('/dashboard')).headers.get('x-middleware-next')).toBe('1');
  });
});
