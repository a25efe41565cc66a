// Money is exchanged as a JSON number in major units and kept as integer minor units (README: API rules in short).
import { invalid } from './errors';

const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, ISK: 0, HUF: 2, IDR: 2 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/**
 * Whether `amount` has at most `digits` decimals. Only the noise of binary floating point (a few units in the
 * last place) is tolerated: 0.1 + 0.2 passes as 0.3, but 4.999999999 is not taken for 5.
 */
export function hasAtMostDecimals(amount: number, digits: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const scaled = amount * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(Math.abs(scaled), 1) * 4 * Number.EPSILON;
}

/** `amount` in minor units of `currency`; more decimals than the currency has → 400 naming `path`. */
export function toMinorExact(amount: number, currency: string, path: string): number {
  const digits = minorDigits(currency);
  if (!hasAtMostDecimals(amount, digits)) throw invalid(path, `at most ${digits} decimals in ${currency}`);
  return toMinor(amount, currency);
}

export function toMinor(amount: number, currency = 'EUR'): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/**
 * Minor units → major units. For an integer, IEEE division is correctly rounded, so `1999 / 100` is the same
 * double as the literal `19.99`: the string round trip is only needed for a fraction of a minor unit.
 */
export function fromMinor(minor: number, currency = 'EUR'): number {
  const digits = minorDigits(currency);
  if (digits === 0) return minor;
  return Number.isInteger(minor) ? minor / 10 ** digits : Number((minor / 10 ** digits).toFixed(digits));
}

/** Percent with up to two decimals ↔ basis points. */
export const percentToBp = (percent: number) => Math.round(percent * 100);
export const bpToPercent = (bp: number) => bp / 100;
