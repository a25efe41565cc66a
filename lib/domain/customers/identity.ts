// How a person is recognised across businesses: a trimmed, lower-case email and an E.164 phone number.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers written without a country code are read as Belgian. */
export const DEFAULT_PHONE_REGION = 'BE';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The number in E.164 (`+32470123456`), or null when it is not a valid phone number. */
export function normalisePhone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** CLDR region codes that are not ISO 3166-1 countries. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'UK', 'QO', 'ZZ']);

/** Whether `code` (upper case) is an ISO 3166-1 alpha-2 country code. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}
