// Belgian structured communication ("gestructureerde mededeling"): 10 digits and a 2-digit mod-97 check,
// written +++123/4567/89012+++. Banks check it, so a transfer lands on the right order.

/** The two check digits of a 10-digit base: base mod 97, or 97 when that is 0. */
export function mod97Check(base: string): string {
  if (!/^\d{10}$/.test(base)) throw new Error('a structured reference base has exactly 10 digits');
  const rest = Number(BigInt(base) % 97n);
  return String(rest === 0 ? 97 : rest).padStart(2, '0');
}

/** The 12 digits of the structured reference for a positive integer (at most 10 digits). */
export function structuredReferenceDigits(value: number): string {
  if (!Number.isSafeInteger(value) || value < 1 || value > 9_999_999_999) throw new Error('out of range for a structured reference');
  const base = String(value).padStart(10, '0');
  return base + mod97Check(base);
}

/** 12 digits as printed on a transfer: +++123/4567/89012+++. */
export function formatStructuredReference(digits: string): string {
  if (!/^\d{12}$/.test(digits)) throw new Error('a structured reference has 12 digits');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** Whether a written reference (+++…+++ or ***…***, spaces and slashes allowed) has a valid check. */
export function isValidStructuredReference(text: string): boolean {
  const digits = text.replace(/^(\+\+\+|\*\*\*)|(\+\+\+|\*\*\*)$/g, '').replace(/[\s/]/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  return mod97Check(digits.slice(0, 10)) === digits.slice(10);
}
