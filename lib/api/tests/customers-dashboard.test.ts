// The dashboard's customer and loyalty routes, called with real Requests (session cookie, Origin): search by
// name, e-mail and national phone; create-or-link (a person known elsewhere is linked, a customer already here
// is not duplicated); the customer page's data; PATCH changes only what it names; card operations with balances
// never below zero and errors on their fields; the programme and coupons; other businesses' ids → 404.
import { describe, expect, it } from 'vitest';
import * as customersRoute from '../../../app/api/dashboard/businesses/[businessId]/customers/route';
import * as customerRoute from '../../../app/api/dashboard/businesses/[businessId]/customers/[customerId]/route';
import * as cardRoute from '../../../app/api/dashboard/businesses/[businessId]/customers/[customerId]/card/route';
import * as stampsRoute from '../../../app/api/dashboard/businesses/[businessId]/loyalty/cards/[cardId]/stamps/route';
import * as removeStampsRoute from '../../../app/api/dashboard/businesses/[businessId]/loyalty/cards/[cardId]/stamps/remove/route';
import * as pointsRoute from '../../../app/api/dashboard/businesses/[businessId]/loyalty/cards/[cardId]/points/route';
import * as redeemRoute from '../../../app/api/dashboard/businesses/[businessId]/loyalty/cards/[cardId]/redeem/route';
import * as programRoute from '../../../app/api/dashboard/businesses/[businessId]/loyalty/program/route';
import * as couponsRoute from '../../../app/api/dashboard/businesses/[businessId]/loyalty/coupons/route';
import { getDb } from '../../db/client';
import { redeemCoupon } from '../../domain/loyalty/coupons';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';

async function merchant(plan: 'basic' | 'shop' = 'basic') {
  const { business, cookie } = await signedInMerchant(plan);
  const businessId = business.id;
  const at = (handler: Parameters<typeof callDashboard>[0], method: string, path: string, params: Record<string, string> = {}, body?: unknown, origin?: string | null) =>
    callDashboard(handler, method, path, { businessId, ...params }, { cookie, body, origin });
  return {
    businessId,
    list: (query = '') => at(customersRoute.GET, 'GET', `/customers${query}`),
    create: (body: unknown) => at(customersRoute.POST, 'POST', '/customers', {}, body),
    get: (customerId: string) => at(customerRoute.GET, 'GET', `/customers/${customerId}`, { customerId }),
    patch: (customerId: string, body: unknown) => at(customerRoute.PATCH, 'PATCH', `/customers/${customerId}`, { customerId }, body),
    openCard: (customerId: string) => at(cardRoute.POST, 'POST', `/customers/${customerId}/card`, { customerId }, {}),
    stamps: (cardId: string, body: unknown) => at(stampsRoute.POST, 'POST', `/loyalty/cards/${cardId}/stamps`, { cardId }, body),
    removeStamps: (cardId: string, body: unknown) => at(removeStampsRoute.POST, 'POST', `/loyalty/cards/${cardId}/stamps/remove`, { cardId }, body),
    points: (cardId: string, body: unknown) => at(pointsRoute.POST, 'POST', `/loyalty/cards/${cardId}/points`, { cardId }, body),
    redeem: (cardId: string, body: unknown, origin?: string | null) => at(redeemRoute.POST, 'POST', `/loyalty/cards/${cardId}/redeem`, { cardId }, body, origin),
    program: () => at(programRoute.GET, 'GET', '/loyalty/program'),
    configure: (body: unknown) => at(programRoute.PUT, 'PUT', '/loyalty/program', {}, body),
    coupons: (query = '') => at(couponsRoute.GET, 'GET', `/loyalty/coupons${query}`),
    createCoupon: (body: unknown) => at(couponsRoute.POST, 'POST', '/loyalty/coupons', {}, body),
  };
}

// Persons are platform-wide and other tests (or the demo, on the PostgreSQL pass) make some: unique identities here.
const tag = () => Math.random().toString(36).slice(2, 10);
const phoneDigits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

const PROGRAM = { stampsPerCard: 3, stampReward: { name: 'Free croissant' }, pointsPerEuro: 1, pointsRewards: [{ name: 'Coffee', pointsCost: 50 }] };

describe('dashboard customer routes', () => {
  it('creates, links and never duplicates; searches by name, e-mail and national phone; pages', async () => {
    const m = await merchant();
    const id = tag();
    const digits = phoneDigits();
    const national = `0470 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
    const email = `elodie.marchal.${id}@example.be`;
    const created = await m.create({ firstName: 'Élodie', lastName: `Marchal${id}`, email: email.replace('elodie.marchal', 'Elodie.Marchal'), phone: national });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ created: true, isExisting: false, customer: { email, phone: `+32470${digits}` } });

    const again = await m.create({ email, company: 'Marchal SRL' });
    expect(again.body).toMatchObject({ created: false, isExisting: true, customer: { id: created.body.customer.id, company: 'Marchal SRL' } });

    // The same person, known to another business: linked here, told so, never another person.
    const other = await merchant();
    const linked = await other.create({ phone: `+32 470 ${digits}`, firstName: 'Elo' });
    expect(linked.body).toMatchObject({ created: true, isExisting: true, customer: { firstName: 'Elo' } });
    expect(linked.body.customer.id).not.toBe(created.body.customer.id);

    await m.create({ firstName: 'Bruno', lastName: 'Peeters', phone: `0485 ${phoneDigits()}` });
    for (const q of [`marchal${id}`, `Élodie Marchal${id}`, `ELODIE.MARCHAL.${id.toUpperCase()}@`, national.slice(0, 10), `+32 470 ${digits.slice(0, 4)}`]) {
      const found = await m.list(`?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.body.data.map((c: { firstName: string }) => c.firstName), q).toEqual(['Élodie']);
    }
    expect((await m.list('?q=nobody')).body.data).toEqual([]);
    const first = await m.list('?limit=1');
    expect(first.body).toMatchObject({ hasMore: true, data: [{ firstName: 'Élodie', visits: 0, lastVisit: null, card: null }] });
    expect((await m.list(`?limit=1&cursor=${first.body.nextCursor}`)).body.data[0].firstName).toBe('Bruno');

    const bad = await m.create({ firstName: 'No contact' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: 'email', message: 'at least one of email or phone is required' }]);
    const badPhone = await m.create({ phone: '12' });
    expect(badPhone.body.error.details[0].path).toBe('phone');
    for (const query of ['?q=a%00b', `?q=${'x'.repeat(201)}`, '?limit=1000000000000000000000', '?cursor=nope']) {
      expect((await m.list(query)).status, query).toBe(400);
    }
    expect((await m.create({ firstName: 'a\u0000b', email: 'x@example.be' })).status).toBe(400);
  });

  it('reads the customer page, patches only the named fields, 404s other businesses’ customers', async () => {
    const m = await merchant('shop');
    const { customer } = (await m.create({ firstName: 'Anna', lastName: 'Claes', email: `anna.${tag()}@example.be`, marketingConsent: true })).body;
    const page = await m.get(customer.id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ customer: { id: customer.id, visits: 0, recentTransactions: [] }, orders: [], invoices: [], card: null, programOn: false });

    const patched = await m.patch(customer.id, { phone: '0499 11 22 33', address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'be' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ firstName: 'Anna', email: customer.email, phone: '+32499112233', marketingConsent: true, address: { country: 'BE' } });
    const cleared = await m.patch(customer.id, { email: null, phone: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.details[0].path).toMatch(/email|phone/);
    expect((await m.patch(customer.id, {})).status).toBe(400);
    expect((await m.patch(customer.id, { shoeSize: 42 })).status).toBe(400);

    const stranger = await merchant();
    expect((await stranger.get(customer.id)).status).toBe(404);
    expect((await stranger.patch(customer.id, { firstName: 'X' })).status).toBe(404);
    expect((await stranger.openCard(customer.id)).status).toBe(404);
    expect((await m.get('cust_nope')).status).toBe(404);
    expect((await m.get(customer.id)).body.customer.firstName).toBe('Anna');
  });

  it('runs the card: stamps complete cards, a reward spends one, balances never below zero, errors on their fields', async () => {
    const m = await merchant();
    const { customer } = (await m.create({ firstName: 'Lou', email: `lou.${tag()}@example.be` })).body;
    expect((await m.openCard(customer.id)).status).toBe(409); // no programme yet
    expect((await m.program()).body).toEqual({ program: null });

    const configured = await m.configure(PROGRAM);
    expect(configured.status).toBe(200);
    expect(configured.body).toMatchObject({ cardsCreated: 1, program: { stampsPerCard: 3, stampReward: { name: 'Free croissant' }, pointsRewards: [{ name: 'Coffee', pointsCost: 50 }] } });
    const card = (await m.get(customer.id)).body.card;
    expect(card).toMatchObject({ stamps: 0, fullCards: 0, points: 0 });
    expect((await m.openCard(customer.id)).body.id).toBe(card.id); // already has one

    const added = await m.stamps(card.id, { count: 2 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ stamps: 2, fullCards: 0 });
    expect((await m.stamps(card.id, { count: 2, note: 'Two loaves' })).body).toMatchObject({ stamps: 1, fullCards: 1 });
    const croissant = card.rewards.find((r: { kind: string }) => r.kind === 'stamps').id;
    const coffee = card.rewards.find((r: { kind: string }) => r.kind === 'points').id;
    expect((await m.redeem(card.id, { rewardId: croissant })).body).toMatchObject({ fullCards: 0, stamps: 1 });

    const noCard = await m.redeem(card.id, { rewardId: croissant });
    expect(noCard.status).toBe(400);
    expect(noCard.body.error.details).toEqual([{ path: 'rewardId', message: expect.stringMatching(/No full stamp card/) }]);
    const tooMany = await m.removeStamps(card.id, { count: 2 });
    expect(tooMany.body.error.details).toEqual([{ path: 'count', message: 'Not enough stamps: the card has 1, cannot remove 2' }]);
    const deduct = await m.points(card.id, { points: -10 });
    expect(deduct.body.error.details[0].path).toBe('points');
    expect((await m.redeem(card.id, { rewardId: coffee })).body.error.details[0].path).toBe('rewardId');
    expect((await m.points(card.id, { points: 60, reason: 'Welcome' })).body.points).toBe(60);
    expect((await m.redeem(card.id, { rewardId: coffee })).body.points).toBe(10);
    for (const [run, body] of [
      [m.stamps, { count: 0 }],
      [m.stamps, { count: 1e21 }],
      [m.points, { points: 0 }],
      [m.points, { points: '5' }],
      [m.removeStamps, { count: 1, extra: true }],
      [m.redeem, { rewardId: 'r\u0000' }],
    ] as const) {
      const res = await run(card.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }

    const page = (await m.get(customer.id)).body;
    expect(page.card).toMatchObject({ stamps: 1, fullCards: 0, points: 10 });
    expect(page.card.ledger.map((e: { kind: string }) => e.kind)).toEqual([
      'reward_redeemed',
      'points_added',
      'reward_redeemed',
      'card_completed',
      'stamps_added',
      'stamps_added',
    ]);
    expect(page.card.ledger.every((e: { actor: string }) => e.actor === 'dashboard')).toBe(true);

    const stranger = await merchant();
    expect((await stranger.stamps(card.id, { count: 1 })).status).toBe(404);
    expect((await stranger.redeem(card.id, { rewardId: croissant })).status).toBe(404);
    expect((await m.redeem(card.id, { rewardId: croissant }, 'https://evil.example')).status).toBe(403);
  });

  it('configures the programme with field errors, creates and lists coupons (unused, redeemed by whom)', async () => {
    const m = await merchant();
    const bad = await m.configure({ stampsPerCard: 0, stampReward: { name: '' }, pointsRewards: [{ name: 'A', pointsCost: 5 }, { name: 'a', pointsCost: 6 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['pointsRewards', 'stampReward.name', 'stampsPerCard']);
    expect((await m.configure({ ...PROGRAM, stampsPerCard: 1e20 })).status).toBe(400);
    await m.configure(PROGRAM);
    const renamed = await m.configure({ ...PROGRAM, stampsPerCard: 8, pointsRewards: [] });
    expect(renamed.body.program).toMatchObject({ stampsPerCard: 8, pointsRewards: [] });

    const made = await m.createCoupon({ code: 'welcome-10', description: 'Ten percent off' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'WELCOME-10', redeemedAt: null });
    await m.createCoupon({ code: 'SUMMER', description: 'Free coffee', expiresAt: '2030-06-30T22:00:00Z' });
    const taken = await m.createCoupon({ code: 'Welcome-10', description: 'Again' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([{ path: 'code', message: 'already exists' }]);
    expect((await m.createCoupon({ code: 'bad code!', description: 'x' })).body.error.details[0].path).toBe('code');
    expect((await m.createCoupon({ code: 'X', description: 'x', expiresAt: 'someday' })).status).toBe(400);

    const { customer } = (await m.create({ firstName: 'Max', lastName: 'Lambert', email: `max.${tag()}@example.be` })).body;
    await redeemCoupon(await getDb(), m.businessId, 'welcome-10', { customerId: customer.id }, { kind: 'system' });
    const all = await m.coupons();
    expect(all.body.data.map((c: { code: string }) => c.code)).toEqual(['SUMMER', 'WELCOME-10']);
    const redeemed = await m.coupons('?status=redeemed');
    expect(redeemed.body.data).toEqual([expect.objectContaining({ code: 'WELCOME-10', customerId: customer.id, customerName: 'Max Lambert', redeemedAt: expect.any(String) })]);
    expect((await m.coupons('?status=unused')).body.data.map((c: { code: string }) => c.code)).toEqual(['SUMMER']);
    expect((await m.coupons('?q=coffee')).body.data.map((c: { code: string }) => c.code)).toEqual(['SUMMER']);
    const paged = await m.coupons('?limit=1');
    expect((await m.coupons(`?limit=1&cursor=${paged.body.nextCursor}`)).body.data[0].code).toBe('WELCOME-10');
    expect((await m.coupons('?status=all')).status).toBe(400);

    const stranger = await merchant();
    expect((await stranger.coupons()).body.data).toEqual([]);
  });
});
