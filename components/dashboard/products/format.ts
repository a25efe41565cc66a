// How the products section writes money, VAT rates and stock changes (in the page's locale: useFormat().locale;
// French when none is given). The reasons' words are the catalogue's (stock.reason.<code>).
import { ADJUSTMENT_REASONS } from '@/lib/domain/inventory/schemas';
import { formatMoney as formatMinor, formatVatPercent, minorDigits } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/translator';

/** An amount in major units, written as everywhere in the product ("4,77 €"; lib/i18n/format.ts). */
export function formatMoney(amount: number, currency: string, locale: Locale = 'fr') {
  return formatMinor(Math.round(amount * 10 ** minorDigits(currency)), currency, locale);
}

export const formatVat = (percent: number, locale: Locale = 'fr') => formatVatPercent(percent, locale);

export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : `${delta}`);

export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

const REASONS: readonly string[] = [...ADJUSTMENT_REASONS, 'initial'];

/** A logged reason the catalogue has words for (stock.reason.<code>); others are shown as stored. */
export const isKnownReason = (reason: string): reason is AdjustmentReason | 'initial' => REASONS.includes(reason);

/** zod issues (client) → messages by dotted field path, first message per field. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** A decimal typed with a comma or a dot; NaN when it is not a number. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^-?\d+(\.\d*)?$|^-?\.\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}
