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
  });
});
