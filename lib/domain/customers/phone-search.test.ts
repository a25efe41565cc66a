import { describe, expect, it } from 'vitest';
import { phoneDigits } from './customers';

describe('phone search', () => {
  it('looks for a phone typed nationally or internationally as the digits of its E.164 form', () => {
    expect(phoneDigits('0470 12 34')).toBe('324701234');
    expect(phoneDigits('+32 470 12')).toBe('3247012');
    expect(phoneDigits('0032 470')).toBe('32470');
    expect(phoneDigits('470/12.34')).toBe('4701234');
  });

  it('leaves other searches alone', () => {
    for (const q of ['marie', 'a1234', '04', '+', 'x@example.be']) expect(phoneDigits(q), q).toBeNull();
  });
});
