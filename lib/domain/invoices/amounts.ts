// Invoice arithmetic (Belgian practice): line total = round(quantity × unit price) to the currency's minor
// unit; VAT per rate on the summed base, rounded once per rate (never per line); conversion to EUR with
// the ECB rate, rounded the same way. All exact (bigint), all half-up.
import { divRound, formatScaled, parseScaled } from '../shared/decimal';
import { MAX_LINE_AMOUNT } from '../shared/input';
import { minorDigits } from '../shared/money';

export const QUANTITY_SCALE = 4;
export const PRICE_SCALE = 4;
export const RATE_SCALE = 10;

export type LineInput = { quantity: string; unitPrice: string; vatRateBp: number };
export type VatRow = { vatRateBp: number; baseMinor: number; vatMinor: number };

/** Whether |quantity × unitPrice| stays within MAX_LINE_AMOUNT; true for values the fields themselves refuse. */
export function withinLineAmount(quantity: number | string, unitPrice: number | string): boolean {
  const q = parseScaled(quantity, QUANTITY_SCALE);
  const p = parseScaled(unitPrice, PRICE_SCALE);
  if (q === null || p === null) return true;
  return (q < 0n ? -q : q) * p <= BigInt(MAX_LINE_AMOUNT) * 10n ** BigInt(QUANTITY_SCALE + PRICE_SCALE);
}

/** Line total excluding VAT, in minor units of `currency`. */
export function lineTotalMinor(quantity: string, unitPrice: string, currency: string): number {
  const q = parseScaled(quantity, QUANTITY_SCALE)!;
  const p = parseScaled(unitPrice, PRICE_SCALE)!;
  const shift = BigInt(QUANTITY_SCALE + PRICE_SCALE - minorDigits(currency));
  return Number(divRound(q * p, 10n ** shift));
}

/** Bases and VAT per rate (sorted by rate, highest first) and the totals. */
export function computeTotals(lines: LineInput[], currency: string) {
  const bases = new Map<number, number>();
  for (const line of lines) {
    bases.set(line.vatRateBp, (bases.get(line.vatRateBp) ?? 0) + lineTotalMinor(line.quantity, line.unitPrice, currency));
  }
  const vatBreakdown: VatRow[] = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBp, baseMinor]) => ({ vatRateBp, baseMinor, vatMinor: Number(divRound(BigInt(baseMinor) * BigInt(vatRateBp), 10_000n)) }));
  const totalExclVatMinor = vatBreakdown.reduce((sum, row) => sum + row.baseMinor, 0);
  const totalVatMinor = vatBreakdown.reduce((sum, row) => sum + row.vatMinor, 0);
  return { vatBreakdown, totalExclVatMinor, totalVatMinor, totalMinor: totalExclVatMinor + totalVatMinor };
}

/** An amount of `currency` (minor units) in EUR cents at `rate` (units of currency per 1 EUR), half-up. */
export function toEurMinor(amountMinor: number, currency: string, rate: string): number {
  const rateUnits = parseScaled(rate, RATE_SCALE);
  if (rateUnits === null || rateUnits <= 0n) throw new Error(`invalid exchange rate "${rate}"`);
  // amount / 10^d  ÷ (rate / 10^R)  × 10^2  =  amount × 10^(R + 2 - d) / rateUnits
  const digits = minorDigits(currency);
  return Number(divRound(BigInt(amountMinor) * 10n ** BigInt(RATE_SCALE + 2 - digits), rateUnits));
}

/** A decimal string from the database ("0.3350") as the API's number (0.335). */
export const decimalToNumber = (value: string, scale = QUANTITY_SCALE) => Number(formatScaled(parseScaled(value, scale)!, scale));
