// Price rules that hold no state: shared by the domain, the storefront and the dashboard's forms (client-safe).
import { fromMinor, percentToBp, toMinor } from '../shared/money';

/** Price including VAT in minor units, rounded half-up (integer arithmetic). */
export function priceInclVatMinor(priceMinor: number, vatRateBp: number): number {
  return Math.floor((priceMinor * (10_000 + vatRateBp) + 5_000) / 10_000);
}

/** The price including VAT, in major units, of a price excluding VAT and a rate in percent (as the API computes it). */
export function priceInclVat(sellingPrice: number, vatPercent: number, currency = 'EUR'): number {
  return fromMinor(priceInclVatMinor(toMinor(sellingPrice, currency), percentToBp(vatPercent)), currency);
}
