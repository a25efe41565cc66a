// Issue 22's "done when", through HTTP and a browser, with a real local receiver whose signatures are checked with
// `standardwebhooks` (the reference implementation): an order placed in the storefront reaches the receiver signed;
// a receiver down for a while gets it once it is back, one log entry per request it saw; a server killed with
// SIGKILL mid-delivery delivers after its restart (the interrupted request in the log); and two app nodes on one
// PostgreSQL deliver every event, none twice, never two requests of one delivery at once.
import { rmSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { startWebhookReceiver, type WebhookReceiver } from '../lib/testing/webhook-receiver';
import { type OwnServer, startOwnServer } from './own-server';

const SETTINGS = {
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', // the receiver is on loopback
  WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1,1,1',
};

type Demo = { businessId: string; keys: { live: string } };
type Delivery = { id: string; eventId: string; eventType: string; status: string; attemptCount: number; attempts: { outcome: string | null; statusCode: number | null }[] };

function api(request: APIRequestContext, server: () => OwnServer, key: () => string) {
  return async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const res = await request.fetch(`${server().origin}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${key()}` }, data });
    const body = res.status() === 204 ? null : await res.json();
    expect(res.ok(), `${method} ${path} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
}

test.describe('webhooks on a server of its own (embedded PostgreSQL)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let receiver: WebhookReceiver;
  let server: OwnServer;
  let demo: Demo;
  let endpointId: string;
  let orderId: string;

  test.beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startOwnServer(SETTINGS, { everywhere: true, keepData: true });
    demo = await server.vitrine('demo');
  });

  test.afterAll(async () => {
    const dataDir = server?.dataDir;
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await receiver?.close();
  });

  const call = (request: APIRequestContext) => api(request, () => server, () => demo.keys.live);
  const deliveries = async (request: APIRequestContext, type: string): Promise<Delivery[]> =>
    (await call(request)('GET', `/public/webhook-endpoints/${endpointId}/deliveries?limit=100`)).data.filter((d: Delivery) => d.eventType === type);

  test('an order placed in the storefront reaches the receiver, signed', async ({ page, request }) => {
    const created = await call(request)('POST', '/public/webhook-endpoints', {
      url: receiver.url,
      eventTypes: ['order.placed', 'order.paid', 'order.ready'],
      description: 'Comptabilité',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secrets.push(created.secret);
    endpointId = created.id;

    const site = `http://maison-lemaire.localhost:${server.port}`;
    await page.goto(`${site}/nl/products`);
    await page.getByRole('button', { name: /^In winkelmandje/ }).first().click();
    await expect(page).toHaveURL(`${site}/nl/cart`);
    await page.getByRole('link', { name: 'Bestellen' }).click();
    await page.getByLabel('Voornaam').fill('Lotte');
    await page.getByLabel('Achternaam').fill('De Clercq');
    await page.getByLabel('E-mail').fill('lotte.declercq@example.be');
    await page.getByLabel('Telefoon').fill('0470 12 34 56');
    await page.getByLabel(/^Afhalen in/).first().check();
    await page.locator('[data-pickup-days]:visible').getByLabel('Afhaaldag').selectOption({ index: 0 });
    await page.getByLabel('Via overschrijving').check();
    await page.getByRole('button', { name: 'Bestelling bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');
    orderId = /\/order\/(order_[0-9a-z]+)/.exec(page.url())![1]!;

    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const [got] = receiver.received;
    expect(got!.verifiedBy, 'the signature verifies with the endpoint secret (standardwebhooks)').toBe(0);
    const event = JSON.parse(got!.body);
    expect(event).toMatchObject({ id: got!.id, object: 'event', type: 'order.placed', livemode: true });
    const order = await call(request)('GET', `/public/orders/${orderId}`);
    expect(event.data.object).toMatchObject({ id: orderId, number: order.number, status: order.status, total: order.total });
    expect(event.data.object.customer.email).toBe('lotte.declercq@example.be');
    // The same event through the events list.
    const listed = await call(request)('GET', '/public/events?type=order.placed');
    expect(listed.data.map((e: { id: string }) => e.id)).toContain(got!.id);
  });

  test('a receiver down for a while gets the event once it is back; the log holds one entry per request', async ({ request }) => {
    receiver.answer(503);
    await call(request)('POST', `/public/orders/${orderId}/mark-paid`, { method: 'transfer' });
    await expect.poll(() => receiver.received.filter((r) => JSON.parse(r.body).type === 'order.paid').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    receiver.answer(200);
    await expect.poll(async () => (await deliveries(request, 'order.paid'))[0]?.status, { timeout: 30_000 }).toBe('succeeded');
    const [delivery] = await deliveries(request, 'order.paid');
    const seen = receiver.received.filter((r) => r.id === delivery!.eventId);
    expect(seen.every((r) => r.verifiedBy === 0)).toBe(true);
    expect(delivery!.attemptCount).toBe(seen.length);
    expect(delivery!.attempts.filter((a) => a.outcome === 'succeeded')).toHaveLength(1);
    expect(delivery!.attempts.filter((a) => a.outcome === 'failed').every((a) => a.statusCode === 503)).toBe(true);
  });

  test('the server killed (SIGKILL) mid-delivery delivers after its restart', async ({ request }) => {
    receiver.answer('hang');
    await call(request)('POST', `/public/orders/${orderId}/mark-ready`);
    await expect.poll(() => receiver.received.filter((r) => JSON.parse(r.body).type === 'order.ready').length, { timeout: 30_000 }).toBe(1);
    await server.kill();
    receiver.release(200); // the answer reaches nobody
    receiver.answer(200);
    server = await startOwnServer(SETTINGS, { everywhere: true, keepData: true, dataDir: server.dataDir, port: server.port });
    await expect.poll(() => receiver.received.filter((r) => JSON.parse(r.body).type === 'order.ready').length, { timeout: 60_000 }).toBe(2);
    const ready = receiver.received.filter((r) => JSON.parse(r.body).type === 'order.ready');
    expect(ready[0]!.id).toBe(ready[1]!.id);
    await expect.poll(async () => (await deliveries(request, 'order.ready'))[0]?.status, { timeout: 30_000 }).toBe('succeeded');
    const [delivery] = await deliveries(request, 'order.ready');
    expect(delivery!.attempts.map((a) => a.outcome)).toEqual(['succeeded', 'interrupted']);
    expect(delivery!.attemptCount).toBe(ready.length);
  });
});

test.describe('webhooks from two app nodes on one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.skip(!process.env.E2E_POSTGRES_URL, 'two app nodes need a PostgreSQL they share: npm run test:e2e:pg sets E2E_POSTGRES_URL');
  let receiver: WebhookReceiver;
  let nodes: OwnServer[] = [];
  let demo: Demo;

  test.beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const env = { ...SETTINGS, DATABASE_URL: process.env.E2E_POSTGRES_URL! };
    nodes = [await startOwnServer(env), await startOwnServer(env)];
    demo = await nodes[0]!.vitrine('demo');
  });

  test.afterAll(async () => {
    for (const node of nodes) await node.stop();
    await receiver?.close();
  });

  test('PostgreSQL from DATABASE_URL: every event delivered once, never twice at the same moment', async ({ request }) => {
    const on = (i: number) => api(request, () => nodes[i % 2]!, () => demo.keys.live);
    const created = await on(0)('POST', '/public/webhook-endpoints', { url: receiver.url, eventTypes: ['product.created'] });
    receiver.secrets.push(created.secret);
    // A slow receiver: both nodes' senders are busy at once.
    receiver.answer({ status: 200, delayMs: 40 });
    const products: string[] = [];
    for (let i = 0; i < 30; i++) {
      const product = await on(i)('POST', '/public/products', { name: `Pralines ${i + 1}`, sellingPrice: 12.5, stockQuantity: 3 });
      products.push(product.id);
    }
    await expect.poll(() => new Set(receiver.received.map((r) => r.id)).size, { timeout: 60_000 }).toBe(30);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a duplicate would arrive by now
    expect(receiver.received).toHaveLength(30);
    expect(receiver.maxConcurrentPerId()).toBe(1);
    expect(receiver.received.every((r) => r.verifiedBy === 0)).toBe(true);
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).data.object.id))).toEqual(new Set(products));
    const log = (await on(1)('GET', `/public/webhook-endpoints/${created.id}/deliveries?limit=100`)).data as Delivery[];
    expect(log).toHaveLength(30);
    expect(log.every((d) => d.status === 'succeeded' && d.attemptCount === 1)).toBe(true);
  });
});
