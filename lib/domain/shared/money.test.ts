import { describe, expect, it } from 'vitest';
import { priceInclVatMinor } from '../catalog/products';
import { fromMinor, hasAtMostDecimals, percentToBp, toMinor, toMinorExact } from './money';

describe('money', () => {
  it('converts major units to integer minor units exactly', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1234, 'JPY')).toBe(1234);
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(5, 'JPY')).toBe(5);
  });

  it('knows how many decimals an amount has', () => {
    expect(hasAtMostDecimals(2.5, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
    expect(hasAtMostDecimals(3, 0)).toBe(true);
    // Floating-point noise only: a real tenth of a millionth of a cent is not rounded away.
    expect(hasAtMostDecimals(4.999999999, 2)).toBe(false);
    expect(hasAtMostDecimals(9_999_999.99, 2)).toBe(true);
  });

  it('refuses more decimals than the currency has, naming the field', () => {
    expect(toMinorExact(4.5, 'EUR', 'price')).toBe(450);
    expect(() => toMinorExact(4.5, 'JPY', 'price')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('rounds the VAT-inclusive price half-up to the cent', () => {
    expect(priceInclVatMinor(950, percentToBp(6))).toBe(1007); // 10.07
    expect(priceInclVatMinor(2900, percentToBp(21))).toBe(3509); // 35.09
    expect(priceInclVatMinor(50, percentToBp(21))).toBe(61); // 0.605 → 0.61
    expect(priceInclVatMinor(1000, 0)).toBe(1000);
  });
});
