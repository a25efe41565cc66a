// Running Vitrine as an operator does, on the wire: every answer under /api is JSON in the error shape (also
// for paths and methods Next fails on before any app code runs), the per-address limits count the socket's
// peer unless TRUSTED_PROXIES names it, and storefronts are served by `next start -H 127.0.0.1`.
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { type OwnServer, startOwnServer } from './own-server';

test.describe.configure({ mode: 'serial' });

async function expectApiError(response: APIResponse, status: number, code: string) {
  expect(response.status(), `${response.url()}`).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const { error } = await response.json();
  expect(error).toMatchObject({ code, requestId: response.headers()['x-request-id'] });
  expect(error.type).toEqual(expect.any(String));
  expect(error.message).toEqual(expect.any(String));
  return error;
}

test.describe('every answer under /api is JSON', () => {
  test('unknown paths, at any depth and with any method: 404 not_found', async ({ request }) => {
    for (const path of ['/api', '/api/v1', '/api/v2/anything', '/api/nothing', '/api/dashboard', '/api/v1/public/nothing-here']) {
      await expectApiError(await request.get(path), 404, 'not_found');
      await expectApiError(await request.post(path, { data: {} }), 404, 'not_found');
    }
    // A trailing slash is redirected (by Next) to the path without it, which answers JSON.
    await expectApiError(await request.get('/api/v1/'), 404, 'not_found');
  });

  test('a path with malformed percent-encoding: 400 validation_failed', async ({ request }) => {
    for (const path of ['/api/v1/public/products/%', '/api/v1/public/products/%zz', '/api/v1/public/products/%C0%AE', '/api/%zz']) {
      const error = await expectApiError(await request.get(path), 400, 'validation_failed');
      expect(error.details).toEqual([{ path: 'path', message: 'malformed percent-encoding' }]);
    }
  });

  test('TRACE and other methods Next cannot route: 405 method_not_allowed with Allow', async ({ request }) => {
    for (const method of ['TRACE', 'PROPFIND']) {
      for (const path of ['/api/v1/public/products', '/api/nothing']) {
        const response = await request.fetch(path, { method });
        await expectApiError(response, 405, 'method_not_allowed');
        expect(response.headers().allow).toContain('GET');
      }
    }
    // Outside the API, a plain 405 rather than the framework's 500.
    const page = await request.fetch('/', { method: 'TRACE' });
    expect(page.status()).toBe(405);
  });
});

const badKey = `key_live_${'D'.repeat(40)}`;

/** Failed API-key authentications, the i-th claiming the X-Forwarded-For `forwardedFor(i)`. */
async function failedAuthentications(request: APIRequestContext, origin: string, count: number, forwardedFor: (i: number) => string | null) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const claimed = forwardedFor(i);
    const headers: Record<string, string> = { Authorization: `Bearer ${badKey}`, 'X-Vitrine-Peer': `192.0.2.${i + 1}` };
    if (claimed) headers['X-Forwarded-For'] = claimed;
    statuses.push((await request.get(`${origin}/api/v1/public/me`, { headers })).status());
  }
  return statuses;
}

/** Failed dashboard sign-ins (unknown accounts, one each: the per-account limit stays out of it). */
async function failedSignIns(request: APIRequestContext, origin: string, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post(`${origin}/api/dashboard/session`, {
      headers: { Origin: origin, 'X-Forwarded-For': forwardedFor(i) },
      data: { email: `nobody-${i}-${Date.now()}@example.be`, password: 'wrong password' },
    });
    statuses.push(response.status());
  }
  return statuses;
}

const made_up = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

test.describe('next start -H 127.0.0.1, no TRUSTED_PROXIES', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer();
    await server.vitrine('demo');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('serves the storefronts (the sandbox twin too) and keeps them apart from the app', async ({ request }) => {
    const storefront = (slug: string, path: string) => request.get(`${server.origin}${path}`, { headers: { Host: `${slug}.localhost:${server.port}` } });
    for (const path of ['/', '/boutique', '/contact?from=e2e']) {
      const page = await storefront('maison-lemaire', path);
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-type']).toMatch(/^text\/html/);
      expect(await page.text()).toContain('Maison Lemaire');
    }
    expect((await storefront('maison-lemaire--test', '/')).status()).toBe(200);
    expect((await storefront('no-such-site', '/')).status()).toBe(404);
    // A product page found from the shop page, and a HEAD.
    const shop = await (await storefront('maison-lemaire', '/boutique')).text();
    const product = /href="(\/products\/[^"]+)"/.exec(shop)![1]!;
    expect((await storefront('maison-lemaire', product)).status()).toBe(200);
    expect((await request.head(`${server.origin}/`, { headers: { Host: `maison-lemaire.localhost:${server.port}` } })).status()).toBe(200);

    // The header that routes to a storefront is never taken from a client, on any path of the app's host.
    const landing = await request.get(`${server.origin}/`, { headers: { 'X-Vitrine-Site': 'maison-lemaire' } });
    expect(await landing.text()).not.toContain('Maison Lemaire');
    await expectApiError(await request.get(`${server.origin}/api/nothing`, { headers: { 'X-Vitrine-Site': 'maison-lemaire' } }), 404, 'not_found');
    expect((await request.get(`${server.origin}/_sites/maison-lemaire`)).status()).toBe(404);
  });

  test('failed API-key authentication is limited by the socket peer, whatever X-Forwarded-For claims', async ({ request }) => {
    const statuses = await failedAuthentications(request, server.origin, 31, made_up);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  test('60 sign-ins from 60 made-up addresses are limited after 50 (SIGN_IN_FAILURES_PER_ADDRESS)', async ({ request }) => {
    test.setTimeout(120_000);
    const statuses = await failedSignIns(request, server.origin, 60, made_up);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(10).fill(429));
  });
});

test.describe('next start -H 127.0.0.1 behind a proxy: TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer({ TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('each client the proxy forwards has its own sign-in budget', async ({ request }) => {
    test.setTimeout(120_000);
    expect(await failedSignIns(request, server.origin, 60, made_up)).toEqual(Array(60).fill(401));
  });

  test("failed authentication counts the right-most address the trusted proxies vouch for", async ({ request }) => {
    // 40 clients: none is limited.
    expect(await failedAuthentications(request, server.origin, 40, made_up)).toEqual(Array(40).fill(401));
    // One client through an inner proxy (10.1.2.3), making up a new left-most address each time: one budget.
    const statuses = await failedAuthentications(request, server.origin, 31, (i) => `203.0.113.${i + 1}, 198.51.100.7, 10.1.2.3`);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    expect(await failedAuthentications(request, server.origin, 1, () => '198.51.100.7')).toEqual([429]);
    // The proxy's own requests (no X-Forwarded-For) are the proxy's.
    expect(await failedAuthentications(request, server.origin, 1, () => null)).toEqual([401]);
  });
});
