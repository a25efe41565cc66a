// The API and the operator CLI against the real production server: the CLI runs while the server runs, on
// the embedded PostgreSQL server the app started (the CLI connects to it, and leaves it running), and HTTP
// rules that depend on Next's routing (unknown paths, wrong methods) are checked on the wire.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const dataDir = process.env.VITRINE_E2E_DATA_DIR!;

async function vitrine(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/vitrine.ts', ...args, '--json'], { env, cwd: process.cwd() });
  return JSON.parse(stdout) as Record<string, any>;
}

test.describe.configure({ mode: 'serial' });

/** The embedded PostgreSQL server's pid (first line of its postmaster.pid), and who owns it. */
function embeddedServer() {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg18', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const owner = JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-owner.json'), 'utf8')) as { pid: number; kind: string };
  return { postmaster, owner };
}

test('the CLI works while the server runs, on the same embedded PostgreSQL server', async ({ request }) => {
  const before = embeddedServer();
  expect(before.owner.kind).toBe('server'); // the app started it and owns it

  const demo = await vitrine('demo');
  expect(demo.keys.live).toMatch(/^key_live_/);
  // The CLI connected to the running server: same postmaster, still the app's, still running.
  expect(embeddedServer()).toEqual(before);

  const products = await request.get('/api/v1/public/products?limit=5', { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  expect(products.status()).toBe(200);
  expect(products.headers()['ratelimit-limit']).toBe('60');
  const body = await products.json();
  expect(body.data).toHaveLength(5);
  expect(body.hasMore).toBe(true);

  const business = await vitrine('business', 'create', '--name', 'Fleuriste Janssens', '--plan', 'basic');
  expect(Object.keys(business).sort()).toEqual(['id', 'plan', 'sandboxId', 'slug']);
  const key = await vitrine('key', 'create', '--business', business.id, '--scopes', 'products:read');
  const auth = { Authorization: `Bearer ${key.key}` };
  expect((await request.get('/api/v1/public/products', { headers: auth })).status()).toBe(200);
  const forbidden = await request.get('/api/v1/public/me', { headers: auth });
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).error.requiredScope).toBe('business:read');

  await vitrine('key', 'revoke', key.id);
  const revoked = await request.get('/api/v1/public/products', { headers: auth });
  expect(revoked.status()).toBe(401);
  expect(revoked.headers()['www-authenticate']).toMatch(/^Bearer/);
  expect(embeddedServer()).toEqual(before);

  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, database: { ok: true, kind: 'embedded' } });
});

test('routing, methods, bodies and idempotency on the wire', async ({ request }) => {
  const demo = await vitrine('demo');
  const auth = { Authorization: `Bearer ${demo.keys.test}` };

  const unknown = await request.get('/api/v1/public/unknown-thing', { headers: auth });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe('not_found');
  expect(unknown.headers()['x-request-id']).toMatch(/^req_/);

  const wrongMethod = await request.delete('/api/v1/public/products', { headers: auth });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()['allow']).toBe('GET, POST');

  const notJson = await request.post('/api/v1/public/products', { headers: { ...auth, 'Content-Type': 'text/plain' }, data: 'hello' });
  expect(notJson.status()).toBe(415);

  const huge = await request.post('/api/v1/public/products', {
    headers: { ...auth, 'Content-Type': 'application/json' },
    data: JSON.stringify({ name: 'x', sellingPrice: 1, description: 'a'.repeat(1_100_000) }),
  });
  expect(huge.status()).toBe(413);

  const headers = { ...auth, 'Idempotency-Key': `e2e-${Date.now()}` };
  const data = { name: 'Cougnou', sku: `E2E-${Date.now()}`, sellingPrice: 4.5, vatPercent: 6 };
  const first = await request.post('/api/v1/public/products', { headers, data });
  expect(first.status()).toBe(201);
  const again = await request.post('/api/v1/public/products', { headers, data });
  expect(again.status()).toBe(201);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(await again.json()).toEqual(await first.json());
});

test('the OpenAPI document is public and lists every route with its scope', async ({ request }) => {
  const res = await request.get('/api/v1/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toMatch(/^3\.1/);
  expect(doc.paths['/public/products/{id}/inventory'].post['x-scope']).toBe('inventory:write');
  expect(doc.paths['/public/me'].get['x-scope']).toBe('business:read');
});
