// Loyalty through HTTP: cards, stamps (with full cards), points, rewards, coupons; balances never below zero,
// not even under concurrent requests; every operation in the ledger; scopes; other businesses invisible.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { customers, persons } from '../../db/schema';
import { configureLoyaltyProgram } from '../../domain/loyalty/program';
import { ensureLoyaltyCard } from '../../domain/loyalty/cards';
import { createCoupon } from '../../domain/loyalty/coupons';
import { newId } from '../../domain/shared/ids';
import { call, makeKey, setup } from '../../testing/api';

const SCOPES = ['loyalty:read', 'loyalty:write'];

/** A person + customer row inserted directly (the customers API is another area), and their card. */
async function makeCustomer(businessId: string) {
  const db = await getDb();
  const personId = newId('person');
  await db.insert(persons).values({ id: personId, email: `${personId}@example.test` });
  const customerId = newId('customer');
  await db.insert(customers).values({ id: customerId, businessId, personId });
  const cardId = await ensureLoyaltyCard(db, businessId, customerId);
  return { customerId, cardId: cardId! };
}

/** A business with a programme (10 stamps per card), two points rewards, a key and one customer with a card. */
async function loyaltyShop(scopes = SCOPES) {
  const ctx = await setup(scopes);
  const db = await getDb();
  const program = await configureLoyaltyProgram(db, ctx.business.id, {
    stampsPerCard: 10,
    stampReward: { name: 'Free croissant' },
    pointsPerEuro: 1,
    pointsRewards: [
      { name: 'Coffee', pointsCost: 100 },
      { name: 'Cake', pointsCost: 250 },
    ],
  });
  const reward = (name: string) => program.rewards.find((r) => r.name === name)!.id;
  const customer = await makeCustomer(ctx.business.id);
  return { ...ctx, ...customer, program, croissant: reward('Free croissant'), coffee: reward('Coffee'), cake: reward('Cake') };
}

const card = async (key: string, id: string) => (await call('GET', `/public/loyalty/cards/${id}`, { key })).body;

afterEach(() => {
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

describe('loyalty programme and cards', () => {
  it('gives each customer one card, also those who were customers before the programme', async () => {
    const { business, key } = await setup(SCOPES);
    const db = await getDb();
    const before = await makeCustomer(business.id);
    expect(before.cardId).toBeNull(); // no programme yet
    const program = await configureLoyaltyProgram(db, business.id, { stampsPerCard: 8, stampReward: { name: 'Bread' } });
    expect(program).toMatchObject({ stampsPerCard: 8, pointsPerEuro: 0, cardsCreated: 1, rewards: [{ kind: 'stamps', name: 'Bread', pointsCost: null }] });
    const after = await makeCustomer(business.id);
    expect(await ensureLoyaltyCard(db, business.id, after.customerId)).toBe(after.cardId); // idempotent

    const list = await call('GET', '/public/loyalty/cards', { key });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toEqual({
      id: expect.stringMatching(/^card_/),
      customerId: before.customerId,
      points: 0,
      stamps: 0,
      stampsPerCard: 8,
      fullCards: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      livemode: true,
    });
    const filtered = await call('GET', `/public/loyalty/cards?customerId=${after.customerId}`, { key });
    expect(filtered.body.data.map((c: { id: string }) => c.id)).toEqual([after.cardId]);

    // Reconfiguring keeps reward ids, deactivates rewards left out, and creates no second card.
    const again = await configureLoyaltyProgram(db, business.id, {
      stampsPerCard: 5,
      stampReward: { name: 'Baguette' },
      pointsRewards: [{ name: 'Tea', pointsCost: 50 }],
    });
    expect(again.cardsCreated).toBe(0);
    expect(again.rewards.find((r) => r.kind === 'stamps')!.id).toBe(program.rewards[0]!.id);
    const again2 = await configureLoyaltyProgram(db, business.id, { stampsPerCard: 5, stampReward: { name: 'Baguette' } });
    expect(again2.rewards.map((r) => r.name)).toEqual(['Baguette']);
    expect((await card(key, after.cardId)).rewards.map((r: { name: string }) => r.name)).toEqual(['Baguette']);
  });

  it('pages through cards with limit and cursor; bad paging → 400', async () => {
    const { business, key } = await loyaltyShop();
    for (let i = 0; i < 4; i++) await makeCustomer(business.id);
    const first = await call('GET', '/public/loyalty/cards?limit=3', { key });
    expect(first.body.data).toHaveLength(3);
    expect(first.body.hasMore).toBe(true);
    const second = await call('GET', `/public/loyalty/cards?limit=3&cursor=${first.body.nextCursor}`, { key });
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.body.data).toHaveLength(2);
    const ids = [...first.body.data, ...second.body.data].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(5);
    for (const query of ['limit=0', 'limit=101', 'cursor=nope', 'colour=blue']) {
      const res = await call('GET', `/public/loyalty/cards?${query}`, { key });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('shows a card with its ledger (newest first) and rewards marked available', async () => {
    const { key, cardId, customerId, croissant, coffee, cake } = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: 120, reason: 'Welcome' } });
    const detail = await call('GET', `/public/loyalty/cards/${cardId}`, { key });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: cardId, customerId, points: 120, stamps: 0, fullCards: 0, stampsPerCard: 10 });
    expect(detail.body.rewards).toEqual(
      expect.arrayContaining([
        { id: croissant, kind: 'stamps', name: 'Free croissant', pointsCost: null, available: false },
        { id: coffee, kind: 'points', name: 'Coffee', pointsCost: 100, available: true },
        { id: cake, kind: 'points', name: 'Cake', pointsCost: 250, available: false },
      ]),
    );
    expect(detail.body.rewards).toHaveLength(3);
    expect(detail.body.ledger).toEqual([
      expect.objectContaining({ kind: 'points_added', amount: 120, pointsAfter: 120, note: 'Welcome', actor: 'api' }),
    ]);
  });

  it('keeps the ledger to the latest 50 entries', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000';
    const { key, cardId } = await loyaltyShop();
    for (let i = 1; i <= 55; i++) await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: i } });
    const detail = await card(key, cardId);
    expect(detail.ledger).toHaveLength(50);
    expect(detail.ledger[0].amount).toBe(55);
    expect(detail.ledger[49].amount).toBe(6);
  });
});

describe('stamps', () => {
  it('adds stamps, completes full cards (several at once) and writes ledger entries', async () => {
    const { key, keyId, cardId } = await loyaltyShop();
    const first = await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 7, note: 'Tuesday' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: cardId, stamps: 7, fullCards: 0, stampsPerCard: 10, ledgerEntryId: expect.stringMatching(/^led_/) });
    expect(first.body.ledgerEntries).toEqual([
      expect.objectContaining({ id: first.body.ledgerEntryId, kind: 'stamps_added', amount: 7, stampsAfter: 7, note: 'Tuesday', apiKeyId: keyId }),
    ]);

    const second = await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 25 } });
    expect(second.body).toMatchObject({ stamps: 2, fullCards: 3 });
    expect(second.body.ledgerEntries.map((e: { kind: string; amount: number; stampsAfter: number; fullCardsAfter: number }) => [e.kind, e.amount, e.stampsAfter, e.fullCardsAfter])).toEqual([
      ['stamps_added', 25, 32, 0],
      ['card_completed', 3, 2, 3],
    ]);
    expect(second.body.ledgerEntryId).toBe(second.body.ledgerEntries[0].id);

    const detail = await card(key, cardId);
    expect(detail).toMatchObject({ stamps: 2, fullCards: 3 });
    expect(detail.ledger.map((e: { kind: string }) => e.kind)).toEqual(['card_completed', 'stamps_added', 'stamps_added']);
    expect(detail.rewards.find((r: { kind: string }) => r.kind === 'stamps').available).toBe(true);

    const exact = await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 8 } });
    expect(exact.body).toMatchObject({ stamps: 0, fullCards: 4 });
  });

  it('validates count: integer 1–100, unknown fields refused', async () => {
    const { key, cardId } = await loyaltyShop();
    for (const body of [{ count: 0 }, { count: 101 }, { count: 1.5 }, { count: '3' }, {}, { count: 1, bonus: true }]) {
      const res = await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await card(key, cardId)).ledger).toHaveLength(0);
  });

  it('removes stamps, never below zero (400 validation_failed on count, nothing changed)', async () => {
    const { key, cardId } = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 4 } });
    const removed = await call('POST', `/public/loyalty/cards/${cardId}/stamps/remove`, { key, body: { count: 3, note: 'Mistake' } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ stamps: 1 });
    expect(removed.body.ledgerEntries).toEqual([expect.objectContaining({ kind: 'stamps_removed', amount: -3, stampsAfter: 1, note: 'Mistake' })]);

    const tooMany = await call('POST', `/public/loyalty/cards/${cardId}/stamps/remove`, { key, body: { count: 2 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'count' }] });
    expect(tooMany.body.error.message).toMatch(/Not enough stamps/);
    const detail = await card(key, cardId);
    expect(detail.stamps).toBe(1);
    expect(detail.ledger).toHaveLength(2);
  });

  it('replays a stamps POST with the same Idempotency-Key without adding twice', async () => {
    const { key, cardId } = await loyaltyShop();
    const headers = { 'Idempotency-Key': randomUUID() };
    const a = await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 3 }, headers });
    const b = await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 3 }, headers });
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body).toEqual(a.body);
    const detail = await card(key, cardId);
    expect(detail.stamps).toBe(3);
    expect(detail.ledger).toHaveLength(1);
  });
});

describe('points and rewards', () => {
  it('adds and deducts points; never below zero; bounds checked', async () => {
    const { key, cardId } = await loyaltyShop();
    const added = await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: 300, reason: 'Purchase' } });
    expect(added.body).toMatchObject({ points: 300 });
    const deducted = await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: -120 } });
    expect(deducted.body).toMatchObject({ points: 180 });
    expect(deducted.body.ledgerEntries[0]).toMatchObject({ kind: 'points_removed', amount: -120, pointsAfter: 180 });

    const below = await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: -181 } });
    expect(below.status).toBe(400);
    expect(below.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'points' }] });
    for (const body of [{ points: 0 }, { points: 1_000_001 }, { points: -1_000_001 }, { points: 2.5 }, { points: 1, note: 'x' }]) {
      const res = await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const detail = await card(key, cardId);
    expect(detail.points).toBe(180);
    expect(detail.ledger).toHaveLength(2);
  });

  it('redeems a points reward (spends its cost) and the stamp reward (spends one full card)', async () => {
    const { key, cardId, coffee, croissant } = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: 150 } });
    const res = await call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId: coffee } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ points: 50 });
    expect(res.body.ledgerEntries).toEqual([
      expect.objectContaining({ id: res.body.ledgerEntryId, kind: 'reward_redeemed', amount: -100, pointsAfter: 50, rewardId: coffee, note: 'Coffee' }),
    ]);
    const again = await call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId: coffee } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'rewardId' }] });

    const noCard = await call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId: croissant } });
    expect(noCard.status).toBe(400);
    await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 12 } });
    const stamped = await call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId: croissant } });
    expect(stamped.status).toBe(200);
    expect(stamped.body).toMatchObject({ stamps: 2, fullCards: 0, points: 50 });
    expect(stamped.body.ledgerEntries[0]).toMatchObject({ kind: 'reward_redeemed', amount: -1, fullCardsAfter: 0, rewardId: croissant });
  });

  it('answers 404 for an unknown reward or another business’s reward', async () => {
    const { key, cardId } = await loyaltyShop();
    const other = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: 1000 } });
    for (const rewardId of ['rwd_nope', other.coffee]) {
      const res = await call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await card(key, cardId)).points).toBe(1000);
  });

  it('never spends the same points twice: 10 concurrent 100-point redeems on 300 points → exactly 3', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000';
    const { key, cardId, coffee } = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${cardId}/points`, { key, body: { points: 300 } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId: coffee } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    expect(results.filter((r) => r.status === 200).map((r) => r.body.points).sort()).toEqual([0, 100, 200]);
    const detail = await card(key, cardId);
    expect(detail.points).toBe(0);
    expect(detail.ledger.filter((e: { kind: string }) => e.kind === 'reward_redeemed')).toHaveLength(3);
  }, 60_000);

  it('never removes stamps or full cards twice under concurrency', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000';
    const { key, cardId, croissant } = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 25 } }); // 2 full cards + 5
    const [removes, redeems] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => call('POST', `/public/loyalty/cards/${cardId}/stamps/remove`, { key, body: { count: 1 } }))),
      Promise.all(Array.from({ length: 5 }, () => call('POST', `/public/loyalty/cards/${cardId}/redeem`, { key, body: { rewardId: croissant } }))),
    ]);
    expect(removes.filter((r) => r.status === 200)).toHaveLength(5);
    expect(redeems.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await card(key, cardId)).toMatchObject({ stamps: 0, fullCards: 0 });

    // Concurrent additions lose no stamp and complete each card exactly once.
    const adds = await Promise.all(Array.from({ length: 23 }, () => call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key, body: { count: 1 } })));
    expect(adds.every((r) => r.status === 200)).toBe(true);
    expect(adds.filter((r) => r.body.ledgerEntries.length === 2)).toHaveLength(2);
    expect(await card(key, cardId)).toMatchObject({ stamps: 3, fullCards: 2 });
  }, 60_000);
});

describe('coupons', () => {
  it('redeems a coupon once (case-insensitive code), with or without a customer; second → 409 conflict', async () => {
    const { business, key, customerId, cardId } = await loyaltyShop();
    const db = await getDb();
    await createCoupon(db, business.id, { code: 'spring-10', description: '10% off' });
    await createCoupon(db, business.id, { code: 'WELCOME', description: 'Free coffee' });
    await expect(createCoupon(db, business.id, { code: 'Welcome', description: 'dup' })).rejects.toMatchObject({ code: 'conflict' });

    const res = await call('POST', '/public/loyalty/coupons/Spring-10/redeem', { key, body: { customerId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'SPRING-10',
      description: '10% off',
      redeemedAt: expect.any(String),
      customerId,
      ledgerEntryId: expect.stringMatching(/^led_/),
    });
    const detail = await card(key, cardId);
    expect(detail.ledger[0]).toMatchObject({ id: res.body.ledgerEntryId, kind: 'coupon_redeemed', amount: 0, cardId, couponId: res.body.id });

    const second = await call('POST', '/public/loyalty/coupons/SPRING-10/redeem', { key, body: { customerId } });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('conflict');

    const anonymous = await call('POST', '/public/loyalty/coupons/WELCOME/redeem', { key });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ code: 'WELCOME', customerId: null });
  });

  it('refuses expired (400), unknown (404) and another business’s coupon or customer (404)', async () => {
    const { business, key } = await loyaltyShop();
    const other = await loyaltyShop();
    const db = await getDb();
    await createCoupon(db, business.id, { code: 'OLD', description: 'Gone', expiresAt: new Date(Date.now() - 60_000) });
    await createCoupon(db, business.id, { code: 'FRESH', description: 'Ok', expiresAt: new Date(Date.now() + 3_600_000) });
    await createCoupon(db, other.business.id, { code: 'THEIRS', description: 'Not yours' });

    const expired = await call('POST', '/public/loyalty/coupons/OLD/redeem', { key });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('validation_failed');
    expect((await call('POST', '/public/loyalty/coupons/NOPE/redeem', { key })).status).toBe(404);
    expect((await call('POST', '/public/loyalty/coupons/THEIRS/redeem', { key })).status).toBe(404);
    const foreignCustomer = await call('POST', '/public/loyalty/coupons/FRESH/redeem', { key, body: { customerId: other.customerId } });
    expect(foreignCustomer.status).toBe(404);
    expect(foreignCustomer.body.error.details).toEqual([{ path: 'customerId', message: expect.any(String) }]);
    // Nothing was used up by the refusals.
    expect((await call('POST', '/public/loyalty/coupons/FRESH/redeem', { key })).status).toBe(200);
    expect((await call('POST', '/public/loyalty/coupons/THEIRS/redeem', { key: other.key })).status).toBe(200);
  });

  it('lets exactly one of 10 concurrent redemptions of a coupon succeed', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000';
    const { business, key } = await loyaltyShop();
    await createCoupon(await getDb(), business.id, { code: 'RUSH', description: 'Once' });
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/public/loyalty/coupons/RUSH/redeem', { key })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  }, 60_000);
});

describe('loyalty access', () => {
  it('never shows or changes another business’s card (404)', async () => {
    const mine = await loyaltyShop();
    const theirs = await loyaltyShop();
    await call('POST', `/public/loyalty/cards/${theirs.cardId}/points`, { key: theirs.key, body: { points: 500 } });
    const paths: [string, string, unknown][] = [
      ['GET', `/public/loyalty/cards/${theirs.cardId}`, undefined],
      ['POST', `/public/loyalty/cards/${theirs.cardId}/stamps`, { count: 1 }],
      ['POST', `/public/loyalty/cards/${theirs.cardId}/stamps/remove`, { count: 1 }],
      ['POST', `/public/loyalty/cards/${theirs.cardId}/points`, { points: -10 }],
      ['POST', `/public/loyalty/cards/${theirs.cardId}/redeem`, { rewardId: theirs.coffee }],
    ];
    for (const [method, path, body] of paths) {
      const res = await call(method, path, { key: mine.key, body });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const list = await call('GET', `/public/loyalty/cards?customerId=${theirs.customerId}`, { key: mine.key });
    expect(list.body.data).toEqual([]);
    expect((await card(theirs.key, theirs.cardId)).points).toBe(500);
  });

  it('requires loyalty:read to read and loyalty:write to write (write never implies read)', async () => {
    const { business, key, cardId, coffee } = await loyaltyShop();
    const writeOnly = (await makeKey(business.id, ['loyalty:write'])).key;
    const readOnly = (await makeKey(business.id, ['loyalty:read', 'customers:read'])).key;
    for (const path of ['/public/loyalty/cards', `/public/loyalty/cards/${cardId}`]) {
      const res = await call('GET', path, { key: writeOnly });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'loyalty:read' });
    }
    const writes: [string, unknown][] = [
      [`/public/loyalty/cards/${cardId}/stamps`, { count: 1 }],
      [`/public/loyalty/cards/${cardId}/stamps/remove`, { count: 1 }],
      [`/public/loyalty/cards/${cardId}/points`, { points: 1 }],
      [`/public/loyalty/cards/${cardId}/redeem`, { rewardId: coffee }],
      ['/public/loyalty/coupons/ANY/redeem', {}],
    ];
    for (const [path, body] of writes) {
      const res = await call('POST', path, { key: readOnly, body });
      expect(res.status, path).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'loyalty:write' });
    }
    expect((await call('POST', `/public/loyalty/cards/${cardId}/stamps`, { key: writeOnly, body: { count: 1 } })).status).toBe(200);
    expect((await card(key, cardId)).stamps).toBe(1);
    expect((await call('GET', '/public/loyalty/cards', {})).status).toBe(401);
    const wrongMethod = await call('GET', `/public/loyalty/cards/${cardId}/stamps`, { key });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
