import { describe, expect, it } from 'vitest';
import { cartTotals, shippingVatRateBp } from './totals';

describe('cart totals', () => {
  const lines = [
    { quantity: 2, unitPriceMinor: 350 },
    { quantity: 1, unitPriceMinor: 1299 },
  ];

  it('sums VAT-inclusive lines, with no shipping for pickup', () => {
    expect(cartTotals(lines, { fulfilment: 'pickup', flatRateMinor: 595 })).toEqual({ subtotalMinor: 1999, shippingMinor: 0, totalMinor: 1999, itemCount: 3 });
  });

  it('adds the flat rate for delivery', () => {
    expect(cartTotals(lines, { fulfilment: 'delivery', flatRateMinor: 595 })).toEqual({ subtotalMinor: 1999, shippingMinor: 595, totalMinor: 2594, itemCount: 3 });
  });

  it('taxes shipping at the highest rate of the goods', () => {
    expect(shippingVatRateBp([600, 2100, 600])).toBe(2100);
    expect(shippingVatRateBp([600])).toBe(600);
    expect(shippingVatRateBp([])).toBe(0);
  });
});
