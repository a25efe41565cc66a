// Shapes of a business's details and of its locations: one schema each, read by the API, the dashboard's forms
// (client-side, the same messages on the same fields) and the operator CLI. Input is normalised here (spaces,
// dots, lower case) so every way in stores the same form.
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { LOCALES } from '../../i18n/translator';
import { addressSchema, emailSchema, phoneSchema } from '../customers/schemas';
import { belgianCheckDigitsOk } from '../shared/peppol-id';

/** VAT number patterns of the EU member states (and XI, Northern Ireland), after the country prefix. */
export const EU_VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};


/** Ten enterprise-number digits as stored and shown: 0123.456.789. */
export function formatEnterpriseNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** The enterprise number a Belgian VAT number carries (BE0123456749 → 0123.456.749), or null for another country's. */
export function enterpriseNumberOfVat(vatNumber: string): string | null {
  return vatNumber.startsWith('BE') ? formatEnterpriseNumber(vatNumber.slice(2)) : null;
}

/** An IBAN in groups of four (BE20 0682 1234 5656), for display; stored values are in electronic format. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

const compact = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

export const vatNumberSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const vat = compact(value);
    const country = vat.slice(0, 2);
    const pattern = EU_VAT_PATTERNS[country];
    if (!pattern) {
      ctx.issues.push({ code: 'custom', input: value, message: 'must start with an EU country code, e.g. BE0123456749' });
      return z.NEVER;
    }
    if (!pattern.test(vat.slice(2))) {
      const message =
        country === 'BE' ? 'a Belgian VAT number is BE followed by 10 digits starting with 0 or 1' : `does not match the ${country} VAT number format`;
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    }
    if (country === 'BE' && !belgianCheckDigitsOk(vat.slice(2))) {
      ctx.issues.push({ code: 'custom', input: value, message: 'the check digits do not match: check the number for a typo' });
      return z.NEVER;
    }
    return vat;
  })
  .describe('EU VAT number with its country prefix (BE0123456749); spaces and dots are ignored. Belgian numbers pass the mod-97 check');

export const enterpriseNumberSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const digits = compact(value).replace(/^BE/, '');
    if (!/^[01]\d{9}$/.test(digits)) {
      ctx.issues.push({ code: 'custom', input: value, message: 'must be 10 digits starting with 0 or 1, e.g. 0123.456.749' });
      return z.NEVER;
    }
    if (!belgianCheckDigitsOk(digits)) {
      ctx.issues.push({ code: 'custom', input: value, message: 'the check digits do not match: check the number for a typo' });
      return z.NEVER;
    }
    return formatEnterpriseNumber(digits);
  })
  .describe('Belgian enterprise number (KBO/BCE), 10 digits with the mod-97 check; stored as 0123.456.749');

export const ibanSchema = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const iban = electronicFormatIBAN(value) ?? '';
    if (!isValidIBAN(iban)) {
      ctx.issues.push({ code: 'custom', input: value, message: 'is not a valid IBAN: check the country code, the length and the check digits' });
      return z.NEVER;
    }
    return iban;
  })
  .describe('IBAN (ISO 13616, check digits verified); spaces ignored, stored in electronic format (BE20068212345656)');

export const bicSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const bic = compact(value);
    if (!isValidBIC(bic)) {
      ctx.issues.push({ code: 'custom', input: value, message: 'is not a valid BIC: 8 or 11 characters, e.g. GKCCBEBB' });
      return z.NEVER;
    }
    return bic;
  })
  .describe('BIC (SWIFT code) of the bank, 8 or 11 characters');

/** The language of an invoice document: French, Dutch or English. */
export const invoiceLanguageSchema = z
  .enum(LOCALES)
  .describe('Language invoices and credit notes print and are e-mailed in: `fr`, `nl` (a business established in Flanders invoices in Dutch) or `en`');

const text = (max: number, description: string) => z.string().trim().min(1, 'is required').max(max).describe(description);

export const businessDetailsFields = {
  name: text(200, 'Trade name, shown on the storefront'),
  legalName: text(200, 'Legal name of the company, on invoices').nullable(),
  address: addressSchema.nullable().describe('Registered address'),
  vatNumber: vatNumberSchema.nullable(),
  enterpriseNumber: enterpriseNumberSchema.nullable(),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  iban: ibanSchema.nullable(),
  bic: bicSchema.nullable(),
  invoiceLanguage: invoiceLanguageSchema,
};

/**
 * A change of the business's details (PATCH /public/me, the dashboard's Business page, `vitrine business update`):
 * only the named fields change; null clears one. An empty enterprise number is derived from a Belgian VAT number.
 */
export const updateBusinessBody = z
  .strictObject({
    name: businessDetailsFields.name.optional(),
    legalName: businessDetailsFields.legalName.optional(),
    address: businessDetailsFields.address.optional(),
    vatNumber: businessDetailsFields.vatNumber.optional(),
    enterpriseNumber: businessDetailsFields.enterpriseNumber.optional(),
    email: businessDetailsFields.email.optional(),
    phone: businessDetailsFields.phone.optional(),
    iban: businessDetailsFields.iban.optional(),
    bic: businessDetailsFields.bic.optional(),
    invoiceLanguage: businessDetailsFields.invoiceLanguage.optional(),
  })
  .superRefine((body, ctx) => {
    // A field that failed its own check is not a string here: only two valid numbers are compared.
    const derived = typeof body.vatNumber === 'string' ? enterpriseNumberOfVat(body.vatNumber) : null;
    if (derived && typeof body.enterpriseNumber === 'string' && body.enterpriseNumber !== derived) {
      ctx.addIssue({ code: 'custom', path: ['enterpriseNumber'], message: `does not match the VAT number (${derived})` });
    }
  })
  .meta({ id: 'UpdateBusinessBody' });
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM between 00:00 and 23:59');

/** One day's ranges: none (closed), one, or two (a bakery closes at noon); open before close, the second after the first. */
const dayHours = z
  .array(z.tuple([time, time]), { error: 'must be a list of [open, close] ranges' })
  .max(2, 'at most two ranges a day')
  .superRefine((ranges, ctx) => {
    ranges.forEach(([open, close], index) => {
      if (open >= close) ctx.addIssue({ code: 'custom', path: [index, 1], message: `closing time must be after opening time (${open})` });
    });
    const [first, second] = ranges;
    if (first && second && second[0] <= first[1]) {
      ctx.addIssue({ code: 'custom', path: [1, 0], message: `the second range must start after the first ends (${first[1]})` });
    }
  })
  .describe('[open, close] ranges, HH:MM; empty or absent = closed');

export const openingHoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours.optional()])) as Record<Weekday, z.ZodOptional<typeof dayHours>>)
  .describe('Per weekday (mon…sun): up to two [open, close] ranges, HH:MM; a day absent or empty is closed')
  .meta({ id: 'OpeningHours' });

const locationFields = {
  name: text(100, 'Name of the location, e.g. the shop’s neighbourhood'),
  address: addressSchema.nullable(),
  phone: phoneSchema.nullable(),
  openingHours: openingHoursSchema,
  isPrimary: z.boolean().describe('The primary location (exactly one): listed first, its address and hours shown by default'),
};

/** A new location. Making it primary takes the mark from the previous primary location, in the same transaction. */
export const createLocationBody = z
  .strictObject({
    name: locationFields.name,
    address: locationFields.address.optional(),
    phone: locationFields.phone.optional(),
    openingHours: locationFields.openingHours.optional(),
    isPrimary: locationFields.isPrimary.optional(),
  })
  .meta({ id: 'CreateLocationBody' });
export type CreateLocationBody = z.infer<typeof createLocationBody>;

/** A change of a location: only the named fields; `isPrimary: true` makes it the primary one. */
export const updateLocationBody = z
  .strictObject({
    name: locationFields.name.optional(),
    address: locationFields.address.optional(),
    phone: locationFields.phone.optional(),
    openingHours: locationFields.openingHours.optional(),
    isPrimary: locationFields.isPrimary.optional(),
  })
  .meta({ id: 'UpdateLocationBody' });
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;
