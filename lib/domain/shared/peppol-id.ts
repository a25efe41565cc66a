// A Peppol participant identifier: the electronic address an e-invoice is delivered to (EN 16931 BT-34/BT-49,
// `cbc:EndpointID` with its scheme). Written once for customers and invoices. In Belgium it is the enterprise
// number under scheme 0208; a Belgian VAT number gives it when no other address is known.
import { z } from 'zod';

/** Scheme codes of the Electronic Address Scheme list as Peppol BIS Billing 3.0 (release 2026.5) accepts them. */
export const PEPPOL_SCHEMES = (
  '0002 0007 0009 0060 0088 0096 0097 0106 0130 0135 0142 0151 0183 0184 0188 0190 0191 0192 0195 0196 0198 0199 0200 ' +
  '0201 0204 0208 0209 0210 0211 0216 0218 0221 0225 0230 0235 0240 0242 0244 0245 0246 0248 9910 9913 9914 9915 9918 ' +
  '9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 ' +
  '9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
).split(' ');

/** The schemes merchants meet most, named (the dashboard's choice list puts them first). */
export const COMMON_PEPPOL_SCHEMES: { scheme: string; label: string }[] = [
  { scheme: '0208', label: 'Belgian enterprise number (KBO/BCE)' },
  { scheme: '9925', label: 'Belgian VAT number' },
  { scheme: '0106', label: 'Dutch KvK number' },
  { scheme: '0190', label: 'Dutch OIN' },
  { scheme: '9944', label: 'Dutch VAT number' },
  { scheme: '0009', label: 'French SIRET' },
  { scheme: '9957', label: 'French VAT number' },
  { scheme: '9930', label: 'German VAT number' },
  { scheme: '0088', label: 'GLN (GS1)' },
];

export type PeppolId = { scheme: string; id: string };

/** Whether ten digits pass the Belgian mod-97 check: the last two = 97 − (the first eight mod 97). */
export function belgianCheckDigitsOk(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** GS1 check digit (GLN, 13 digits). */
function glnOk(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

const compact = (value: string) => value.replace(/[\s.\-/]/g, '');

/**
 * The identifier in the form its scheme wants, or a message saying what is wrong. Belgian numbers (0208, 9925)
 * and GLNs are checked to their check digits, Dutch ones to their format (the Peppol rules check the same);
 * other schemes take 1–50 visible characters.
 */
export function normalisePeppolId(scheme: string, value: string): { id: string } | { message: string } {
  const raw = value.trim();
  switch (scheme) {
    case '0208': {
      const digits = compact(raw).toUpperCase().replace(/^BE/, '');
      if (!/^[01]\d{9}$/.test(digits)) return { message: 'a Belgian enterprise number is 10 digits starting with 0 or 1, e.g. 0123456749' };
      if (!belgianCheckDigitsOk(digits)) return { message: 'the check digits do not match: check the enterprise number for a typo' };
      return { id: digits };
    }
    case '9925': {
      const digits = compact(raw).toUpperCase().replace(/^BE/, '');
      if (!/^[01]\d{9}$/.test(digits) || !belgianCheckDigitsOk(digits)) return { message: 'must be a Belgian VAT number, e.g. BE0123456749' };
      return { id: `BE${digits}` };
    }
    case '0088': {
      const digits = compact(raw);
      return glnOk(digits) ? { id: digits } : { message: 'a GLN is 13 digits with a valid check digit' };
    }
    case '0106': {
      const digits = compact(raw);
      return /^\d{8}$/.test(digits) ? { id: digits } : { message: 'a KvK number is 8 digits' };
    }
    case '0190': {
      const digits = compact(raw);
      return /^\d{20}$/.test(digits) ? { id: digits } : { message: 'an OIN is 20 digits' };
    }
    case '9944': {
      const vat = compact(raw).toUpperCase();
      return /^NL\d{9}B\d{2}$/.test(vat) ? { id: vat } : { message: 'a Dutch VAT number looks like NL123456789B01' };
    }
    default:
      if (!/^[\x21-\x7e]{1,50}$/.test(raw)) return { message: 'must be 1–50 visible ASCII characters without spaces' };
      return { id: raw };
  }
}

export const peppolIdSchema = z
  .strictObject({
    scheme: z
      .string()
      .trim()
      .refine((value) => PEPPOL_SCHEMES.includes(value), 'must be a Peppol electronic address scheme, e.g. 0208 (Belgian enterprise number)')
      .describe('Electronic Address Scheme code (EAS), e.g. 0208 for a Belgian enterprise number'),
    id: z.string().max(60).describe('The identifier within the scheme, e.g. 0123456749'),
  })
  .transform((value, ctx) => {
    const result = normalisePeppolId(value.scheme, value.id);
    if ('message' in result) {
      ctx.issues.push({ code: 'custom', input: value.id, path: ['id'], message: result.message });
      return z.NEVER;
    }
    return { scheme: value.scheme, id: result.id };
  })
  .describe('Peppol participant identifier (the electronic address e-invoices are delivered to)')
  .meta({ id: 'PeppolIdInput' });

export const peppolIdView = z
  .object({ scheme: z.string().describe('EAS code, e.g. 0208'), id: z.string() })
  .meta({ id: 'PeppolId' });

/** A VAT number as UBL wants it: no spaces, dots or dashes, upper case (BE 0123.456.749 → BE0123456749). */
export const compactVatNumber = (vat: string) => compact(vat).toUpperCase();

/**
 * The Peppol address a buyer is reached at: the one given, else the enterprise number (scheme 0208) a Belgian
 * VAT number carries; null when neither is known.
 */
export function peppolIdOf(given: PeppolId | null, vatNumber: string | null): PeppolId | null {
  if (given) return given;
  const vat = vatNumber ? compactVatNumber(vatNumber) : '';
  if (/^BE[01]\d{9}$/.test(vat) && belgianCheckDigitsOk(vat.slice(2))) return { scheme: '0208', id: vat.slice(2) };
  return null;
}

/** "0208:0123456749", the way Peppol directories print a participant. */
export const formatPeppolId = (peppolId: PeppolId) => `${peppolId.scheme}:${peppolId.id}`;
