// Which stored ECB reference rate applies to a document, and which currencies are accepted.
import { and, asc, desc, eq, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRateFetches, exchangeRates } from '../../db/schema';
import { invalid } from '../shared/errors';
import { addDays, isIsoDate, latestPublicationDayOnOrBefore } from './calendar';
import { normaliseRate } from './ecb-feed';

/**
 * The publication days a feed's fetch record proves were seen, as days before its latestDate: the daily feed
 * holds its latest day only; the 90-day feed holds about 64 publication days (~90 calendar days), of which
 * 60 calendar days are counted, to stay on the safe side. Unknown feeds count for their latest day only.
 */
const COVERAGE_DAYS: Record<string, number> = { daily: 0, hist90: 60 };

/**
 * The rate of `currency` (units for 1 EUR, normalised decimal string) from the latest ECB publication on or
 * before `invoiceDate`, with the date of that publication; null while it is not known (pending). EUR is
 * always { rate: '1', date: invoiceDate }. With P the latest calendar publication day on or before
 * invoiceDate:
 * - the latest stored rate dated ≤ invoiceDate applies when it is dated P or later;
 * - otherwise an earlier stored rate applies only when the stored fetch records prove that every publication
 *   day after it, up to P, was seen in a feed without a rate for the currency (e.g. an unexpected closure);
 * - otherwise null: P's rate is not published or not fetched yet, and the answer is never guessed.
 * Throws a validation DomainError on a malformed currency code or date.
 */
export async function resolveRate(db: Db, currency: string, invoiceDate: string): Promise<{ rate: string; date: string } | null> {
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid('currency', `"${currency}" is not a three-letter ISO 4217 code`);
  if (!isIsoDate(invoiceDate)) throw invalid('date', `"${invoiceDate}" is not a YYYY-MM-DD date`);
  if (currency === 'EUR') return { rate: '1', date: invoiceDate };

  const publicationDay = latestPublicationDayOnOrBefore(invoiceDate);
  const [latest] = await db
    .select({ date: exchangeRates.date, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.date, invoiceDate)))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  if (!latest) return null;
  const found = { rate: normaliseRate(latest.rate) ?? latest.rate, date: latest.date };
  if (latest.date >= publicationDay) return found;

  // No rate on P: fall back to `latest` only if every publication day in (latest.date, P] is covered by a fetch.
  const fetches = await db.select({ feed: exchangeRateFetches.feed, latestDate: exchangeRateFetches.latestDate }).from(exchangeRateFetches);
  const covered = (day: string) =>
    fetches.some((fetch) => day <= fetch.latestDate && day >= addDays(fetch.latestDate, -(COVERAGE_DAYS[fetch.feed] ?? 0)));
  for (let day = publicationDay; day > latest.date; day = latestPublicationDayOnOrBefore(addDays(day, -1))) {
    if (!covered(day)) return null;
  }
  return found;
}

/** The currencies of the newest stored publication day, sorted; empty when no rate is stored. */
export async function publishedCurrencies(db: Db): Promise<string[]> {
  const [newest] = await db.select({ date: max(exchangeRates.date) }).from(exchangeRates);
  if (!newest?.date) return [];
  const rows = await db
    .select({ currency: exchangeRates.currency })
    .from(exchangeRates)
    .where(eq(exchangeRates.date, newest.date))
    .orderBy(asc(exchangeRates.currency));
  return rows.map((row) => row.currency);
}

let isoCurrencies: Set<string> | undefined;

/**
 * Whether documents may be issued in `code` (exact upper-case ISO 4217 code): EUR always; before any rate is
 * stored, any ISO 4217 currency the runtime knows (Intl.supportedValuesOf); afterwards, only the currencies
 * of the newest stored publication day.
 */
export async function isKnownCurrency(db: Db, code: string): Promise<boolean> {
  if (code === 'EUR') return true;
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const published = await publishedCurrencies(db);
  if (published.length > 0) return published.includes(code);
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(code);
}
