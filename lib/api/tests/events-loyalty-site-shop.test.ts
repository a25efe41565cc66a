// Events of loyalty, the site and the shop through HTTP: loyalty.operation per operation (the operation as the
// API answers it), site.published per publication (PATCH isEnabled, the builder's draft, an online restore),
// shop.status_changed only when the status really changes; refused or no-op changes write none.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createCoupon } from '../../domain/loyalty/coupons';
import { configureLoyaltyProgram } from '../../domain/loyalty/program';
import { publishDraft } from '../../domain/site/draft-publish';
import { listVersions, restoreVersion } from '../../domain/site/versions';
import { call, setup } from '../../testing/api';
import { eventsWrittenBy, typesOf } from '../../testing/events';

describe('loyalty.operation', () => {
  async function member() {
    const ctx = await setup(['loyalty:read', 'loyalty:write', 'customers:write']);
    const db = await getDb();
    const program = await configureLoyaltyProgram(db, ctx.business.id, {
      stampsPerCard: 5,
      stampReward: { name: 'Free croissant' },
      pointsPerEuro: 1,
      pointsRewards: [{ name: 'Coffee', pointsCost: 100 }],
    });
    const customer = (await call('POST', '/public/customers', { key: ctx.key, body: { email: 'loyal.events@example.be' } })).body;
    const card = (await call('GET', `/public/loyalty/cards?customerId=${customer.id}`, { key: ctx.key })).body.data[0];
    return { ...ctx, customerId: customer.id as string, cardId: card.id as string, coffee: program.rewards.find((r) => r.name === 'Coffee')!.id };
  }

  it('one event per operation, with the operation as the API answers it; refused operations write none', async () => {
    const { business, key, cardId, coffee } = await member();
    const post = (path: string, body: unknown) => call('POST', `/public/loyalty/cards/${cardId}/${path}`, { key, body });
    for (const [path, body] of [
      ['stamps', { count: 7, note: 'Mardi' }],
      ['stamps/remove', { count: 1 }],
      ['points', { points: 150, reason: 'Achat' }],
      ['redeem', { rewardId: coffee }],
    ] as const) {
      let answer: unknown;
      const written = await eventsWrittenBy(business.id, async () => {
        const res = await post(path, body);
        expect(res.status).toBe(200);
        answer = res.body;
      });
      expect(typesOf(written.events)).toEqual(['loyalty.operation']);
      expect(written.events[0]!.data.object).toEqual(answer);
    }
    // Adding stamps that complete a card is one operation: one event carrying both ledger entries.
    const completed = await eventsWrittenBy(business.id, () => post('stamps', { count: 4 }));
    expect(completed.events).toHaveLength(1);
    expect(completed.events[0]!.data.object.ledgerEntries).toMatchObject([{ kind: 'stamps_added' }, { kind: 'card_completed' }]);

    const refused = await eventsWrittenBy(business.id, async () => {
      expect((await post('points', { points: -1000 })).status).toBe(400);
      expect((await post('stamps/remove', { count: 99 })).status).toBe(400);
      expect((await post('redeem', { rewardId: coffee })).status).toBe(400);
    });
    expect(refused.events).toEqual([]);
  });

  it('a coupon redemption: one event with the redemption as the API answers it; a second redemption (409) none', async () => {
    const { business, key, customerId } = await member();
    await createCoupon(await getDb(), business.id, { code: 'EVENTS-10', description: '10% off' });
    let answer: unknown;
    const redeemed = await eventsWrittenBy(business.id, async () => {
      const res = await call('POST', '/public/loyalty/coupons/events-10/redeem', { key, body: { customerId } });
      expect(res.status).toBe(200);
      answer = res.body;
    });
    expect(typesOf(redeemed.events)).toEqual(['loyalty.coupon_redeemed']);
    expect(redeemed.events[0]!.data.object).toEqual(answer);
    const twice = await eventsWrittenBy(business.id, async () => {
      expect((await call('POST', '/public/loyalty/coupons/EVENTS-10/redeem', { key, body: {} })).status).toBe(409);
    });
    expect(twice.events).toEqual([]);
  });
});

describe('site.published', () => {
  it('PATCH isEnabled true publishes once (the site as GET reads it); again, a design change or taking it offline: none', async () => {
    const { business, key } = await setup(['site:read', 'site:write']);
    const design = await eventsWrittenBy(business.id, () => call('PATCH', '/public/site', { key, body: { primaryColor: '#1f5f5b' } }));
    expect(design.events).toEqual([]);
    const published = await eventsWrittenBy(business.id, async () => {
      expect((await call('PATCH', '/public/site', { key, body: { isEnabled: true } })).status).toBe(200);
    });
    expect(typesOf(published.events)).toEqual(['site.published']);
    const site = (await call('GET', '/public/site', { key })).body;
    expect(published.events[0]!.data.object).toEqual(site);
    expect(site.publishedAt).not.toBeNull();

    const quiet = await eventsWrittenBy(business.id, async () => {
      await call('PATCH', '/public/site', { key, body: { isEnabled: true, seoTitle: 'Boulangerie' } });
      await call('PATCH', '/public/site', { key, body: { isEnabled: false } });
    });
    expect(quiet.events).toEqual([]);
  });

  it("the builder's draft publish, and restoring a version of an online site, publish", async () => {
    const { business, key } = await setup(['site:read', 'site:write']);
    const db = await getDb();
    const drafted = await eventsWrittenBy(business.id, () => publishDraft(db, business.id, { userId: null }));
    expect(typesOf(drafted.events)).toEqual(['site.published']);
    expect(drafted.events[0]!.data.object).toEqual((await call('GET', '/public/site', { key })).body);

    const [version] = await listVersions(db, business.id);
    const restored = await eventsWrittenBy(business.id, () => restoreVersion(db, business.id, version!.id, null));
    expect(typesOf(restored.events)).toEqual(['site.published']);
    await call('PATCH', '/public/site', { key, body: { isEnabled: false } });
    const offline = await eventsWrittenBy(business.id, () => restoreVersion(db, business.id, version!.id, null));
    expect(offline.events).toEqual([]);
  });
});

describe('shop.status_changed', () => {
  it('on creation and on each change of status, with the shop as GET reads it; not for other changes', async () => {
    const { business, key } = await setup(['shop:read', 'shop:write']);
    const created = await eventsWrittenBy(business.id, () => call('PATCH', '/public/shop', { key, body: { name: 'Épicerie' } }));
    expect(typesOf(created.events)).toEqual(['shop.status_changed']);
    expect(created.events[0]!.data.object).toEqual((await call('GET', '/public/shop', { key })).body);
    expect(created.events[0]!.data.object).toMatchObject({ status: 'DRAFT', setupIssues: expect.any(Array) });

    const opened = await eventsWrittenBy(business.id, () => call('PATCH', '/public/shop', { key, body: { status: 'ACTIVE' } }));
    expect(typesOf(opened.events)).toEqual(['shop.status_changed']);
    expect(opened.events[0]!.data.object).toEqual((await call('GET', '/public/shop', { key })).body);
    expect(opened.events[0]!.data.object.status).toBe('ACTIVE');

    const quiet = await eventsWrittenBy(business.id, async () => {
      await call('PATCH', '/public/shop', { key, body: { status: 'ACTIVE', offersShipping: true } });
      await call('PATCH', '/public/shop', { key, body: { name: 'Épicerie fine' } });
      expect((await call('PATCH', '/public/shop', { key, body: { status: 'CLOSED' } })).status).toBe(400);
    });
    expect(quiet.events).toEqual([]);

    const paused = await eventsWrittenBy(business.id, () => call('PATCH', '/public/shop', { key, body: { status: 'PAUSED' } }));
    expect(paused.events.map((event) => event.data.object.status)).toEqual(['PAUSED']);
  });
});
