// The documented limits of every input, in one place, and the schema pieces that check them. Money is kept in
// integer minor units in bigint columns read as JS numbers (exact up to 2^53 − 1), so the maxima are chosen
// for the sums too: a document of 500 lines at MAX_LINE_AMOUNT, plus 100 % VAT, converted to EUR, stays exact.
import { z } from 'zod';
import { parseScaled } from './decimal';
import { hasAtMostDecimals } from './money';

/** Quantity of an invoice line, either way (negative lines are allowed): numeric(18,4). */
export const MAX_QUANTITY = 1_000_000;
/** Unit price of an invoice line, in major units: numeric(18,4). */
export const MAX_UNIT_PRICE = 1_000_000_000;
/** |quantity × unitPrice| of one line, in major units (10^12 minor units at most). */
export const MAX_LINE_AMOUNT = 10_000_000_000;
/** Lines on one invoice or credit note. */
export const MAX_LINES = 500;
/** A product's selling price, in major units. */
export const MAX_PRICE = 10_000_000;
/** The shop's flat shipping rate, in major units. */
export const MAX_SHIPPING_RATE = 100_000;
/** Stock of a product at one location and in total (integer columns, with room for one adjustment). */
export const MAX_STOCK = 1_000_000_000;
/** One stock adjustment, either way. */
export const MAX_STOCK_DELTA = 1_000_000;
/** Dates accepted anywhere (PostgreSQL has no year 0; nothing here predates 1900 or needs the year 3000). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

const fmt = (value: number) => value.toLocaleString('en-US').replaceAll(',', ' ');

const inDateRange = (date: string) => date >= MIN_DATE && date <= MAX_DATE;
const DATE_RANGE = `between ${MIN_DATE} and ${MAX_DATE}`;

/** A calendar date, YYYY-MM-DD, within MIN_DATE…MAX_DATE. */
export const dateInput = () => z.iso.date().refine(inDateRange, DATE_RANGE).describe(`YYYY-MM-DD, ${DATE_RANGE}`);

/** An ISO 8601 date-time with offset whose date lies within MIN_DATE…MAX_DATE (one message: the range is checked on a date-time only). */
export const dateTimeInput = () =>
  z.iso.datetime({ offset: true, abort: true }).refine((value) => inDateRange(value.slice(0, 10)), `a date ${DATE_RANGE}`);

/** The `updatedSince` filter of the list endpoints (README: Events and webhooks). */
export const updatedSinceFilter = () =>
  dateTimeInput()
    .optional()
    .describe(
      'Only records changed after this instant (ISO 8601 with offset, e.g. 2026-11-20T08:00:00Z): their `updatedAt` is later ' +
        '(compared to the millisecond, as the API shows it). A change is stamped before its transaction commits, so to miss ' +
        'none, ask from a little before the latest `updatedAt` you have seen (a few minutes) and skip what you already have',
    );

/**
 * A decimal given as a JSON number or a string, with at most `scale` decimals, within [min, max]. Strings keep
 * digits a double would lose ("0.1235" stays exact).
 */
export function decimalInput(what: string, scale: number, min: number, max: number) {
  const message = `${what}: a decimal with at most ${scale} decimals, from ${fmt(min)} to ${fmt(max)}`;
  const low = parseScaled(min, scale)!;
  const high = parseScaled(max, scale)!;
  return z
    .union([z.number().min(min).max(max), z.string().max(40)])
    .refine((value) => {
      const units = parseScaled(value, scale);
      return units !== null && units >= low && units <= high;
    }, message);
}

/**
 * An amount of money in major units, ≥ 0 and at most `max`, with at most 2 decimals. Where the currency is
 * known the domain also holds it to that currency's minor unit (money.ts: toMinorExact).
 */
export const moneyInput = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => hasAtMostDecimals(value, 2), 'at most 2 decimals');
