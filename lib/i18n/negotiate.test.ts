import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate';

describe('negotiateLocale', () => {
  it('takes the first language of ours by preference', () => {
    expect(negotiateLocale('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(negotiateLocale('de-DE,de;q=0.9,fr;q=0.5,en;q=0.7')).toBe('en');
    expect(negotiateLocale('en;q=0.2, fr-BE')).toBe('fr');
    expect(negotiateLocale('FR')).toBe('fr');
  });

  it('answers null for nothing of ours, q=0, junk or no header', () => {
    expect(negotiateLocale('de, es;q=0.5')).toBeNull();
    expect(negotiateLocale('nl;q=0')).toBeNull();
    expect(negotiateLocale('*')).toBeNull();
    expect(negotiateLocale(';;;,\u0000,q=1')).toBeNull();
    expect(negotiateLocale(null)).toBeNull();
    expect(negotiateLocale('')).toBeNull();
  });

  it('reads only the first 32 ranges of a huge header', () => {
    expect(negotiateLocale(`${'de,'.repeat(10_000)}nl`)).toBeNull();
  });
});
