// The dashboard's Messages routes, called with real Requests: the outbox listed newest first with counts and a
// status filter, a page at a time; one message with its parts (inline images as data: URLs for the preview);
// "Retry" of a failed message only; other tenants' messages are 404; bad ids and filters are 400/404, never 5xx.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '../../../app/api/dashboard/businesses/[businessId]/messages/route';
import * as messageRoute from '../../../app/api/dashboard/businesses/[businessId]/messages/[messageId]/route';
import * as retryRoute from '../../../app/api/dashboard/businesses/[businessId]/messages/[messageId]/retry/route';
import { getDb } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import { equipForMail, fixtureOrder, type MailBusiness } from '../../testing/mail-fixtures';

let cookie: string;
let shop: MailBusiness;
let other: { cookie: string; businessId: string; messageId: string };
let orderIds: string[];

beforeAll(async () => {
  const db = await getDb();
  const merchant = await signedInMerchant('shop');
  cookie = merchant.cookie;
  shop = await equipForMail(db, merchant.business.id);
  orderIds = [await fixtureOrder(db, shop), await fixtureOrder(db, shop, { paymentMethod: 'at_pickup' })];
  const stranger = await signedInMerchant('basic');
  const strangerShop = await equipForMail(db, stranger.business.id);
  const strangerOrder = await fixtureOrder(db, strangerShop);
  const [message] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.orderId, strangerOrder)).limit(1);
  other = { cookie: stranger.cookie, businessId: stranger.business.id, messageId: message!.id };
});

const list = (query = '', as = cookie, businessId = shop.businessId) => callDashboard(listRoute.GET, 'GET', `/messages${query}`, { businessId }, { cookie: as });
const show = (messageId: string, as = cookie, businessId = shop.businessId) => callDashboard(messageRoute.GET, 'GET', `/messages/${messageId}`, { businessId, messageId }, { cookie: as });
const retry = (messageId: string, as = cookie) => callDashboard(retryRoute.POST, 'POST', `/messages/${messageId}/retry`, { businessId: shop.businessId, messageId }, { cookie: as });

describe('the Messages routes', () => {
  it('lists the business’s messages newest first, with counts, never another business’s', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body.counts).toEqual({ pending: 4, sent: 0, failed: 0 });
    expect(body.data.map((m: { id: string }) => m.id)).toEqual([...body.data.map((m: { id: string }) => m.id)].sort().reverse());
    expect(body.data[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null, orderId: orderIds[1] });
    expect(body.data.map((m: { kind: string }) => m.kind).sort()).toEqual(['new_order', 'new_order', 'order_confirmation', 'order_confirmation']);
    expect(JSON.stringify(body)).not.toContain(other.messageId);
  });

  it('pages with limit and cursor, and filters by status', async () => {
    const first = await list('?limit=3');
    expect(first.body.data).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    const second = await list(`?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.hasMore).toBe(false);
    expect((await list('?status=failed')).body.data).toEqual([]);
    for (const bad of ['?status=lost', '?limit=0', '?limit=1e9', '?cursor=%00', '?surprise=1']) expect((await list(bad)).status, bad).toBe(400);
  });

  it('shows one message: both parts, the QR inline as a data: URL in the preview', async () => {
    const { body: page } = await list('?status=pending');
    const confirmation = page.data.find((m: { kind: string; orderId: string }) => m.kind === 'order_confirmation' && m.orderId === orderIds[0]);
    const { status, body } = await show(confirmation.id);
    expect(status).toBe(200);
    expect(body.text).toContain('Communication structurée');
    expect(body.html).toContain('src="cid:epc-qr"');
    expect(body.htmlPreview).toContain('src="data:image/png;base64,');
    expect(body.htmlPreview).not.toContain('cid:');
    expect(body.attachments).toEqual([{ filename: 'virement-qr.png', contentType: 'image/png', cid: 'epc-qr', size: expect.any(Number) }]);
  });

  it('retries a failed message only', async () => {
    const db = await getDb();
    const { body: page } = await list();
    const target = page.data[0].id;
    expect((await retry(target)).status).toBe(409);
    await db.update(outboxMessages).set({ status: 'failed', attempts: 8, lastError: '451 try later' }).where(eq(outboxMessages.id, target));
    expect((await list()).body.counts.failed).toBe(1);
    const retried = await retry(target);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: target, status: 'pending', attempts: 0 });
    expect((await retry(target)).status).toBe(409);
  });

  it('another business’s message, an unknown or hostile id: 404 or 400, never 5xx; no session: 401', async () => {
    expect((await show(other.messageId)).status).toBe(404);
    expect((await retry(other.messageId)).status).toBe(404);
    expect((await show(other.messageId, other.cookie, shop.businessId)).status).toBe(404); // not a member
    expect((await show(other.messageId, other.cookie, other.businessId)).status).toBe(200);
    for (const id of ['msg_00000000000000000000000000', 'x'.repeat(65), '%00', 'msg_\u0000', '9'.repeat(40)]) {
      const status = (await show(id)).status;
      expect([400, 404], id).toContain(status);
    }
    expect((await list('', '')).status).toBe(401);
  });
});
