// Refreshing the stored ECB reference rates from the 90-day and daily feeds.
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRateFetches, exchangeRates } from '../../db/schema';
import { type RatesConfig, ratesConfig } from './config';
import { type EcbDay, fetchEcbFeed, normaliseRate } from './ecb-feed';

export { ratesConfig, type RatesConfig } from './config';

/** The feeds a refresh reads, by the name recorded in exchange_rate_fetches.feed. */
export type RatesFeed = 'hist90' | 'daily';

/** The outcome of one feed in a refresh. */
export type FeedReport = {
  feed: RatesFeed;
  ok: boolean;
  /** Publication days the feed held (when ok). */
  days?: number;
  /** Newest publication day the feed held (when ok). */
  latestDate?: string;
  /** (currency, date) rows newly stored (when ok). */
  inserted?: number;
  /** Rows the feed gave a different rate for than the one already stored; the stored rate was kept. */
  conflicts?: number;
  /** Why the feed was not used (when not ok). */
  error?: string;
};

/** The outcome of a refresh: `ok` when every feed was stored. */
export type RefreshReport = { ok: boolean; feeds: FeedReport[] };

/** Where to fetch the feeds and how long each may take. */
export type RefreshOptions = Pick<RatesConfig, 'dailyUrl' | 'hist90Url' | 'timeoutMs'>;

const INSERT_CHUNK = 1_000; // rows per INSERT (4 parameters each, far below PostgreSQL's 65 535)

type RateRow = { currency: string; date: string; rate: string };

/** Stores one parsed feed in one transaction: its rates (existing rows untouched) and its fetch record. */
async function storeFeed(db: Db, feed: RatesFeed, days: EcbDay[], now: Date) {
  const rows: RateRow[] = days.flatMap((day) => Object.entries(day.rates).map(([currency, rate]) => ({ currency, date: day.date, rate })));
  const latest = days.reduce((a, b) => (b.date > a.date ? b : a));
  const currencies = Object.keys(latest.rates).sort();
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => ({ ...row, fetchedAt: now }));
      const stored = await tx.insert(exchangeRates).values(chunk).onConflictDoNothing().returning({ currency: exchangeRates.currency });
      inserted += stored.length;
    }
    let conflicts = 0;
    if (inserted < rows.length) {
      const oldest = days.reduce((a, b) => (b.date < a.date ? b : a)).date;
      const currencyList = [...new Set(rows.map((row) => row.currency))];
      const existing = await tx
        .select({ currency: exchangeRates.currency, date: exchangeRates.date, rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(and(gte(exchangeRates.date, oldest), lte(exchangeRates.date, latest.date), inArray(exchangeRates.currency, currencyList)));
      const storedRate = new Map(existing.map((row) => [`${row.currency} ${row.date}`, normaliseRate(row.rate)]));
      conflicts = rows.filter((row) => {
        const stored = storedRate.get(`${row.currency} ${row.date}`);
        return stored !== undefined && stored !== row.rate;
      }).length;
    }
    const record = { latestDate: latest.date, currencies, fetchedAt: now };
    await tx
      .insert(exchangeRateFetches)
      .values({ feed, ...record })
      .onConflictDoUpdate({ target: exchangeRateFetches.feed, set: record });
    return { days: days.length, latestDate: latest.date, inserted, conflicts };
  });
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Fetches the 90-day and daily ECB feeds and stores every (currency, date, rate) they hold, never changing
 * a stored rate. Both feeds are fetched concurrently and stored in order (90-day first, then daily), each in
 * its own transaction together with its exchange_rate_fetches record, so a feed is stored whole or not at
 * all. A feed that is down, slow or malformed (or fails to store) is reported, never thrown, and does not
 * stop the other; `ok` is true when every feed was stored.
 */
export async function refreshRates(db: Db, options: RefreshOptions = ratesConfig()): Promise<RefreshReport> {
  const feeds: { feed: RatesFeed; url: string }[] = [
    { feed: 'hist90', url: options.hist90Url },
    { feed: 'daily', url: options.dailyUrl },
  ];
  const fetched = await Promise.allSettled(feeds.map(({ url }) => fetchEcbFeed(url, { timeoutMs: options.timeoutMs })));
  const reports: FeedReport[] = [];
  for (const [index, { feed }] of feeds.entries()) {
    const result = fetched[index]!;
    if (result.status === 'rejected') {
      reports.push({ feed, ok: false, error: describeError(result.reason) });
      continue;
    }
    try {
      reports.push({ feed, ok: true, ...(await storeFeed(db, feed, result.value, new Date())) });
    } catch (error) {
      reports.push({ feed, ok: false, error: `storing the feed failed: ${describeError(error)}` });
    }
  }
  return { ok: reports.every((report) => report.ok), feeds: reports };
}
