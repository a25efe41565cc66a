// How the customers and loyalty pages name a customer and write their phone, and money and dates as everywhere
// in the dashboard (lib/domain/invoices/format.ts).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export { formatDate, formatDateTime, formatInstantDate } from '@/lib/i18n/format';
export { formatMoney } from '@/components/dashboard/products/format';

type Named = { firstName: string | null; lastName: string | null; company?: string | null; email: string | null; phone: string | null };

/** "Élodie Marchal", else the company, the e-mail or the phone. */
export function customerName(customer: Named): string {
  const full = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return full || customer.company || customer.email || (customer.phone ? formatPhone(customer.phone) : 'Unnamed customer');
}

/** A stored E.164 number as people write it: national for Belgian numbers ("0470 12 34 56"), else international. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'BE' ? parsed.formatNational() : parsed.formatInternational();
}
