// The dashboard's order routes, called with real Requests (session cookie, Origin): the list of a tab with the
// tabs' counts, unpaid only and search; an order with the actions its state allows; each action as the
// signed-in merchant (the timeline names their e-mail); 409 on a wrong transition; unknown action, unknown body
// field → 400; another business's order → 404; a basic plan → 403; a write without the dashboard's Origin refused.
import { describe, expect, it } from 'vitest';
import * as listRoute from '../../../app/api/dashboard/businesses/[businessId]/orders/route';
import * as orderRoute from '../../../app/api/dashboard/businesses/[businessId]/orders/[orderId]/route';
import * as actionRoute from '../../../app/api/dashboard/businesses/[businessId]/orders/[orderId]/[action]/route';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import { openShopWithStock } from '../../testing/orders';

async function merchantWithOrders() {
  const { business, cookie } = await signedInMerchant('shop');
  const shop = await openShopWithStock(business.id);
  const businessId = business.id;
  return {
    ...shop,
    businessId,
    cookie,
    list: (query = '') => callDashboard(listRoute.GET, 'GET', `/orders${query}`, { businessId }, { cookie }),
    get: (orderId: string) => callDashboard(orderRoute.GET, 'GET', `/orders/${orderId}`, { businessId, orderId }, { cookie }),
    act: (orderId: string, action: string, body: unknown = {}, origin?: string | null) =>
      callDashboard(actionRoute.POST, 'POST', `/orders/${orderId}/${action}`, { businessId, orderId, action }, { cookie, body, origin }),
  };
}

describe('dashboard order routes', () => {
  it('lists a tab with the counts of every tab, filters unpaid, searches; runs the actions the state allows', async () => {
    const m = await merchantWithOrders();
    const first = await m.place();
    const second = await m.place('delivery');
    const list = await m.list();
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect(list.body.counts).toEqual({ to_handle: 2, in_progress: 0, completed: 0, cancelled: 0 });

    const order = await m.get(first.id);
    expect(order.body.actions).toEqual(['mark_paid', 'mark_ready', 'cancel']);
    const paid = await m.act(first.id, 'mark-paid', { method: 'cash' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', actions: ['mark_ready', 'cancel'] });
    expect(paid.body.timeline[1]).toMatchObject({ kind: 'paid', actor: { kind: 'dashboard', label: expect.stringMatching(/@example\.be$/) }, data: { method: 'cash' } });
    expect((await m.list('?payment=unpaid')).body.data.map((o: { id: string }) => o.id)).toEqual([second.id]);
    expect((await m.act(first.id, 'mark-ready')).body.status).toBe('ready');
    expect((await m.list('?tab=in_progress')).body.counts).toEqual({ to_handle: 1, in_progress: 1, completed: 0, cancelled: 0 });
    expect((await m.list(`?q=${first.number}`)).body.data).toEqual([]); // a ready order is not "to handle"
    expect((await m.list(`?tab=in_progress&q=${first.number}`)).body.data).toHaveLength(1);

    const wrong = await m.act(second.id, 'mark-ready');
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toMatch(/is a delivery/);
    const paidAndDone = await m.act(first.id, 'complete', { method: 'card' });
    expect(paidAndDone.status).toBe(409);
    expect(paidAndDone.body.error.message).toMatch(/already paid/);
    expect((await m.act(first.id, 'complete')).body).toMatchObject({ status: 'completed', actions: [] });
  });

  it('refuses bad input, other businesses’ orders, the basic plan and writes from another origin', async () => {
    const m = await merchantWithOrders();
    const order = await m.place();
    for (const [action, body] of [
      ['refund', {}],
      ['mark-paid', { method: 'iou' }],
      ['mark-ready', { when: 'now' }],
      ['cancel', { reason: 'x'.repeat(501) }],
    ] as const) {
      const res = await m.act(order.id, action, body);
      expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await m.list('?tab=everything')).status).toBe(400);
    expect((await m.list('?q=a%00b')).status).toBe(400);
    expect((await m.act(order.id, 'cancel', {}, 'https://evil.example')).status).toBe(403);

    const stranger = await merchantWithOrders();
    expect((await stranger.get(order.id)).status).toBe(404);
    expect((await stranger.act(order.id, 'cancel')).status).toBe(404);
    expect((await m.get(order.id)).body.status).toBe('placed');

    const basic = await signedInMerchant('basic');
    const refused = await callDashboard(listRoute.GET, 'GET', '/orders', { businessId: basic.business.id }, { cookie: basic.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('entitlement_required');
  });
});
