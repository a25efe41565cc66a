// The rounding vectors of the invoices issue.
import { describe, expect, it } from 'vitest';
import { computeTotals, lineTotalMinor, toEurMinor } from './amounts';

const line = (quantity: string, unitPrice: string, vatPercent: number) => ({ quantity, unitPrice, vatRateBp: vatPercent * 100 });

describe('invoice amounts', () => {
  it('3 × 0.07 @ 21 → VAT 0.04', () => {
    const totals = computeTotals([line('3', '0.07', 21)], 'EUR');
    expect(totals.vatBreakdown).toEqual([{ vatRateBp: 2100, baseMinor: 21, vatMinor: 4 }]);
  });

  it('0.50 @ 21 → VAT 0.11 (half-up)', () => {
    expect(computeTotals([line('1', '0.50', 21)], 'EUR').totalVatMinor).toBe(11);
  });

  it('3 × 0.335 @ 6 → base 1.01, VAT 0.06', () => {
    expect(computeTotals([line('3', '0.335', 6)], 'EUR').vatBreakdown).toEqual([{ vatRateBp: 600, baseMinor: 101, vatMinor: 6 }]);
  });

  it('2 × 150 @ 21 + 1 × 19.99 @ 6 + 4 × 2.495 @ 12 → 300.00/19.99/9.98, VAT 63.00/1.20/1.20, total 395.37', () => {
    const totals = computeTotals([line('2', '150', 21), line('1', '19.99', 6), line('4', '2.495', 12)], 'EUR');
    expect(totals.vatBreakdown).toEqual([
      { vatRateBp: 2100, baseMinor: 30000, vatMinor: 6300 },
      { vatRateBp: 1200, baseMinor: 998, vatMinor: 120 },
      { vatRateBp: 600, baseMinor: 1999, vatMinor: 120 },
    ]);
    expect(totals.totalMinor).toBe(39537);
  });

  it('never rounds VAT per line', () => {
    // Per line: 0.0441 → 0.04 each, 0.12 for three lines; per rate: 0.1323 → 0.13.
    const totals = computeTotals([line('3', '0.07', 21), line('3', '0.07', 21), line('3', '0.07', 21)], 'EUR');
    expect(totals.totalVatMinor).toBe(13);
  });

  it('rounds negative lines half away from zero and handles zero-decimal currencies', () => {
    expect(lineTotalMinor('-1', '0.005', 'EUR')).toBe(-1);
    expect(lineTotalMinor('3', '333.5', 'JPY')).toBe(1001);
  });

  it('converts to EUR with the ECB rate, half-up', () => {
    expect(toEurMinor(13534, 'USD', '1.3534')).toBe(10000);
    expect(toEurMinor(100, 'USD', '1.3534')).toBe(74); // 0.7389 → 0.74
    expect(toEurMinor(13808, 'JPY', '138.08')).toBe(10000);
  });
});
