// Refreshing the stored rates through the real fetch, parse and store code, against the stand-in ECB server.
// Every test runs in a transaction that is rolled back, so it starts from empty rate tables and leaves
// nothing behind (the rate tables are global, not per business).
import { and, asc, count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, getDb } from '../../db/client';
import { exchangeRateFetches, exchangeRates } from '../../db/schema';
import { type EcbServer, ecbSampleDays, startEcbServer } from '../../testing/ecb-server';
import { normaliseRate } from './ecb-feed';
import { ratesConfig, refreshRates } from './refresh-rates';
import { resolveRate } from './resolve-rate';

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

const SAMPLE = ecbSampleDays(); // 64 publication days ending 2014-06-13, 32 currencies a day
const CURRENCIES = Object.keys(SAMPLE[0]!.rates).length;

let server: EcbServer;
const options = (timeoutMs = 2_000) => ({ dailyUrl: server.url('daily'), hist90Url: server.url('hist90'), timeoutMs });

beforeAll(async () => {
  await getDb(); // opening the database (migrations) is not any one test's time
  server = await startEcbServer({ slowMs: 20_000 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  for (const feed of ['daily', 'hist90'] as const) server.setMode(feed, 'ok');
  server.setDays('hist90', SAMPLE);
  server.setDays('daily', SAMPLE.slice(0, 1));
});

const rowCount = async (db: Db) => (await db.select({ n: count() }).from(exchangeRates))[0]!.n;
const fetchRecords = (db: Db) => db.select().from(exchangeRateFetches).orderBy(asc(exchangeRateFetches.feed));
const storedRate = async (db: Db, currency: string, date: string) =>
  (await db.select({ rate: exchangeRates.rate }).from(exchangeRates).where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.date, date))))[0]
    ?.rate;

describe('refreshRates', () => {
  it('stores both feeds and records each fetch', () =>
    isolated(async (db) => {
      const before = Date.now();
      const report = await refreshRates(db, options());
      expect(report).toEqual({
        ok: true,
        feeds: [
          { feed: 'hist90', ok: true, days: 64, latestDate: '2014-06-13', inserted: 64 * CURRENCIES, conflicts: 0 },
          { feed: 'daily', ok: true, days: 1, latestDate: '2014-06-13', inserted: 0, conflicts: 0 }, // already in hist90
        ],
      });
      expect(await rowCount(db)).toBe(64 * CURRENCIES);
      expect(await storedRate(db, 'USD', '2014-06-13')).toMatch(/^1\.35340*$/);
      const records = await fetchRecords(db);
      expect(records.map((r) => [r.feed, r.latestDate])).toEqual([
        ['daily', '2014-06-13'],
        ['hist90', '2014-06-13'],
      ]);
      for (const record of records) {
        expect(record.currencies).toEqual(Object.keys(SAMPLE[0]!.rates).sort());
        expect(record.fetchedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      }
    }));

  it('resolves the stored rates: weekday, weekend, Easter, before any data, not yet published', () =>
    isolated(async (db) => {
      await refreshRates(db, options());
      expect(await resolveRate(db, 'USD', '2014-06-12')).toEqual({ rate: '1.3528', date: '2014-06-12' });
      expect(await resolveRate(db, 'GBP', '2014-06-13')).toEqual({ rate: '0.7979', date: '2014-06-13' });
      expect(await resolveRate(db, 'HUF', '2014-06-13')).toEqual({ rate: '305.1', date: '2014-06-13' }); // "305.10" normalised
      expect(await resolveRate(db, 'USD', '2014-06-14')).toEqual({ rate: '1.3534', date: '2014-06-13' }); // Saturday → Friday
      expect(await resolveRate(db, 'JPY', '2014-06-15')).toEqual({ rate: '138.08', date: '2014-06-13' }); // Sunday → Friday
      const thursday = SAMPLE.find((day) => day.date === '2014-04-17')!;
      for (const date of ['2014-04-18', '2014-04-19', '2014-04-20', '2014-04-21']) {
        // Good Friday, the weekend and Easter Monday → the Thursday before Good Friday.
        expect(await resolveRate(db, 'CHF', date), date).toEqual({ rate: normaliseRate(thursday.rates.CHF!), date: '2014-04-17' });
      }
      expect((await resolveRate(db, 'SEK', '2014-05-01'))?.date).toBe('2014-04-30'); // 1 May
      expect(await resolveRate(db, 'USD', '2014-01-10')).toBeNull(); // before any stored data
      expect(await resolveRate(db, 'USD', '2014-06-16')).toBeNull(); // Monday not published (fetched) yet: pending
      expect(await resolveRate(db, 'EUR', '2014-06-16')).toEqual({ rate: '1', date: '2014-06-16' });

      // Monday's publication arrives with the daily feed: the pending date resolves.
      server.setDays('daily', [{ date: '2014-06-16', rates: { USD: '1.3570', GBP: '0.8001' } }]);
      const report = await refreshRates(db, options());
      expect(report.feeds[1]).toMatchObject({ feed: 'daily', ok: true, latestDate: '2014-06-16', inserted: 2 });
      expect(await resolveRate(db, 'USD', '2014-06-16')).toEqual({ rate: '1.357', date: '2014-06-16' });
      expect(await resolveRate(db, 'USD', '2014-06-17')).toBeNull(); // Tuesday: pending again
    }));

  it('stores the other feed when one is down, and reports it', () =>
    isolated(async (db) => {
      server.setMode('hist90', 'down');
      const report = await refreshRates(db, options());
      expect(report.ok).toBe(false);
      expect(report.feeds[0]).toEqual({ feed: 'hist90', ok: false, error: expect.stringMatching(/HTTP 503/) });
      expect(report.feeds[1]).toMatchObject({ feed: 'daily', ok: true, days: 1, inserted: CURRENCIES });
      expect(await rowCount(db)).toBe(CURRENCIES);
      expect((await fetchRecords(db)).map((r) => r.feed)).toEqual(['daily']);
      expect(await resolveRate(db, 'USD', '2014-06-13')).toEqual({ rate: '1.3534', date: '2014-06-13' });

      server.setMode('hist90', 'ok');
      server.setMode('daily', 'down');
      const second = await refreshRates(db, options());
      expect(second.feeds.map((f) => f.ok)).toEqual([true, false]);
      expect(second.feeds[0]).toMatchObject({ inserted: 63 * CURRENCIES });
      expect(await rowCount(db)).toBe(64 * CURRENCIES);
    }));

  it('reports a slow feed after the timeout and still stores the other', () =>
    isolated(async (db) => {
      server.setMode('daily', 'slow');
      const started = Date.now();
      const report = await refreshRates(db, options(300));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(report.feeds[1]).toEqual({ feed: 'daily', ok: false, error: expect.stringMatching(/within 300 ms/) });
      expect(report.feeds[0]).toMatchObject({ feed: 'hist90', ok: true, inserted: 64 * CURRENCIES });
      expect((await fetchRecords(db)).map((r) => r.feed)).toEqual(['hist90']);
    }));

  it('writes nothing of a truncated feed', () =>
    isolated(async (db) => {
      server.setMode('hist90', 'malformed');
      const report = await refreshRates(db, options());
      expect(report.feeds[0]).toEqual({ feed: 'hist90', ok: false, error: expect.stringMatching(/Malformed ECB feed/) });
      expect(report.feeds[1]).toMatchObject({ feed: 'daily', ok: true });
      // The cut-off document began with whole days: none of them was stored.
      expect(await db.select({ n: count() }).from(exchangeRates).where(lt(exchangeRates.date, '2014-06-13'))).toEqual([{ n: 0 }]);
      expect(await rowCount(db)).toBe(CURRENCIES);
      expect((await fetchRecords(db)).map((r) => r.feed)).toEqual(['daily']);
    }));

  it('stores nothing and reports both when both feeds fail', () =>
    isolated(async (db) => {
      server.setMode('hist90', 'malformed');
      server.setMode('daily', 'down');
      const report = await refreshRates(db, options());
      expect(report.ok).toBe(false);
      expect(report.feeds.map((f) => [f.feed, f.ok])).toEqual([
        ['hist90', false],
        ['daily', false],
      ]);
      expect(await rowCount(db)).toBe(0);
      expect(await fetchRecords(db)).toEqual([]);
      expect(await resolveRate(db, 'USD', '2014-06-13')).toBeNull();
    }));

  it('is idempotent', () =>
    isolated(async (db) => {
      await refreshRates(db, options());
      const firstFetchedAt = (await fetchRecords(db)).map((r) => r.fetchedAt.getTime());
      const rowsBefore = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency), asc(exchangeRates.date));
      const again = await refreshRates(db, options());
      expect(again.ok).toBe(true);
      expect(again.feeds.map((f) => [f.inserted, f.conflicts])).toEqual([
        [0, 0],
        [0, 0],
      ]);
      expect(await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency), asc(exchangeRates.date))).toEqual(rowsBefore);
      const secondFetchedAt = (await fetchRecords(db)).map((r) => r.fetchedAt.getTime());
      secondFetchedAt.forEach((at, i) => expect(at).toBeGreaterThanOrEqual(firstFetchedAt[i]!)); // the fetch is recorded again
    }));

  it('never changes a stored rate, and reports a feed that disagrees', () =>
    isolated(async (db) => {
      await refreshRates(db, options());
      const revised = SAMPLE.map((day) => (day.date === '2014-06-13' ? { ...day, rates: { ...day.rates, USD: '1.4000', GBP: '0.7979' } } : day));
      server.setDays('hist90', revised);
      server.setDays('daily', revised.slice(0, 1));
      const report = await refreshRates(db, options());
      expect(report.ok).toBe(true);
      expect(report.feeds.map((f) => [f.feed, f.inserted, f.conflicts])).toEqual([
        ['hist90', 0, 1],
        ['daily', 0, 1],
      ]);
      expect(await resolveRate(db, 'USD', '2014-06-13')).toEqual({ rate: '1.3534', date: '2014-06-13' });
      expect(await rowCount(db)).toBe(64 * CURRENCIES);
    }));
});

describe('ratesConfig', () => {
  it('reads the feeds, timeout and refresh interval from the environment, with the ECB defaults', () => {
    expect(ratesConfig({})).toEqual({
      dailyUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
      hist90Url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml',
      timeoutMs: 10_000,
      refreshMinutes: 60,
    });
    expect(
      ratesConfig({ ECB_DAILY_URL: 'http://127.0.0.1:9/d.xml', ECB_HIST90_URL: ' http://127.0.0.1:9/h.xml ', ECB_TIMEOUT_MS: '2500', ECB_REFRESH_MINUTES: '0' }),
    ).toEqual({ dailyUrl: 'http://127.0.0.1:9/d.xml', hist90Url: 'http://127.0.0.1:9/h.xml', timeoutMs: 2_500, refreshMinutes: 0 });
    expect(() => ratesConfig({ ECB_DAILY_URL: 'ftp://example.org/x.xml' })).toThrow(/ECB_DAILY_URL/);
    expect(() => ratesConfig({ ECB_TIMEOUT_MS: '0' })).toThrow(/ECB_TIMEOUT_MS/);
    expect(() => ratesConfig({ ECB_REFRESH_MINUTES: '-5' })).toThrow(/ECB_REFRESH_MINUTES/);
    expect(() => ratesConfig({ ECB_REFRESH_MINUTES: 'hourly' })).toThrow(/ECB_REFRESH_MINUTES/);
  });
});
