import { describe, expect, it } from 'vitest';
import { priceInclVat, priceInclVatMinor } from './pricing';

describe('priceInclVat', () => {
  it('is the API rule (integer minor units, half-up) applied to major units and a percent', () => {
    expect(priceInclVat(1.4, 6)).toBe(1.48);
    expect(priceInclVat(0.5, 21)).toBe(0.61); // 0.605 → 0.61
    expect(priceInclVat(5.2, 21)).toBe(6.29);
    expect(priceInclVat(4.5, 6)).toBe(4.77);
    expect(priceInclVat(1000, 0, 'JPY')).toBe(1000);
    expect(priceInclVat(9.5, 5.5)).toBe(fromMinorEur(priceInclVatMinor(950, 550)));
  });
});

const fromMinorEur = (minor: number) => minor / 100;
