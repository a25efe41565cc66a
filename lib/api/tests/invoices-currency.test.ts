// Foreign-currency invoices: ECB rate of the issue date, EUR base amounts, best-effort pending rates filled in
// later by the real fetch-parse-store code against a local server serving ECB-format XML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { runCommand } from '../../operator/commands';
import { type EcbServer, ecbSampleDays, startEcbServer } from '../../testing/ecb-server';
import { call, setup } from '../../testing/api';

const RW = ['invoices:read', 'invoices:write'];
let ecb: EcbServer;

beforeAll(async () => {
  ecb = await startEcbServer({ days: { hist90: ecbSampleDays({ latest: '2014-06-13' }), daily: ecbSampleDays({ latest: '2014-06-13', count: 1 }) } });
  process.env.ECB_DAILY_URL = ecb.url('daily');
  process.env.ECB_HIST90_URL = ecb.url('hist90');
  process.env.ECB_TIMEOUT_MS = '2000';
});

afterAll(async () => {
  await ecb.close();
});

const usdLines = [{ description: 'Consulting', quantity: 10, unitPrice: 135.34, vatPercent: 21 }];

describe('foreign-currency invoices', () => {
  it('creates the invoice with a pending rate when the feed is down, and fills it in later, once', async () => {
    const { key } = await setup(RW);
    ecb.setMode('daily', 'down');
    ecb.setMode('hist90', 'down');
    const db = await getDb();
    const down = (await runCommand(db, { name: 'rates refresh' })) as { ok: boolean; filled: number };
    expect(down.ok).toBe(false);

    const created = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'Acme Inc.', currency: 'usd', issueDate: '2014-06-14', items: usdLines, finalize: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      currency: 'USD',
      status: 'FINALIZED',
      exchangeRate: null,
      exchangeRateDate: null,
      exchangeRateStatus: 'pending',
      baseAmount: null,
      totalAmount: 1637.61,
    });
    const note = await call('POST', `/public/invoices/${created.body.id}/credit-note`, {
      key,
      body: { items: [{ description: 'Consulting (1 h)', quantity: 1, unitPrice: 135.34, vatPercent: 21 }], issueDate: '2014-06-16' },
    });
    expect(note.body).toMatchObject({ exchangeRateStatus: 'pending', currency: 'USD' });

    ecb.setMode('daily', 'ok');
    ecb.setMode('hist90', 'ok');
    const up = (await runCommand(db, { name: 'rates refresh' })) as { ok: boolean; filled: number };
    expect(up.ok).toBe(true);
    expect(up.filled).toBeGreaterThanOrEqual(2);

    // Saturday 2014-06-14 → Friday's publication, 1 EUR = 1.3534 USD.
    const filled = await call('GET', `/public/invoices/${created.body.id}`, { key });
    expect(filled.body).toMatchObject({ exchangeRate: 1.3534, exchangeRateDate: '2014-06-13', exchangeRateStatus: 'resolved', baseAmount: 1210 });
    expect(filled.body.baseVatBreakdown).toEqual([{ vatPercent: 21, base: 1000, vat: 210 }]);
    const filledNote = await call('GET', `/public/invoices/${note.body.id}`, { key });
    expect(filledNote.body).toMatchObject({ exchangeRate: 1.3534, exchangeRateDate: '2014-06-13', baseAmount: 121 });

    // A later feed that disagrees never changes a filled rate.
    ecb.setDays('daily', [{ date: '2014-06-13', rates: { USD: '1.5000', JPY: '140', GBP: '0.8' } }]);
    await runCommand(db, { name: 'rates refresh' });
    expect((await call('GET', `/public/invoices/${created.body.id}`, { key })).body.exchangeRate).toBe(1.3534);
  });

  it('resolves at once when the rate is stored: latest publication on or before the issue date', async () => {
    const { key } = await setup(RW);
    await runCommand(await getDb(), { name: 'rates refresh' });
    const gbp = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'London Ltd', currency: 'GBP', issueDate: '2014-06-12', items: [{ description: 'Tea', quantity: 3, unitPrice: 0.8039, vatPercent: 6 }] },
    });
    expect(gbp.body).toMatchObject({ exchangeRate: 0.8039, exchangeRateDate: '2014-06-12', exchangeRateStatus: 'resolved', totalAmount: 2.55 });
    expect(gbp.body.baseAmount).toBe(3.17); // 2.55 / 0.8039 = 3.1720…

    const jpy = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'Tokyo KK', currency: 'JPY', issueDate: '2014-06-15', items: [{ description: 'Matcha', quantity: 1, unitPrice: 13808, vatPercent: 0 }] },
    });
    expect(jpy.body).toMatchObject({ exchangeRate: 138.08, exchangeRateDate: '2014-06-13', totalAmount: 13808, baseAmount: 100 });

    // Changing the issue date of a draft re-resolves the rate.
    const moved = await call('PATCH', `/public/invoices/${gbp.body.id}`, { key, body: { issueDate: '2014-06-13' } });
    expect(moved.body).toMatchObject({ exchangeRate: 0.7979, exchangeRateDate: '2014-06-13' });
  });

  it('keeps a weekday without a stored publication pending (never guesses)', async () => {
    const { key } = await setup(RW);
    const monday = await call('POST', '/public/invoices', { key, body: { buyerName: 'X', currency: 'USD', issueDate: '2014-06-16', items: usdLines } });
    expect(monday.body).toMatchObject({ exchangeRateStatus: 'pending', exchangeRate: null });
  });

  it('accepts only currencies the ECB publishes once rates are stored', async () => {
    const { key } = await setup(RW);
    for (const currency of ['XYZ', 'BTC', 'XAU', 'ARS']) {
      const res = await call('POST', '/public/invoices', { key, body: { buyerName: 'X', currency } });
      expect(res.status, currency).toBe(400);
      expect(res.body.error.details[0].path).toBe('currency');
    }
  });
});
