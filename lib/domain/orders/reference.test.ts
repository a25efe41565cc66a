import { describe, expect, it } from 'vitest';
import { formatStructuredReference, isValidStructuredReference, mod97Check, structuredReferenceDigits } from './reference';

describe('Belgian structured reference (mod 97)', () => {
  it('computes the check as base mod 97, and 97 when that is 0', () => {
    expect(mod97Check('1234567890')).toBe(String(1234567890 % 97).padStart(2, '0'));
    expect(mod97Check('0000000097')).toBe('97'); // 97 mod 97 = 0 → 97
    expect(mod97Check('0000000000')).toBe('97');
    expect(mod97Check('0000000001')).toBe('01');
    expect(mod97Check('9999999999')).toBe(String(9999999999 % 97).padStart(2, '0'));
  });

  it('formats +++123/4567/89012+++ from an order number', () => {
    expect(structuredReferenceDigits(1)).toBe('000000000101');
    expect(formatStructuredReference(structuredReferenceDigits(1))).toBe('+++000/0000/00101+++');
    expect(formatStructuredReference(structuredReferenceDigits(97))).toBe('+++000/0000/09797+++');
    expect(formatStructuredReference('123456789002')).toBe('+++123/4567/89002+++');
  });

  it('validates written references, known good ones included', () => {
    expect(isValidStructuredReference('+++090/9337/55493+++')).toBe(true); // a published example
    expect(isValidStructuredReference('***090/9337/55493***')).toBe(true);
    expect(isValidStructuredReference('+++090/9337/55494+++')).toBe(false);
    expect(isValidStructuredReference('+++090/9337/5549+++')).toBe(false);
    for (const n of [1, 42, 97, 194, 123_456, 9_999_999_999]) {
      expect(isValidStructuredReference(formatStructuredReference(structuredReferenceDigits(n)))).toBe(true);
    }
  });

  it('refuses bases out of range', () => {
    expect(() => structuredReferenceDigits(0)).toThrow();
    expect(() => structuredReferenceDigits(10_000_000_000)).toThrow();
    expect(() => mod97Check('123')).toThrow();
  });
});
