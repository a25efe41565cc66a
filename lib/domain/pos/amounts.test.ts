import { describe, expect, it } from 'vitest';
import { lineAmounts, sumLines } from './amounts';
import { addDays, boundToInstant, brusselsDate, brusselsToUtc, isoWeekday } from './brussels-time';

describe('lineAmounts', () => {
  it('extracts VAT from the VAT-inclusive total, half-up', () => {
    // 3 × 2.15 at 6 %: 645 × 10000 / 10600 = 608.49… → 608, VAT 37
    expect(lineAmounts(3, 215, 600)).toEqual({ lineTotalMinor: 645, lineExclVatMinor: 608, lineVatMinor: 37 });
    // 1.06 at 6 %: exactly 1.00 + 0.06
    expect(lineAmounts(1, 106, 600)).toEqual({ lineTotalMinor: 106, lineExclVatMinor: 100, lineVatMinor: 6 });
    // 0.53 at 6 %: 50 exactly; 0.01 at 21 %: 0.826… → 1, VAT 0
    expect(lineAmounts(1, 53, 600).lineExclVatMinor).toBe(50);
    expect(lineAmounts(1, 1, 2100)).toEqual({ lineTotalMinor: 1, lineExclVatMinor: 1, lineVatMinor: 0 });
    // An exact half rounds up (away from zero): 3 at 20 % → 2.5 → 3
    expect(lineAmounts(1, 3, 2000)).toEqual({ lineTotalMinor: 3, lineExclVatMinor: 3, lineVatMinor: 0 });
    expect(lineAmounts(-1, 3, 2000)).toEqual({ lineTotalMinor: -3, lineExclVatMinor: -3, lineVatMinor: 0 });
    // 0 % VAT
    expect(lineAmounts(4, 250, 0)).toEqual({ lineTotalMinor: 1000, lineExclVatMinor: 1000, lineVatMinor: 0 });
  });

  it('is exactly antisymmetric for refunds and exact for large amounts', () => {
    for (const [q, p, r] of [[3, 215, 600], [7, 1999, 2100], [1, 5, 1200]] as const) {
      const sale = lineAmounts(q, p, r);
      const refund = lineAmounts(-q, p, r);
      expect(refund).toEqual({ lineTotalMinor: -sale.lineTotalMinor, lineExclVatMinor: -sale.lineExclVatMinor, lineVatMinor: -sale.lineVatMinor });
    }
    const big = lineAmounts(100_000, 99_999_999, 2100);
    expect(big.lineTotalMinor).toBe(9_999_999_900_000);
    expect(big.lineExclVatMinor + big.lineVatMinor).toBe(big.lineTotalMinor);
  });

  it('sums lines into totals', () => {
    expect(sumLines([lineAmounts(3, 215, 600), lineAmounts(1, 1210, 2100)])).toEqual({
      totalMinor: 1855,
      totalExclVatMinor: 1608,
      totalVatMinor: 247,
    });
  });
});

describe('Brussels days', () => {
  it('maps local midnights to UTC across daylight-saving changes', () => {
    expect(brusselsToUtc('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(brusselsToUtc('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(brusselsToUtc('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(brusselsToUtc('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(brusselsToUtc('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(brusselsDate(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });

  it('reads filter bounds: dates as whole Brussels days, date-times as given', () => {
    expect(boundToInstant('2026-03-02', 'from').toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(boundToInstant('2026-03-02', 'to').toISOString()).toBe('2026-03-02T23:00:00.000Z');
    expect(boundToInstant('2026-03-02T10:00:00+01:00', 'to').toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});
