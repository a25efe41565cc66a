// What a cart or an order costs: prices are VAT-inclusive (B2C), plus the shop's flat shipping rate
// when the shopper chooses delivery.

export type Fulfilment = 'pickup' | 'delivery';

export type PricedLine = { quantity: number; unitPriceMinor: number };

export type Totals = { subtotalMinor: number; shippingMinor: number; totalMinor: number; itemCount: number };

export function cartTotals(lines: readonly PricedLine[], shipping: { fulfilment: Fulfilment; flatRateMinor: number }): Totals {
  const subtotalMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingMinor = shipping.fulfilment === 'delivery' ? shipping.flatRateMinor : 0;
  return { subtotalMinor, shippingMinor, totalMinor: subtotalMinor + shippingMinor, itemCount };
}

/**
 * VAT rate of the shipping line: delivery is accessory to the goods, so it takes the highest rate among
 * them (0 when only zero-rated goods are shipped).
 */
export function shippingVatRateBp(lineRatesBp: readonly number[]): number {
  return lineRatesBp.reduce((max, rate) => Math.max(max, rate), 0);
}
