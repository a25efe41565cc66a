// Money is exchanged as a JSON number in major units and kept as integer minor units (decisions §3).

const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, ISK: 0, HUF: 2, IDR: 2 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** Whether `amount` has at most `digits` decimals (tolerating binary floating-point noise). */
export function hasAtMostDecimals(amount: number, digits: number): boolean {
  const scaled = amount * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
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
