// The rule "a VAT rate must be one of the business's rates" (businesses.vat_rates_bp; Belgian by default:
// lib/domain/businesses/businesses.ts), written once for products, invoice lines and POS lines.
import { DomainError } from './errors';
import { bpToPercent, percentToBp } from './money';

/**
 * The rate in basis points when it is one of the business's `ratesBp`; else 400 validation_failed at `path`,
 * naming the allowed rates in the unit the caller was given the rate in (percent, or basis points).
 */
export function checkVatRate(ratesBp: readonly number[], rate: number, path: string, unit: 'percent' | 'bp' = 'percent'): number {
  const bp = unit === 'percent' ? percentToBp(rate) : rate;
  if (ratesBp.includes(bp)) return bp;
  const allowed = unit === 'percent' ? ratesBp.map(bpToPercent).join(', ') : `${ratesBp.join(', ')} bp`;
  throw new DomainError('validation_failed', `${path} must be one of the business's VAT rates: ${allowed}`, {
    details: [{ path, message: `must be one of ${allowed}` }],
  });
}
