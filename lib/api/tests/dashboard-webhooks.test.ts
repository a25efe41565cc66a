// The dashboard's webhook routes, called with real Requests: create live and test endpoints (the test one on the
// sandbox twin), list them with their last delivery, edit, disable and enable, rotate the secret (shown once),
// the delivery log with its attempts and filter, resend, delete; roles (owners only, as API keys), another
// business's endpoint (404), bad input (400 naming the field).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as listRoute from '../../../app/api/dashboard/businesses/[businessId]/webhooks/route';
import * as endpointRoute from '../../../app/api/dashboard/businesses/[businessId]/webhooks/[endpointId]/route';
import * as rotateRoute from '../../../app/api/dashboard/businesses/[businessId]/webhooks/[endpointId]/rotate/route';
import * as deliveriesRoute from '../../../app/api/dashboard/businesses/[businessId]/webhooks/[endpointId]/deliveries/route';
import * as resendRoute from '../../../app/api/dashboard/businesses/[businessId]/webhooks/[endpointId]/deliveries/[deliveryId]/resend/route';
import { getDb } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { recordEvent } from '../../domain/events/events';
import { createWebhookEndpoint } from '../../domain/webhooks/endpoints';
import { makeBusiness } from '../../testing/api';
import { seedDeliveryLog } from '../../testing/webhook-fixtures';
import { type DashboardCallOptions, type DashboardHandler, callDashboard, signedInMember, signedInMerchant } from '../../testing/dashboard';

const send = (handler: DashboardHandler, method: string, params: Record<string, string>, options?: DashboardCallOptions, path = '/webhooks') =>
  callDashboard(handler, method, path, params, options);

const endpointPath = (id: string, rest = '') => `/webhooks/${id}${rest}`;

describe('dashboard webhook routes', () => {
  it('creates live and test endpoints, shows each secret once, lists them with their mode and last delivery', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    const params = { businessId: business.id };
    const live = await send(listRoute.POST, 'POST', params, { cookie, body: { mode: 'live', url: 'https://example.com/hooks', eventTypes: ['*'], description: 'Accounting' } });
    expect(live.status).toBe(201);
    expect(live.body).toMatchObject({ mode: 'live', url: 'https://example.com/hooks', eventTypes: ['*'], enabled: true, description: 'Accounting', lastDelivery: null });
    expect(live.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const test = await send(listRoute.POST, 'POST', params, { cookie, body: { mode: 'test', url: 'https://example.com/test-hooks', eventTypes: ['order.placed', 'product.created'] } });
    expect(test.status).toBe(201);
    expect(test.body.mode).toBe('test');
    const [row] = await (await getDb()).select().from(webhookEndpoints).where(eq(webhookEndpoints.id, test.body.id));
    expect(row!.businessId).toBe(business.sandboxId); // the sandbox twin's

    // An event of the twin makes a delivery for the test endpoint only.
    const db = await getDb();
    await db.transaction((tx) => recordEvent(tx, business.sandboxId, 'order.placed', { id: 'order_test' }));
    const list = await send(listRoute.GET, 'GET', params, { cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: string; mode: string }) => [e.id, e.mode])).toEqual([
      [live.body.id, 'live'],
      [test.body.id, 'test'],
    ]);
    expect(list.body.data[0].lastDelivery).toBeNull();
    expect(list.body.data[1].lastDelivery).toMatchObject({ status: 'pending', statusCode: null });
    expect(JSON.stringify(list.body)).not.toContain(live.body.secret);
    expect(list.body.data[0].secretHint).toBe(`whsec_…${live.body.secret.slice(-4)}`);

    const one = await send(endpointRoute.GET, 'GET', { ...params, endpointId: test.body.id }, { cookie }, endpointPath(test.body.id));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: test.body.id, mode: 'test' });
    expect(one.body.secret).toBeUndefined();
  });

  it('edits, disables and enables, rotates with an overlap, deletes', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const created = await send(listRoute.POST, 'POST', { businessId: business.id }, { cookie, body: { mode: 'live', url: 'https://example.com/a', eventTypes: ['*'] } });
    const params = { businessId: business.id, endpointId: created.body.id };
    const path = endpointPath(created.body.id);

    const edited = await send(endpointRoute.PATCH, 'PATCH', params, { cookie, body: { eventTypes: ['customer.created', 'invoice.finalized'], description: 'Books' } }, path);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ url: 'https://example.com/a', eventTypes: ['customer.created', 'invoice.finalized'], description: 'Books', mode: 'live' });

    const disabled = await send(endpointRoute.PATCH, 'PATCH', params, { cookie, body: { enabled: false } }, path);
    expect(disabled.body).toMatchObject({ enabled: false, disabledReason: null, description: 'Books' });
    const enabled = await send(endpointRoute.PATCH, 'PATCH', params, { cookie, body: { enabled: true } }, path);
    expect(enabled.body.enabled).toBe(true);

    const rotated = await send(rotateRoute.POST, 'POST', params, { cookie, body: { overlapHours: 1 } }, `${path}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(55 * 60_000);
    const none = await send(rotateRoute.POST, 'POST', params, { cookie, body: { overlapHours: 0 } }, `${path}/rotate`);
    expect(none.body.previousSecretExpiresAt).toBeNull();
    expect((await send(rotateRoute.POST, 'POST', params, { cookie, body: { overlapHours: 169 } }, `${path}/rotate`)).status).toBe(400);

    expect((await send(endpointRoute.DELETE, 'DELETE', params, { cookie }, path)).status).toBe(204);
    expect((await send(endpointRoute.GET, 'GET', params, { cookie }, path)).status).toBe(404);
    expect((await send(endpointRoute.DELETE, 'DELETE', params, { cookie }, path)).status).toBe(404);
    expect((await send(listRoute.GET, 'GET', { businessId: business.id }, { cookie })).body.data).toEqual([]);
  });

  it('lists deliveries with their attempts, filters by status, pages, and resends', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    const created = await send(listRoute.POST, 'POST', { businessId: business.id }, { cookie, body: { mode: 'live', url: 'https://example.com/log', eventTypes: ['product.created'] } });
    const params = { businessId: business.id, endpointId: created.body.id };
    const path = endpointPath(created.body.id, '/deliveries');
    const db = await getDb();
    const seeded = await seedDeliveryLog(db, created.body.id); // two deliveries, the older failed after two attempts
    await db.transaction((tx) => recordEvent(tx, business.id, 'product.created', { id: 'prod_3' }));
    await db.transaction((tx) => recordEvent(tx, business.id, 'customer.created', { id: 'cus_1' })); // not subscribed
    const oldest = { id: seeded.failedId };

    const all = await send(deliveriesRoute.GET, 'GET', params, { cookie }, path);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(3);
    expect(all.body.data.every((d: { eventType: string }) => d.eventType === 'product.created')).toBe(true);
    const failed = await send(deliveriesRoute.GET, 'GET', params, { cookie }, `${path}?status=failed`);
    expect(failed.body.data).toHaveLength(1);
    expect(failed.body.data[0]).toMatchObject({ id: oldest.id, status: 'failed', attemptCount: 2, lastStatusCode: 500, nextAttemptAt: null });
    // Newest attempt first.
    expect(failed.body.data[0].attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['interrupted', 'failed']);
    expect(failed.body.data[0].attempts[1]).toMatchObject({ statusCode: 500, durationMs: 184 });
    expect(failed.body.data[0].attempts[1].responseBody).toContain('database_unavailable');

    const first = await send(deliveriesRoute.GET, 'GET', params, { cookie }, `${path}?limit=2`);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await send(deliveriesRoute.GET, 'GET', params, { cookie }, `${path}?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((d: { id: string }) => d.id)).toEqual([oldest.id]);
    expect((await send(deliveriesRoute.GET, 'GET', params, { cookie }, `${path}?status=lost`)).status).toBe(400);

    const resendParams = { ...params, deliveryId: oldest.id };
    const resent = await send(resendRoute.POST, 'POST', resendParams, { cookie }, `${path}/${oldest.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: oldest.id, status: 'pending' });
    expect(resent.body.nextAttemptAt).not.toBeNull();
    expect((await send(resendRoute.POST, 'POST', { ...params, deliveryId: 'whd_00000000000000000000000000' }, { cookie }, `${path}/whd_0/resend`)).status).toBe(404);
    // Disabled: resending is refused until the endpoint is enabled again.
    await send(endpointRoute.PATCH, 'PATCH', params, { cookie, body: { enabled: false } }, endpointPath(created.body.id));
    const refused = await send(resendRoute.POST, 'POST', resendParams, { cookie }, `${path}/${oldest.id}/resend`);
    expect(refused.status).toBe(409);
  });

  it('refuses bad input with the field named', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    const params = { businessId: business.id };
    const cases: [unknown, string][] = [
      [{ mode: 'live', url: 'not a url', eventTypes: ['*'] }, 'url'],
      [{ mode: 'live', url: 'ftp://example.com/x', eventTypes: ['*'] }, 'url'],
      [{ mode: 'live', url: '', eventTypes: ['*'] }, 'url'],
      [{ mode: 'live', url: 'https://example.com/\u0000', eventTypes: ['*'] }, 'url'],
      [{ mode: 'live', url: 'https://example.com', eventTypes: [] }, 'eventTypes'],
      [{ mode: 'live', url: 'https://example.com', eventTypes: ['order.lost'] }, 'eventTypes.0'],
      [{ mode: 'live', url: 'https://example.com', eventTypes: ['*', 'order.placed'] }, 'eventTypes'],
      [{ mode: 'prod', url: 'https://example.com', eventTypes: ['*'] }, 'mode'],
      [{ mode: 'live', url: 'https://example.com', eventTypes: ['*'], description: 'x'.repeat(201) }, 'description'],
      [{ mode: 'live', url: 'https://example.com', eventTypes: ['*'], secret: 'mine' }, 'secret'],
    ];
    for (const [body, field] of cases) {
      const res = await send(listRoute.POST, 'POST', params, { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path), JSON.stringify(body)).toContain(field);
    }
    expect((await send(listRoute.GET, 'GET', params, { cookie })).body.data).toEqual([]);
  });

  it('is for owners only (as API keys), never reaches another business’s endpoint, refuses foreign origins', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    const db = await getDb();
    const mine = await createWebhookEndpoint(db, business.id, { url: 'https://example.com/mine', eventTypes: ['*'] });
    for (const role of ['manager', 'staff'] as const) {
      const member = await signedInMember(business.id, role);
      const listed = await send(listRoute.GET, 'GET', { businessId: business.id }, { cookie: member.cookie });
      expect(listed.status).toBe(403);
      expect(listed.body.error).toMatchObject({ code: 'role_required', requiredRole: 'owner' });
      const edit = await send(endpointRoute.PATCH, 'PATCH', { businessId: business.id, endpointId: mine.id }, { cookie: member.cookie, body: { enabled: false } }, endpointPath(mine.id));
      expect(edit.status).toBe(403);
    }

    const other = await makeBusiness({ plan: 'shop' });
    const theirs = await createWebhookEndpoint(db, other.id, { url: 'https://example.com/theirs', eventTypes: ['*'] });
    const theirTest = await createWebhookEndpoint(db, other.sandboxId, { url: 'https://example.com/theirs-test', eventTypes: ['*'] });
    for (const id of [theirs.id, theirTest.id]) {
      const params = { businessId: business.id, endpointId: id };
      expect((await send(endpointRoute.GET, 'GET', params, { cookie }, endpointPath(id))).status).toBe(404);
      expect((await send(endpointRoute.PATCH, 'PATCH', params, { cookie, body: { enabled: false } }, endpointPath(id))).status).toBe(404);
      expect((await send(endpointRoute.DELETE, 'DELETE', params, { cookie }, endpointPath(id))).status).toBe(404);
      expect((await send(rotateRoute.POST, 'POST', params, { cookie, body: {} }, endpointPath(id, '/rotate'))).status).toBe(404);
      expect((await send(deliveriesRoute.GET, 'GET', params, { cookie }, endpointPath(id, '/deliveries'))).status).toBe(404);
    }
    expect((await send(listRoute.GET, 'GET', { businessId: other.id }, { cookie })).status).toBe(404);
    const [still] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, theirs.id));
    expect(still!.enabled).toBe(true);

    const forged = await send(endpointRoute.DELETE, 'DELETE', { businessId: business.id, endpointId: mine.id }, { cookie, origin: 'http://evil.example' }, endpointPath(mine.id));
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('forbidden_origin');
    expect((await send(listRoute.GET, 'GET', { businessId: business.id })).status).toBe(401);
  });
});
