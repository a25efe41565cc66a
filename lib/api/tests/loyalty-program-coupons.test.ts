// The programme and coupons through the public API: GET|PATCH /public/loyalty/program (PATCH changes only what
// it names, starts a programme when given its two required settings), GET|POST /public/loyalty/coupons (state
// filter, search, paging, who redeemed); scopes, no key, another business's data invisible, bad input → 400.
import { describe, expect, it } from 'vitest';
import { call, makeKey, setup } from '../../testing/api';

const SCOPES = ['loyalty:read', 'loyalty:write'];
const customerOf = async (key: string) => {
  const ctx = await call('POST', '/public/customers', { key, body: { firstName: 'Inès', lastName: 'Wauters', email: `ines-${Date.now()}@example.be` } });
  return ctx.body.id as string;
};

describe('loyalty programme through the API', () => {
  it('starts a programme, then changes only the named settings', async () => {
    const { key } = await setup([...SCOPES, 'customers:write']);
    expect((await call('GET', '/public/loyalty/program', { key })).status).toBe(404);
    const half = await call('PATCH', '/public/loyalty/program', { key, body: { pointsPerEuro: 2 } });
    expect(half.status).toBe(400);
    expect(half.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['stampReward', 'stampsPerCard']);

    const customerId = await customerOf(key);
    const started = await call('PATCH', '/public/loyalty/program', { key, body: { stampsPerCard: 8, stampReward: { name: 'Free bun' } } });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ livemode: true, stampsPerCard: 8, stampReward: { id: expect.any(String), name: 'Free bun' }, pointsPerEuro: 0, pointsRewards: [] });
    // Customers from before the programme got a card.
    expect((await call('GET', `/public/loyalty/cards?customerId=${customerId}`, { key })).body.data).toHaveLength(1);

    const rewards = await call('PATCH', '/public/loyalty/program', { key, body: { pointsRewards: [{ name: 'Cake', pointsCost: 200 }, { name: 'Tea', pointsCost: 40 }] } });
    expect(rewards.body).toMatchObject({ stampsPerCard: 8, stampReward: started.body.stampReward, pointsRewards: [{ name: 'Tea', pointsCost: 40 }, { name: 'Cake', pointsCost: 200 }] });
    const renamed = await call('PATCH', '/public/loyalty/program', { key, body: { stampReward: { name: 'Free croissant' } } });
    expect(renamed.body.stampReward).toEqual({ id: started.body.stampReward.id, name: 'Free croissant' }); // the same reward
    expect(renamed.body.pointsRewards).toEqual(rewards.body.pointsRewards);
    expect((await call('GET', '/public/loyalty/program', { key })).body).toEqual(renamed.body);

    for (const body of [{}, { stampsPerCard: 0 }, { stampsPerCard: 1e21 }, { pointsPerEuro: -1 }, { stampReward: { name: 'a\u0000b' } }, { extra: 1 }, { pointsRewards: [{ name: 'A', pointsCost: 1 }, { name: 'a', pointsCost: 2 }] }]) {
      const res = await call('PATCH', '/public/loyalty/program', { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await call('GET', '/public/loyalty/program', { key })).body).toEqual(renamed.body);
  });

  it('needs its scopes and a key; another business sees its own programme only', async () => {
    const { business, key } = await setup(SCOPES);
    await call('PATCH', '/public/loyalty/program', { key, body: { stampsPerCard: 5, stampReward: { name: 'Gift' } } });
    const { key: readOnly } = await makeKey(business.id, ['loyalty:read']);
    expect((await call('GET', '/public/loyalty/program', { key: readOnly })).status).toBe(200);
    const denied = await call('PATCH', '/public/loyalty/program', { key: readOnly, body: { stampsPerCard: 6 } });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'loyalty:write' });
    const { key: none } = await makeKey(business.id, ['customers:read']);
    expect((await call('GET', '/public/loyalty/coupons', { key: none })).body.error.requiredScope).toBe('loyalty:read');
    expect((await call('GET', '/public/loyalty/program')).status).toBe(401);
    const other = await setup(SCOPES);
    expect((await call('GET', '/public/loyalty/program', { key: other.key })).status).toBe(404);
  });
});

describe('coupons through the API', () => {
  it('creates, refuses a code in use, lists by state and search, says who redeemed', async () => {
    const { business, key } = await setup([...SCOPES, 'customers:write']);
    const made = await call('POST', '/public/loyalty/coupons', { key, body: { code: 'noel-2026', description: 'Une bûche offerte', expiresAt: '2026-12-31T22:59:59Z' } });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ livemode: true, id: expect.any(String), code: 'NOEL-2026', description: 'Une bûche offerte', expiresAt: '2026-12-31T22:59:59.000Z', redeemedAt: null, customerId: null });
    await call('POST', '/public/loyalty/coupons', { key, body: { code: 'CAFE', description: 'Un café' } });
    const taken = await call('POST', '/public/loyalty/coupons', { key, body: { code: 'Cafe', description: 'Again' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([{ path: 'code', message: 'already exists' }]);

    const customerId = await customerOf(key);
    expect((await call('POST', '/public/loyalty/coupons/cafe/redeem', { key, body: { customerId } })).status).toBe(200);
    const redeemed = await call('GET', '/public/loyalty/coupons?status=redeemed', { key });
    expect(redeemed.body.data).toEqual([expect.objectContaining({ code: 'CAFE', customerId, customerName: 'Inès Wauters', redeemedAt: expect.any(String) })]);
    expect((await call('GET', '/public/loyalty/coupons?status=unused', { key })).body.data.map((c: { code: string }) => c.code)).toEqual(['NOEL-2026']);
    expect((await call('GET', `/public/loyalty/coupons?q=${encodeURIComponent('bûche')}`, { key })).body.data).toHaveLength(1);
    const first = await call('GET', '/public/loyalty/coupons?limit=1', { key });
    expect(first.body).toMatchObject({ hasMore: true, data: [{ code: 'CAFE' }] });
    expect((await call('GET', `/public/loyalty/coupons?limit=1&cursor=${first.body.nextCursor}`, { key })).body.data[0].code).toBe('NOEL-2026');

    for (const body of [
      { code: 'bad code', description: 'x' },
      { code: 'OK', description: '' },
      { code: 'OK', description: 'x', expiresAt: 'someday' },
      { code: 'OK\u0000', description: 'x' },
      { code: 'X'.repeat(65), description: 'x' },
      { code: 'OK', description: 'x', discount: 5 },
    ]) {
      const res = await call('POST', '/public/loyalty/coupons', { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    for (const query of ['?status=all', '?q=a%00b', '?limit=0', '?cursor=zzz']) expect((await call('GET', `/public/loyalty/coupons${query}`, { key })).status, query).toBe(400);

    const other = await setup(SCOPES);
    expect((await call('GET', '/public/loyalty/coupons', { key: other.key })).body.data).toEqual([]);
    const { key: readOnly } = await makeKey(business.id, ['loyalty:read']);
    expect((await call('POST', '/public/loyalty/coupons', { key: readOnly, body: { code: 'RO', description: 'x' } })).status).toBe(403);
  });
});
