import { describe, expect, it } from 'vitest';
import { isCountryCode, normaliseEmail, normalisePhone } from './identity';

describe('identity keys', () => {
  it('reads national Belgian numbers and international ones as the same E.164 number', () => {
    for (const input of ['0470 12 34 56', '+32 470 12 34 56', '0032470123456', ' +32470123456 ', '0470/12.34.56']) {
      expect(normalisePhone(input)).toBe('+32470123456');
    }
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses what is not a phone number', () => {
    for (const input of ['12', 'abc', '', '+32 470', '0470 12 34 56 78 90']) expect(normalisePhone(input)).toBeNull();
  });

  it('trims and lower-cases emails', () => {
    expect(normaliseEmail('  Anna.Peeters@Example.BE ')).toBe('anna.peeters@example.be');
  });

  it('knows ISO 3166-1 alpha-2 country codes', () => {
    for (const code of ['BE', 'NL', 'FR', 'DE', 'LU', 'GB', 'US']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['XX', 'EU', 'UK', 'ZZ', 'be', 'BEL', '']) expect(isCountryCode(code)).toBe(false);
  });
});
