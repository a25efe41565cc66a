// Which rate applies, when it is pending, and which currencies are accepted: data stored by the real refresh
// from the stand-in ECB server. Each test runs in a rolled-back transaction, so it starts from empty tables.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, getDb } from '../../db/client';
import { type EcbServer, ecbSampleDays, startEcbServer } from '../../testing/ecb-server';
import { addDays, isPublicationDay, latestPublicationDayOnOrBefore } from './calendar';
import { type EcbDay, normaliseRate } from './ecb-feed';
import { refreshRates } from './refresh-rates';
import { isKnownCurrency, publishedCurrencies, resolveRate } from './resolve-rate';

class Rollback extends Error {}

/** Runs `fn` on a transaction that is always rolled back. */
async function isolated(fn: (db: Db) => Promise<void>): Promise<void> {
  const db = await getDb();
  await db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

const SAMPLE = ecbSampleDays(); // 2014-03-14 … 2014-06-13
const rateOn = (date: string, currency: string) => {
  return normaliseRate(SAMPLE.find((day) => day.date === date)!.rates[currency]!);
};

let server: EcbServer;
const refresh = (db: Db) => refreshRates(db, { dailyUrl: server.url('daily'), hist90Url: server.url('hist90'), timeoutMs: 2_000 });

beforeAll(async () => {
  await getDb(); // opening the database (migrations) is not any one test's time
  server = await startEcbServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  for (const feed of ['daily', 'hist90'] as const) server.setMode(feed, 'ok');
  server.setDays('hist90', SAMPLE);
  server.setDays('daily', SAMPLE.slice(0, 1));
});

describe('resolveRate', () => {
  it('falls back over an unexpected closure day once the 90-day feed shows it was skipped', () =>
    isolated(async (db) => {
      // No publication on Wednesday 2014-06-11 (not a TARGET holiday).
      server.setDays('hist90', SAMPLE.filter((day) => day.date !== '2014-06-11'));
      await refresh(db);
      expect(await resolveRate(db, 'USD', '2014-06-11')).toEqual({ rate: rateOn('2014-06-10', 'USD'), date: '2014-06-10' });
      expect(await resolveRate(db, 'USD', '2014-06-12')).toEqual({ rate: '1.3528', date: '2014-06-12' });
    }));

  it('stays pending when the gap is not proven (only the daily feed was fetched)', () =>
    isolated(async (db) => {
      server.setMode('hist90', 'down');
      server.setDays('daily', SAMPLE.slice(1, 2)); // Thursday 2014-06-12
      await refresh(db);
      server.setDays('daily', SAMPLE.slice(0, 1)); // Friday 2014-06-13
      await refresh(db);
      expect(await resolveRate(db, 'USD', '2014-06-13')).toEqual({ rate: '1.3534', date: '2014-06-13' });
      expect(await resolveRate(db, 'USD', '2014-06-12')).toEqual({ rate: '1.3528', date: '2014-06-12' });
      // Wednesday was never fetched: the daily feed now holds Friday, which proves nothing about Wednesday.
      expect(await resolveRate(db, 'USD', '2014-06-11')).toBeNull();
      expect(await resolveRate(db, 'USD', '2014-06-02')).toBeNull();
    }));

  it('uses the previous rate of a currency missing from a publication the feeds hold', () =>
    isolated(async (db) => {
      server.setDays(
        'hist90',
        SAMPLE.map((day) => (day.date === '2014-06-12' ? { ...day, rates: Object.fromEntries(Object.entries(day.rates).filter(([c]) => c !== 'CHF')) } : day)),
      );
      await refresh(db);
      expect(await resolveRate(db, 'CHF', '2014-06-12')).toEqual({ rate: rateOn('2014-06-11', 'CHF'), date: '2014-06-11' });
      expect(await resolveRate(db, 'CHF', '2014-06-13')).toEqual({ rate: '1.2178', date: '2014-06-13' });
    }));

  it('never reaches back months for a currency the ECB stopped publishing', () =>
    isolated(async (db) => {
      // LTL published until the end of March only.
      const days = SAMPLE.map((day) =>
        day.date > '2014-03-31' ? { ...day, rates: Object.fromEntries(Object.entries(day.rates).filter(([c]) => c !== 'LTL')) } : day,
      );
      server.setDays('hist90', days);
      server.setDays('daily', days.slice(0, 1));
      await refresh(db);
      expect(await resolveRate(db, 'LTL', '2014-03-31')).toEqual({ rate: rateOn('2014-03-31', 'LTL'), date: '2014-03-31' });
      expect(await resolveRate(db, 'LTL', '2014-06-13')).toBeNull();
      expect(await resolveRate(db, 'XYZ', '2014-06-13')).toBeNull();
    }));

  it('uses a publication that came on a day the calendar did not expect', () =>
    isolated(async (db) => {
      const holiday: EcbDay = { date: '2014-05-01', rates: { USD: '1.3870' } };
      server.setDays('hist90', [...SAMPLE, holiday]);
      await refresh(db);
      expect(await resolveRate(db, 'USD', '2014-05-01')).toEqual({ rate: '1.387', date: '2014-05-01' });
      expect(await resolveRate(db, 'GBP', '2014-05-01')).toEqual({ rate: rateOn('2014-04-30', 'GBP'), date: '2014-04-30' });
    }));

  it('is pending for an invoice dated today until the daily feed holds today', () =>
    isolated(async (db) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date()); // YYYY-MM-DD
      const yesterday = latestPublicationDayOnOrBefore(addDays(today, -1));
      const days = ecbSampleDays({ latest: yesterday, count: 64 });
      server.setDays('hist90', days);
      server.setDays('daily', days.slice(0, 1));
      await refresh(db);
      const expected = isPublicationDay(today) ? null : { rate: normaliseRate(days[0]!.rates.USD!), date: yesterday };
      expect(await resolveRate(db, 'USD', today)).toEqual(expected);
      expect(await resolveRate(db, 'USD', addDays(today, 7))).toBeNull(); // the future is always pending
      if (isPublicationDay(today)) {
        server.setDays('daily', [{ date: today, rates: { USD: '1.1000' } }]); // 16:00 CET: today's publication
        await refresh(db);
        expect(await resolveRate(db, 'USD', today)).toEqual({ rate: '1.1', date: today });
      }
    }));

  it('answers EUR at once and refuses malformed input', () =>
    isolated(async (db) => {
      expect(await resolveRate(db, 'EUR', '2030-01-01')).toEqual({ rate: '1', date: '2030-01-01' });
      await expect(resolveRate(db, 'usd', '2014-06-13')).rejects.toMatchObject({ code: 'validation_failed' });
      await expect(resolveRate(db, 'USD', '2014-13-01')).rejects.toMatchObject({ code: 'validation_failed' });
    }));
});

describe('publishedCurrencies and isKnownCurrency', () => {
  it('accept any ISO 4217 currency before anything is stored', () =>
    isolated(async (db) => {
      expect(await publishedCurrencies(db)).toEqual([]);
      for (const code of ['EUR', 'USD', 'ISK', 'CHF']) expect(await isKnownCurrency(db, code), code).toBe(true);
      for (const code of ['XYZ', 'usd', 'EURO', '', 'US']) expect(await isKnownCurrency(db, code), code).toBe(false);
    }));

  it('accept only the currencies of the newest stored publication day afterwards', () =>
    isolated(async (db) => {
      server.setDays('daily', [{ date: '2014-06-16', rates: { USD: '1.3570', GBP: '0.8001', ISK: '155.10' } }]);
      await refresh(db);
      expect(await publishedCurrencies(db)).toEqual(['GBP', 'ISK', 'USD']);
      for (const code of ['EUR', 'USD', 'GBP', 'ISK']) expect(await isKnownCurrency(db, code), code).toBe(true);
      for (const code of ['JPY', 'LTL', 'XYZ']) expect(await isKnownCurrency(db, code), code).toBe(false); // JPY: not in the newest day
    }));

  it('follow the feed: a currency leaving the list is no longer accepted', () =>
    isolated(async (db) => {
      await refresh(db);
      expect(await publishedCurrencies(db)).toEqual(Object.keys(SAMPLE[0]!.rates).sort());
      expect(await isKnownCurrency(db, 'LTL')).toBe(true);
      const withoutLtl = Object.fromEntries(Object.entries(SAMPLE[0]!.rates).filter(([c]) => c !== 'LTL'));
      server.setDays('daily', [{ date: '2014-06-16', rates: withoutLtl }]);
      await refresh(db);
      expect(await isKnownCurrency(db, 'LTL')).toBe(false);
      expect(await isKnownCurrency(db, 'ISK')).toBe(false); // not an ECB currency in 2014
    }));
});
