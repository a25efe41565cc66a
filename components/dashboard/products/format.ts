// How the products section writes money, VAT rates, stock changes and reasons (the dashboard is in English).
import { ADJUSTMENT_REASONS } from '@/lib/domain/inventory/schemas';
import { formatMoney as formatMinor, minorDigits } from '@/lib/i18n/format';

/** An amount in major units, written as everywhere in the product ("4,77 €"; lib/domain/invoices/format.ts). */
export function formatMoney(amount: number, currency: string) {
  return formatMinor(Math.round(amount * 10 ** minorDigits(currency)), currency);
}

export const formatVat = (percent: number) => `${percent.toLocaleString('en-BE', { maximumFractionDigits: 2 })} %`;

export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : `${delta}`);

export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const REASON_LABELS: Record<AdjustmentReason | 'initial', string> = {
  received: 'Received (delivery)',
  sold: 'Sold',
  returned: 'Returned by a customer',
  damaged: 'Damaged or lost',
  correction: 'Correction',
  count: 'Stock count',
  transfer: 'Transfer between locations',
  other: 'Other',
  initial: 'Opening stock',
};

export const reasonLabel = (reason: string) => REASON_LABELS[reason as AdjustmentReason] ?? reason;

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
