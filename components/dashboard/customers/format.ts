// How the customers and loyalty pages name a customer and write their phone. The customers pages format money and
// dates with useFormat()/appFormat() (lib/i18n/format.ts); the re-exports below are for the loyalty pages.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export { formatDate, formatDateTime, formatInstantDate } from '@/lib/i18n/format';
export { formatMoney } from '@/components/dashboard/products/format';

type Named = { firstName: string | null; lastName: string | null; company?: string | null; email: string | null; phone: string | null };

/**
 * "Élodie Marchal", else the company, the e-mail or the phone; else `unnamed` (the customers pages pass their
 * catalogue's words, customers.unnamed; the English default stays for callers that do not pass one yet).
 */
export function customerName(customer: Named, unnamed = 'Unnamed customer'): string {
  const full = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return full || customer.company || customer.email || (customer.phone ? formatPhone(customer.phone) : unnamed);
}

/** A stored E.164 number as people write it: national for Belgian numbers ("0470 12 34 56"), else international. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'BE' ? parsed.formatNational() : parsed.formatInternational();
}
