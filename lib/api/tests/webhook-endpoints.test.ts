// Webhook endpoints through HTTP: lifecycle, the secret shown once and rotated, scopes (of the route and of the
// event types subscribed), other businesses and the sandbox, URL and event-type validation, idempotent replay,
// the limit of endpoints, and the delivery log (list, filter, one delivery with its attempts, resend).
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { webhookAttempts, webhookDeliveries } from '../../db/schema';
import { recordEvent } from '../../domain/events/events';
import { newId } from '../../domain/shared/ids';
import { MAX_ENDPOINTS } from '../../domain/webhooks/endpoints';
import { call, makeKey, setup } from '../../testing/api';

const RW = ['webhooks:read', 'webhooks:write', 'orders:read', 'products:read', 'customers:read'];
const ALL_READ = ['products:read', 'orders:read', 'customers:read', 'invoices:read', 'loyalty:read', 'site:read', 'shop:read'];
const URL_OK = 'https://hooks.example.com/vitrine';
const PATH = '/public/webhook-endpoints';

async function createEndpoint(key: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', PATH, { key, body: { url: URL_OK, eventTypes: ['order.placed'], ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Records an event in the business's own transaction, as a domain change would; its id. */
async function event(businessId: string, type: 'order.placed' | 'product.created' = 'order.placed') {
  const db = await getDb();
  return db.transaction((tx) => recordEvent(tx, businessId, type, { id: newId(type === 'order.placed' ? 'order' : 'product') }));
}

afterEach(() => {
  delete process.env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS;
});

describe('webhook endpoint lifecycle', () => {
  it('creates (secret shown once), reads (hint only), lists, updates what is named, deletes', async () => {
    const { key } = await setup(RW);
    const created = await createEndpoint(key, { eventTypes: ['order.placed', 'order.paid'], description: 'Livraisons' });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: URL_OK,
      eventTypes: ['order.placed', 'order.paid'],
      description: 'Livraisons',
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
      livemode: true,
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    expect(created.secretHint).toBe(`whsec_…${created.secret.slice(-4)}`);

    const read = await call('GET', `${PATH}/${created.id}`, { key });
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    expect(read.text).not.toContain(created.secret);
    const { secret: _secret, ...shown } = created;
    expect(read.body).toEqual(shown);
    const list = await call('GET', PATH, { key });
    expect(list.body.data).toEqual([shown]);
    expect(list.text).not.toContain(created.secret);

    const described = await call('PATCH', `${PATH}/${created.id}`, { key, body: { description: 'Bpost' } });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ url: URL_OK, eventTypes: ['order.placed', 'order.paid'], description: 'Bpost', enabled: true });
    const paused = await call('PATCH', `${PATH}/${created.id}`, { key, body: { enabled: false } });
    expect(paused.body).toMatchObject({ description: 'Bpost', enabled: false, eventTypes: ['order.placed', 'order.paid'] });
    const moved = await call('PATCH', `${PATH}/${created.id}`, { key, body: { url: 'https://hooks.example.com/v2', eventTypes: ['*'] } });
    expect(moved.status, moved.text).toBe(403); // `*` needs every read scope
    const cleared = await call('PATCH', `${PATH}/${created.id}`, { key, body: { url: 'https://hooks.example.com/v2', description: null } });
    expect(cleared.body).toMatchObject({ url: 'https://hooks.example.com/v2', description: null, enabled: false, eventTypes: ['order.placed', 'order.paid'] });
    expect((await call('PATCH', `${PATH}/${created.id}`, { key, body: {} })).body).toEqual(cleared.body);

    expect((await call('DELETE', `${PATH}/${created.id}`, { key })).status).toBe(204);
    expect((await call('GET', `${PATH}/${created.id}`, { key })).status).toBe(404);
    expect((await call('DELETE', `${PATH}/${created.id}`, { key })).status).toBe(404);
  });

  it('rotates the secret: a new one shown once, the old one signing on until previousSecretExpiresAt', async () => {
    const { key } = await setup(RW);
    const created = await createEndpoint(key);
    const before = Date.now();
    const rotated = await call('POST', `${PATH}/${created.id}/rotate-secret`, { key });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
    expect(rotated.body.secretHint).toBe(`whsec_…${rotated.body.secret.slice(-4)}`);
    const expires = Date.parse(rotated.body.previousSecretExpiresAt);
    expect(expires).toBeGreaterThan(before + 23.9 * 3600_000);
    expect(expires).toBeLessThan(Date.now() + 24.1 * 3600_000);

    const read = await call('GET', `${PATH}/${created.id}`, { key });
    expect(read.body).toMatchObject({ secretHint: rotated.body.secretHint, previousSecretExpiresAt: rotated.body.previousSecretExpiresAt });
    expect(read.body.secret).toBeUndefined();

    const shortOverlap = await call('POST', `${PATH}/${created.id}/rotate-secret`, { key, body: { overlapHours: 2 } });
    expect(Date.parse(shortOverlap.body.previousSecretExpiresAt)).toBeLessThan(Date.now() + 2.1 * 3600_000);
    const noOverlap = await call('POST', `${PATH}/${created.id}/rotate-secret`, { key, body: { overlapHours: 0 } });
    expect(noOverlap.body.previousSecretExpiresAt).toBeNull();
    for (const overlapHours of [-1, 169, 1.5, '24']) {
      const bad = await call('POST', `${PATH}/${created.id}/rotate-secret`, { key, body: { overlapHours } });
      expect(bad.status, String(overlapHours)).toBe(400);
      expect(bad.body.error.details[0].path).toBe('overlapHours');
    }
    expect((await call('POST', `${PATH}/${created.id}/rotate-secret`, { key, body: { overlap: 1 } })).status).toBe(400);
  });

  it('replays a create with the same Idempotency-Key: one endpoint, the same answer', async () => {
    const { key } = await setup(RW);
    const headers = { 'Idempotency-Key': `we-${Date.now()}-${Math.random()}` };
    const body = { url: URL_OK, eventTypes: ['order.placed'] };
    const first = await call('POST', PATH, { key, headers, body });
    const again = await call('POST', PATH, { key, headers, body });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await call('GET', PATH, { key })).body.data).toHaveLength(1);
  });

  it(`refuses a ${MAX_ENDPOINTS + 1}th endpoint with 409, and takes one again after a delete`, async () => {
    const { key } = await setup(RW);
    const ids: string[] = [];
    for (let i = 0; i < MAX_ENDPOINTS; i++) ids.push((await createEndpoint(key, { url: `${URL_OK}/${i}` })).id);
    const over = await call('POST', PATH, { key, body: { url: URL_OK, eventTypes: ['order.placed'] } });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('conflict');
    const page = await call('GET', `${PATH}?limit=10`, { key });
    expect(page.body).toMatchObject({ hasMore: true });
    const rest = await call('GET', `${PATH}?limit=10&cursor=${page.body.nextCursor}`, { key });
    expect([...page.body.data, ...rest.body.data].map((endpoint: { id: string }) => endpoint.id)).toEqual(ids);
    expect(rest.body.hasMore).toBe(false);
    await call('DELETE', `${PATH}/${ids[0]}`, { key });
    await createEndpoint(key);
  });
});

describe('webhook endpoints: who may', () => {
  it('401 without a key, 403 without webhooks:read or webhooks:write', async () => {
    const { business, key } = await setup(RW);
    const endpoint = await createEndpoint(key);
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('POST', PATH, { body: { url: URL_OK, eventTypes: ['order.placed'] } })).status).toBe(401);

    const { key: readOnly } = await makeKey(business.id, ['webhooks:read', 'orders:read']);
    expect((await call('GET', `${PATH}/${endpoint.id}`, { key: readOnly })).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', PATH, { url: URL_OK, eventTypes: ['order.placed'] }],
      ['PATCH', `${PATH}/${endpoint.id}`, { enabled: false }],
      ['DELETE', `${PATH}/${endpoint.id}`, undefined],
      ['POST', `${PATH}/${endpoint.id}/rotate-secret`, undefined],
    ] as const) {
      const denied = await call(method, path, { key: readOnly, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'webhooks:write' });
    }
    const { key: writeOnly } = await makeKey(business.id, ['webhooks:write', 'orders:read']);
    for (const path of [PATH, `${PATH}/${endpoint.id}`, `${PATH}/${endpoint.id}/deliveries`]) {
      const denied = await call('GET', path, { key: writeOnly });
      expect(denied.status, path).toBe(403);
      expect(denied.body.error.requiredScope).toBe('webhooks:read');
    }
  });

  it('subscribes an endpoint only to the event types the key may read; * needs every read scope', async () => {
    const { business, key: full } = await setup(['webhooks:read', 'webhooks:write', ...ALL_READ]);
    const { key: products } = await makeKey(business.id, ['webhooks:read', 'webhooks:write', 'products:read']);

    const orders = await call('POST', PATH, { key: products, body: { url: URL_OK, eventTypes: ['product.created', 'order.placed'] } });
    expect(orders.status).toBe(403);
    expect(orders.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'orders:read' });
    const all = await call('POST', PATH, { key: products, body: { url: URL_OK, eventTypes: ['*'] } });
    expect(all.status).toBe(403);
    expect(all.body.error.requiredScope).toBe('orders:read');
    const own = await createEndpoint(products, { eventTypes: ['product.created', 'stock.adjusted'] });
    expect((await call('PATCH', `${PATH}/${own.id}`, { key: products, body: { eventTypes: ['customer.created'] } })).body.error.requiredScope).toBe(
      'customers:read',
    );

    // An endpoint of every type, made by a key that may read them all: the narrower key may not point it elsewhere.
    const everything = await createEndpoint(full, { eventTypes: ['*'] });
    const moved = await call('PATCH', `${PATH}/${everything.id}`, { key: products, body: { url: 'https://attacker.example.net/' } });
    expect(moved.status).toBe(403);
    expect(moved.body.error.requiredScope).toBe('orders:read');
    const narrowed = await call('PATCH', `${PATH}/${everything.id}`, { key: products, body: { eventTypes: ['product.updated'] } });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.eventTypes).toEqual(['product.updated']);
    // What sends nothing new anywhere needs no read scope.
    const paused = await call('PATCH', `${PATH}/${own.id}`, { key: products, body: { enabled: false, description: 'pause' } });
    expect(paused.status).toBe(200);
    expect((await call('GET', `${PATH}/${everything.id}`, { key: full })).body.url).toBe(URL_OK);
  });

  it("404 for another business's endpoint and delivery; a test key sees the sandbox's endpoints only", async () => {
    const { business, key } = await setup(RW);
    const { key: stranger } = await setup(RW);
    const endpoint = await createEndpoint(key);
    await event(business.id);
    const [delivery] = (await call('GET', `${PATH}/${endpoint.id}/deliveries`, { key })).body.data;
    expect(delivery).toBeDefined();
    for (const [method, path, body] of [
      ['GET', `${PATH}/${endpoint.id}`, undefined],
      ['PATCH', `${PATH}/${endpoint.id}`, { enabled: false }],
      ['DELETE', `${PATH}/${endpoint.id}`, undefined],
      ['POST', `${PATH}/${endpoint.id}/rotate-secret`, undefined],
      ['GET', `${PATH}/${endpoint.id}/deliveries`, undefined],
      ['GET', `${PATH}/${endpoint.id}/deliveries/${delivery.id}`, undefined],
      ['POST', `${PATH}/${endpoint.id}/deliveries/${delivery.id}/resend`, undefined],
    ] as const) {
      const res = await call(method, path, { key: stranger, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await call('GET', PATH, { key: stranger })).body.data).toEqual([]);

    const { key: test } = await makeKey(business.id, RW, 'test');
    expect((await call('GET', `${PATH}/${endpoint.id}`, { key: test })).status).toBe(404);
    expect((await call('GET', PATH, { key: test })).body.data).toEqual([]);
    const sandbox = await createEndpoint(test);
    expect(sandbox.livemode).toBe(false);
    expect((await call('GET', PATH, { key })).body.data.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
    expect((await call('GET', `${PATH}/${sandbox.id}`, { key })).status).toBe(404);

    // A delivery of another endpoint of the same business is not this endpoint's.
    const other = await createEndpoint(key);
    expect((await call('GET', `${PATH}/${other.id}/deliveries/${delivery.id}`, { key })).status).toBe(404);
    expect((await call('GET', `${PATH}/we_01m8b55wr2f6h9k3m5p7s9v1xz`, { key })).status).toBe(404);
  });
});

describe('webhook endpoints: what is refused', () => {
  it('refuses bad URLs with 400 on url: scheme, credentials, NUL byte, length, fragment', async () => {
    const { key } = await setup(RW);
    const { id } = await createEndpoint(key);
    for (const url of [
      'ftp://hooks.example.com/vitrine',
      'https://user:pass@hooks.example.com/vitrine',
      'https://hooks.example.com/\u0000',
      `https://hooks.example.com/${'a'.repeat(5000)}`,
      'https://hooks.example.com/vitrine#top',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      for (const [method, path] of [
        ['POST', PATH],
        ['PATCH', `${PATH}/${id}`],
      ] as const) {
        const res = await call(method, path, { key, body: { url, eventTypes: ['order.placed'] } });
        expect(res.status, `${method} ${url.slice(0, 40)}`).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.details[0].path).toBe('url');
      }
    }
    expect((await call('GET', `${PATH}/${id}`, { key })).body.url).toBe(URL_OK);
  });

  it('refuses private, loopback and plain-http addresses when private networks are refused', async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS = 'false';
    const { key } = await setup(RW);
    for (const url of [
      'http://hooks.example.com/vitrine',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://0.0.0.0/hook',
    ]) {
      const res = await call('POST', PATH, { key, body: { url, eventTypes: ['order.placed'] } });
      expect(res.status, url).toBe(400);
      expect(res.body.error.details[0].path).toBe('url');
    }
    await createEndpoint(key, { url: 'https://93.184.215.14/hook' });
    process.env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS = 'true';
    expect((await createEndpoint(key, { url: 'http://127.0.0.1:8080/hook' })).url).toBe('http://127.0.0.1:8080/hook');
  });

  it('refuses unknown event types, * with others, an empty or repeated list, unknown fields', async () => {
    const { key } = await setup(RW);
    const { id } = await createEndpoint(key);
    for (const [eventTypes, path] of [
      [['order.exploded'], 'eventTypes.0'],
      [['order.placed', 'nope'], 'eventTypes.1'],
      [['*', 'order.placed'], 'eventTypes'],
      [[], 'eventTypes'],
      [['order.placed', 'order.placed'], 'eventTypes'],
      ['order.placed', 'eventTypes'],
    ] as const) {
      for (const [method, target] of [
        ['POST', PATH],
        ['PATCH', `${PATH}/${id}`],
      ] as const) {
        const res = await call(method, target, { key, body: { url: URL_OK, eventTypes } });
        expect(res.status, `${method} ${JSON.stringify(eventTypes)}`).toBe(400);
        expect(res.body.error.details[0].path, JSON.stringify(eventTypes)).toBe(path);
      }
    }
    for (const body of [{ url: URL_OK, eventTypes: ['order.placed'], secret: 'whsec_mine' }, { url: URL_OK }, { eventTypes: ['order.placed'] }]) {
      expect((await call('POST', PATH, { key, body })).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call('PATCH', `${PATH}/${id}`, { key, body: { secret: 'whsec_mine' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].path).toBe('secret');
    expect((await call('PATCH', `${PATH}/${id}`, { key, body: { description: 'x'.repeat(201) } })).status).toBe(400);
    expect((await call('GET', `${PATH}/${'x'.repeat(65)}`, { key })).status).toBe(400);
    expect((await call('GET', `${PATH}?limit=0`, { key })).status).toBe(400);
  });
});

describe('the delivery log', () => {
  it('lists deliveries newest first with their attempts, filters by status, shows one, resends', async () => {
    const { business, key } = await setup(RW);
    const endpoint = await createEndpoint(key, { eventTypes: ['order.placed'] });
    const products = await createEndpoint(key, { eventTypes: ['product.created'] });
    const first = await event(business.id);
    const second = await event(business.id);
    await event(business.id, 'product.created');

    const log = await call('GET', `${PATH}/${endpoint.id}/deliveries`, { key });
    expect(log.status).toBe(200);
    expect(log.body.data.map((d: { eventId: string }) => d.eventId)).toEqual([second, first]);
    expect(log.body.data[0]).toMatchObject({
      object: 'webhook_delivery',
      endpointId: endpoint.id,
      eventType: 'order.placed',
      status: 'pending',
      attemptCount: 0,
      attempts: [],
      livemode: true,
    });
    expect((await call('GET', `${PATH}/${products.id}/deliveries`, { key })).body.data).toHaveLength(1);

    // The sender's bookkeeping, as it writes it: the older delivery failed twice, then succeeded.
    const db = await getDb();
    const failedOne = log.body.data[1].id as string;
    const at = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await db.insert(webhookAttempts).values([
      { id: newId('webhookAttempt'), deliveryId: failedOne, startedAt: at(300), finishedAt: at(299), outcome: 'failed', statusCode: 500, responseBody: 'oops', durationMs: 40 },
      { id: newId('webhookAttempt'), deliveryId: failedOne, startedAt: at(200), finishedAt: at(199), outcome: 'failed', error: 'timeout', durationMs: 15000 },
      { id: newId('webhookAttempt'), deliveryId: failedOne, startedAt: at(100), finishedAt: at(99), outcome: 'succeeded', statusCode: 204, durationMs: 12 },
    ]);
    await db
      .update(webhookDeliveries)
      .set({ status: 'succeeded', attempts: 3, lastStatusCode: 204, deliveredAt: at(99), nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, failedOne));

    const one = await call('GET', `${PATH}/${endpoint.id}/deliveries/${failedOne}`, { key });
    expect(one.body).toMatchObject({ status: 'succeeded', attemptCount: 3, lastStatusCode: 204, nextAttemptAt: null });
    expect(one.body.attempts.map((a: { outcome: string; statusCode: number | null }) => [a.outcome, a.statusCode])).toEqual([
      ['succeeded', 204],
      ['failed', null],
      ['failed', 500],
    ]);
    const succeeded = await call('GET', `${PATH}/${endpoint.id}/deliveries?status=succeeded`, { key });
    expect(succeeded.body.data.map((d: { id: string }) => d.id)).toEqual([failedOne]);
    const pending = await call('GET', `${PATH}/${endpoint.id}/deliveries?status=pending&limit=1`, { key });
    expect(pending.body).toMatchObject({ hasMore: false, data: [{ eventId: second }] });
    expect((await call('GET', `${PATH}/${endpoint.id}/deliveries?status=lost`, { key })).status).toBe(400);
    const paged = await call('GET', `${PATH}/${endpoint.id}/deliveries?limit=1`, { key });
    expect(paged.body.hasMore).toBe(true);
    const next = await call('GET', `${PATH}/${endpoint.id}/deliveries?limit=1&cursor=${paged.body.nextCursor}`, { key });
    expect(next.body.data.map((d: { id: string }) => d.id)).toEqual([failedOne]);

    const resent = await call('POST', `${PATH}/${endpoint.id}/deliveries/${failedOne}/resend`, { key });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toMatchObject({ id: failedOne, status: 'pending', attemptCount: 3 });
    expect(Date.parse(resent.body.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await call('POST', `${PATH}/${endpoint.id}/deliveries/whd_01m8b55x8c2e4g6j8m0p2r4t6w/resend`, { key })).status).toBe(404);

    await call('PATCH', `${PATH}/${endpoint.id}`, { key, body: { enabled: false } });
    const disabled = await call('POST', `${PATH}/${endpoint.id}/deliveries/${failedOne}/resend`, { key });
    expect(disabled.status).toBe(409);
    expect(disabled.body.error.code).toBe('conflict');
  });
});
