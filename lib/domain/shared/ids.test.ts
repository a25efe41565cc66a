import { describe, expect, it } from 'vitest';
import { isId, newId, randomBase62 } from './ids';

describe('ids', () => {
  it('are prefixed, opaque and sort in creation order', () => {
    const ids = Array.from({ length: 500 }, () => newId('product'));
    expect(ids.every((id) => isId('product', id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
    expect(isId('product', newId('category'))).toBe(false);
  });

  it('makes uniform base62 secrets of the asked length', () => {
    const secret = randomBase62(40);
    expect(secret).toMatch(/^[0-9A-Za-z]{40}$/);
    expect(randomBase62(40)).not.toBe(secret);
    // Across many refills of the 4 KiB pool: never a repeat, and every character about equally often.
    const many = Array.from({ length: 20_000 }, () => randomBase62(24));
    expect(new Set(many).size).toBe(many.length);
    const counts = new Map<string, number>();
    for (const char of many.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const expected = (20_000 * 24) / 62;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.07); // 6 standard deviations
  });
});
