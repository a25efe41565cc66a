// Till amounts in integer minor units. Prices are VAT-inclusive (B2C): the VAT is extracted from each line's
// total, rounded half-up per line; a transaction's totals are the sums of its lines, so every report that
// adds lines or transactions up lands on the same cent.

export type LineAmounts = { lineTotalMinor: number; lineExclVatMinor: number; lineVatMinor: number };

/** round(a / b) half-up (away from zero) for integers, exact at any size. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const quotient = (2n * absA + absB) / (2n * absB);
  return negative ? -quotient : quotient;
}

/**
 * One line: total = quantity × unit price; excl. VAT = round(total × 10000 / (10000 + rate in bp)); VAT = the rest.
 * A negative quantity (refund) gives exactly the negated amounts of the positive one.
 */
export function lineAmounts(quantity: number, unitPriceMinor: number, vatRateBp: number): LineAmounts {
  const total = BigInt(quantity) * BigInt(unitPriceMinor);
  const excl = divideHalfUp(total * 10_000n, BigInt(10_000 + vatRateBp));
  return { lineTotalMinor: Number(total), lineExclVatMinor: Number(excl), lineVatMinor: Number(total - excl) };
}

export type Totals = { totalMinor: number; totalExclVatMinor: number; totalVatMinor: number };

export function sumLines(lines: LineAmounts[]): Totals {
  const totals: Totals = { totalMinor: 0, totalExclVatMinor: 0, totalVatMinor: 0 };
  for (const line of lines) {
    totals.totalMinor += line.lineTotalMinor;
    totals.totalExclVatMinor += line.lineExclVatMinor;
    totals.totalVatMinor += line.lineVatMinor;
  }
  return totals;
}
