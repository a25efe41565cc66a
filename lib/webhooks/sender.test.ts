// The webhook sender against a real HTTP receiver (lib/testing/webhook-receiver.ts), whose signatures are checked
// with `standardwebhooks`, the reference implementation: delivered signed, woken by the commit; nothing for a
// rolled-back change; a tampered or replayed message refused by the reference library; a receiver down for a
// while; giving up (the endpoint disabled, the business told); 410; rotation's two signatures; SSRF, redirects,
// timeouts; two senders at once; and a sender killed with SIGKILL mid-request, after which the delivery goes out
// again — one log entry per request the receiver saw.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, getDb, openDatabase } from '@/lib/db/client';
import { businesses, events, outboxMessages, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import { createBusiness } from '@/lib/domain/businesses/businesses';
import { createUser } from '@/lib/domain/users/users';
import { recordEvent } from '@/lib/domain/events/events';
import type { EventType } from '@/lib/domain/events/types';
import { createWebhookEndpoint, resendWebhookDelivery, rotateWebhookSecret, updateWebhookEndpoint } from '@/lib/domain/webhooks/endpoints';
import { signWebhook } from '@/lib/domain/webhooks/signing';
import { startWebhookReceiver, type WebhookReceiver } from '@/lib/testing/webhook-receiver';
import { WebhookSender, type WebhookSenderOptions } from './sender';

const ROOT = path.resolve(__dirname, '../..');
const QUIET = { warn: () => undefined, error: () => undefined };

let db: Db;
let database: Database;
let businessId: string;
let twinId: string;
const cleanups: (() => Promise<void> | void)[] = [];
const schedule = process.env.WEBHOOK_RETRY_SCHEDULE;

beforeAll(async () => {
  database = await openDatabase('test');
  db = await getDb();
  const business = await createBusiness(db, { name: 'Maison Lemaire', slug: `hooks-${Date.now().toString(36)}` } as never);
  businessId = business.id;
  await db.update(businesses).set({ email: 'bonjour@maison-lemaire.be' }).where(eq(businesses.id, businessId));
  const [twin] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.sandboxOf, businessId));
  twinId = twin!.id;
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  if (schedule === undefined) delete process.env.WEBHOOK_RETRY_SCHEDULE;
  else process.env.WEBHOOK_RETRY_SCHEDULE = schedule;
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function sender(options: Partial<WebhookSenderOptions> = {}, target: Pick<Database, 'db' | 'pool'> = database) {
  const instance = new WebhookSender({ db: target.db, pool: target.pool, sweepMs: 60_000, allowPrivateNetworks: true, timeoutMs: 5_000, log: QUIET, ...options });
  cleanups.push(() => instance.stop());
  return instance;
}

async function receiver(): Promise<WebhookReceiver> {
  const server = await startWebhookReceiver();
  cleanups.push(() => server.close());
  return server;
}

/** An endpoint of `business` at the receiver, its secret given to the receiver. */
async function endpointAt(server: WebhookReceiver, options: { business?: string; types?: ('*' | EventType)[] } = {}) {
  const endpoint = await createWebhookEndpoint(db, options.business ?? businessId, { url: server.url, eventTypes: options.types ?? ['*'] });
  server.secrets.unshift(endpoint.secret);
  cleanups.push(() => updateWebhookEndpoint(db, options.business ?? businessId, endpoint.id, { enabled: false }).then(() => undefined));
  return endpoint;
}

/** Commits an event about a product-like object. */
async function happen(type: EventType = 'product.updated', business = businessId, name = 'Pain au levain'): Promise<string> {
  return db.transaction((tx) => recordEvent(tx as unknown as Db, business, type, { id: `prod_${Date.now().toString(36)}`, name }));
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const deliveriesOf = (eventId: string) => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
const attemptsOf = (deliveryId: string) => db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.startedAt);

describe('webhook deliveries', () => {
  it('an event committed reaches the receiver at once, signed per Standard Webhooks, once', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server);
    const running = sender().start();
    await until(() => running.isListening, 'the listener');
    const eventId = await happen('product.updated');
    await until(() => server.received.length === 1, 'the delivery');
    const [got] = server.received;
    expect(got!.id).toBe(eventId);
    expect(got!.verifiedBy).toBe(0);
    expect(Math.abs(Number(got!.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const payload = new Webhook(endpoint.secret).verify(got!.body, { 'webhook-id': got!.id, 'webhook-timestamp': got!.timestamp, 'webhook-signature': got!.signature });
    expect(payload).toMatchObject({ id: eventId, object: 'event', type: 'product.updated', livemode: true, data: { object: { name: 'Pain au levain', livemode: true } } });
    await until(async () => (await deliveriesOf(eventId))[0]?.status === 'succeeded', 'the bookkeeping');
    const [delivery] = await deliveriesOf(eventId);
    expect(delivery).toMatchObject({ attempts: 1, lastStatusCode: 200 });
    expect((await attemptsOf(delivery!.id)).map((a) => [a.outcome, a.statusCode])).toEqual([['succeeded', 200]]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received).toHaveLength(1);
  });

  it('a tampered body, a forged signature and a replayed old message are refused by the reference library', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server);
    const eventId = await happen();
    await sender().wake();
    const [got] = server.received;
    const headers = { 'webhook-id': got!.id, 'webhook-timestamp': got!.timestamp, 'webhook-signature': got!.signature };
    const hook = new Webhook(endpoint.secret);
    expect(() => hook.verify(got!.body, headers)).not.toThrow();
    expect(() => hook.verify(got!.body.replace('Pain au levain', 'Pain au levain gratuit'), headers)).toThrow(/signature/i);
    expect(() => hook.verify(got!.body, { ...headers, 'webhook-id': `${eventId}x` })).toThrow(/signature/i);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got!.body, headers)).toThrow(/signature/i);
    // The same message replayed ten minutes later (a valid signature of its own time) is too old.
    const old = Math.floor(Date.now() / 1000) - 600;
    const replay = { ...headers, 'webhook-timestamp': String(old), 'webhook-signature': signWebhook([endpoint.secret], got!.id, old, got!.body) };
    expect(() => hook.verify(got!.body, replay)).toThrow(/too old/i);
  });

  it('a change that rolls back writes no event and sends nothing', async () => {
    const server = await receiver();
    await endpointAt(server);
    const before = (await db.select({ id: events.id }).from(events)).length;
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx as unknown as Db, businessId, 'order.placed', { id: 'order_rolledback', number: 1 });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await sender().wake();
    expect((await db.select({ id: events.id }).from(events)).length).toBe(before);
    expect(server.received).toHaveLength(0);
  });

  it('a receiver down for a while (refused, then 503): delivered after it returns, one log entry per request', async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE = '0.2,0.2,0.2,0.2,0.2,0.2';
    const server = await receiver();
    await endpointAt(server);
    let answers = 0;
    server.answer(() => (++answers <= 2 ? 503 : 200));
    const eventId = await happen();
    const running = sender().start();
    await until(async () => (await deliveriesOf(eventId))[0]?.status === 'succeeded', 'the delivery after the receiver returns');
    const [delivery] = await deliveriesOf(eventId);
    const attempts = await attemptsOf(delivery!.id);
    expect(attempts.map((a) => [a.outcome, a.statusCode])).toEqual([
      ['failed', 503],
      ['failed', 503],
      ['succeeded', 200],
    ]);
    expect(server.received.map((r) => r.id)).toEqual([eventId, eventId, eventId]);
    expect(server.received.filter((r) => r.verifiedBy === 0)).toHaveLength(3);
    // Each attempt is signed afresh (its own timestamp) under the same webhook-id.
    expect(new Set(server.received.map((r) => r.id)).size).toBe(1);
    await running.stop();

    // Down altogether (connection refused), then back on the same port.
    const port = server.port;
    await server.close();
    const eventId2 = await happen();
    const again = sender().start();
    await until(async () => ((await deliveriesOf(eventId2))[0]?.attempts ?? 0) >= 2, 'two refused attempts');
    const back = await startWebhookReceiver({ port });
    cleanups.push(() => back.close());
    await until(async () => (await deliveriesOf(eventId2))[0]?.status === 'succeeded', 'the delivery once the receiver is back');
    const attempts2 = await attemptsOf((await deliveriesOf(eventId2))[0]!.id);
    expect(attempts2.at(-1)).toMatchObject({ outcome: 'succeeded', statusCode: 200 });
    expect(attempts2.slice(0, -1).every((a) => a.outcome === 'failed' && /refused/i.test(a.error ?? ''))).toBe(true);
    expect(back.received.map((r) => r.id)).toEqual([eventId2]);
    await again.stop();
  });

  it('every attempt failing: the delivery fails, the endpoint is disabled and the business told by e-mail; 410 disables at once', async () => {
    process.env.WEBHOOK_RETRY_SCHEDULE = '0.05,0.05';
    const server = await receiver();
    const endpoint = await endpointAt(server);
    server.answer(500);
    const eventId = await happen();
    const running = sender().start();
    await until(async () => (await deliveriesOf(eventId))[0]?.status === 'failed', 'the delivery to fail');
    expect(server.received).toHaveLength(3);
    const [{ enabled, disabledReason }] = (await db
      .select({ enabled: webhookEndpoints.enabled, disabledReason: webhookEndpoints.disabledReason })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))) as [{ enabled: boolean; disabledReason: string | null }];
    expect({ enabled, disabledReason }).toEqual({ enabled: false, disabledReason: 'failing' });
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.kind, 'webhook_endpoint_disabled')));
    expect(mail).toMatchObject({ toAddress: 'bonjour@maison-lemaire.be' });
    expect(mail!.text).toContain(server.url);
    // While disabled: new events are not queued for it; pending ones wait.
    const later = await happen();
    expect(await deliveriesOf(later)).toHaveLength(0);
    await running.stop();

    const gone = await receiver();
    const goneEndpoint = await endpointAt(gone);
    gone.answer(410);
    const eventId2 = await happen();
    await sender().wake();
    expect(gone.received).toHaveLength(1);
    expect((await deliveriesOf(eventId2)).find((d) => d.endpointId === goneEndpoint.id)).toMatchObject({ status: 'failed', lastStatusCode: 410 });
    await expect(updateWebhookEndpoint(db, businessId, goneEndpoint.id, {})).resolves.toMatchObject({ enabled: false, disabledReason: 'gone' });
  });

  it("a business without a contact address: the e-mail about a disabled test endpoint goes to its first owner", async () => {
    const bare = await createBusiness(db, { name: 'Atelier Sans Adresse', slug: `hooks-bare-${Date.now().toString(36)}` } as never);
    const owner = await createUser(db, { email: `owner-${Date.now().toString(36)}@example.be`, password: 'correct-horse-battery', businessId: bare.id, role: 'owner' });
    const [twin] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.sandboxOf, bare.id));
    const gone = await receiver();
    await endpointAt(gone, { business: twin!.id });
    gone.answer(410);
    await happen('product.created', twin!.id);
    await sender().wake();
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.businessId, bare.id), eq(outboxMessages.kind, 'webhook_endpoint_disabled')));
    expect(mail).toMatchObject({ toAddress: owner.email });
    expect(mail!.text).toContain(`/dashboard/${bare.id}/webhooks/`);
  });

  it('a rotation signs with both secrets during the overlap; the old secret alone afterwards fails', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server);
    const rotated = await rotateWebhookSecret(db, businessId, endpoint.id, { overlapHours: 24 });
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previousSecretExpiresAt).not.toBeNull();
    await happen();
    await sender().wake();
    const [got] = server.received;
    expect(got!.signature.split(' ')).toHaveLength(2);
    const headers = { 'webhook-id': got!.id, 'webhook-timestamp': got!.timestamp, 'webhook-signature': got!.signature };
    expect(() => new Webhook(rotated.secret).verify(got!.body, headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(got!.body, headers)).not.toThrow();
    await rotateWebhookSecret(db, businessId, endpoint.id, { overlapHours: 0 });
    await happen();
    await sender().wake();
    expect(server.received[1]!.signature.split(' ')).toHaveLength(1);
    expect(() => new Webhook(rotated.secret).verify(server.received[1]!.body, { 'webhook-id': server.received[1]!.id, 'webhook-timestamp': server.received[1]!.timestamp, 'webhook-signature': server.received[1]!.signature })).toThrow();
  });

  it('SSRF: with private networks refused, a loopback receiver is never contacted; redirects are not followed; a silent receiver times out', async () => {
    const server = await receiver();
    await endpointAt(server);
    const eventId = await happen();
    await sender({ allowPrivateNetworks: false }).wake();
    expect(server.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(eventId);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery!.lastError).toMatch(/private|loopback|reserved/i);
    await db.update(webhookDeliveries).set({ status: 'succeeded' }).where(eq(webhookDeliveries.eventId, eventId));

    server.answer(302);
    const redirected = await happen();
    await sender().wake();
    expect((await deliveriesOf(redirected))[0]!.lastError).toMatch(/redirect/i);
    await db.update(webhookDeliveries).set({ status: 'succeeded' }).where(eq(webhookDeliveries.eventId, redirected));

    server.answer('hang');
    const silent = await happen();
    await sender({ timeoutMs: 300 }).wake();
    expect((await deliveriesOf(silent))[0]!.lastError).toMatch(/timeout/i);
    server.release();
  });

  it("a test twin's endpoint gets the twin's events only, marked livemode false", async () => {
    const live = await receiver();
    const test = await receiver();
    await endpointAt(live);
    await endpointAt(test, { business: twinId });
    const liveEvent = await happen('product.created', businessId);
    const testEvent = await happen('product.created', twinId);
    await sender().wake();
    expect(live.received.map((r) => r.id)).toEqual([liveEvent]);
    expect(test.received.map((r) => r.id)).toEqual([testEvent]);
    expect(JSON.parse(test.received[0]!.body)).toMatchObject({ livemode: false, data: { object: { livemode: false } } });
  });

  it('an endpoint gets only the types it subscribes to; a disabled one waits and resumes; resend sends again', async () => {
    const server = await receiver();
    const endpoint = await endpointAt(server, { types: ['order.placed'] });
    await happen('product.updated');
    const placed = await happen('order.placed');
    await sender().wake();
    expect(server.received.map((r) => r.id)).toEqual([placed]);
    await updateWebhookEndpoint(db, businessId, endpoint.id, { enabled: false });
    await updateWebhookEndpoint(db, businessId, endpoint.id, { enabled: true });
    const [delivery] = await deliveriesOf(placed);
    await resendWebhookDelivery(db, businessId, endpoint.id, delivery!.id);
    await sender().wake();
    expect(server.received.map((r) => r.id)).toEqual([placed, placed]);
    expect(await attemptsOf(delivery!.id)).toHaveLength(2);
  });

  it('two senders at once: every event delivered, none twice, never two requests of one delivery at the same moment', async () => {
    const server = await receiver();
    await endpointAt(server);
    // A slow receiver makes the two senders overlap.
    server.answer({ status: 200, delayMs: 20 });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await happen('order.placed', businessId, `order ${i}`));
    const other = await openDatabase('test');
    const a = sender();
    const b = sender({}, other);
    await Promise.all([a.wake(), b.wake(), a.wake(), b.wake()]);
    expect(server.received).toHaveLength(20);
    expect(new Set(server.received.map((r) => r.id))).toEqual(new Set(ids));
    expect(server.maxConcurrentPerId()).toBe(1);
    expect(a.stats.succeeded + b.stats.succeeded).toBe(20);
    expect(a.stats.succeeded).toBeGreaterThan(0);
    expect(b.stats.succeeded).toBeGreaterThan(0);
  });

  function child(): Promise<ChildProcessWithoutNullStreams> {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/webhook-crash-child.ts'], { cwd: ROOT, env: process.env, stdio: 'pipe' });
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    cleanups.push(() => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    });
    return new Promise((resolve, reject) => {
      readline.createInterface({ input: proc.stdout }).once('line', () => resolve(proc));
      proc.once('exit', (code) => reject(new Error(`child exited (${code}): ${stderr}`)));
    });
  }

  it('a sender killed (SIGKILL) mid-request: the delivery goes out again after restart, its log holds the interrupted request', async () => {
    const server = await receiver();
    await endpointAt(server);
    server.answer('hang');
    const eventId = await happen('order.placed');
    const proc = await child();
    await until(() => server.received.length === 1, 'the request to reach the receiver');
    const [delivery] = await deliveriesOf(eventId);
    // The attempt was committed before the request left; the sender dies before any answer.
    expect((await attemptsOf(delivery!.id)).map((a) => a.outcome)).toEqual([null]);
    proc.kill('SIGKILL');
    await new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    server.release(200); // the late answer goes nowhere
    server.answer(200);
    await until(async () => (await deliveriesOf(eventId))[0]?.status === 'pending', 'the claim to be released');
    await sender().wake();
    expect((await deliveriesOf(eventId))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await attemptsOf(delivery!.id)).map((a) => a.outcome)).toEqual(['interrupted', 'succeeded']);
    expect(server.received.map((r) => r.id)).toEqual([eventId, eventId]);
  });
});
