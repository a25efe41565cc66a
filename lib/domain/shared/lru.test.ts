// The LRU of promises behind the storefront's caches.
import { describe, expect, it } from 'vitest';
import { PromiseLru } from './lru';

describe('PromiseLru', () => {
  it('shares a computation, evicts the oldest, forgets a deleted key', async () => {
    const lru = new PromiseLru<number>(2, Infinity);
    let runs = 0;
    const compute = (v: number) => () => (runs++, Promise.resolve(v));
    expect(await lru.get('a', compute(1))).toBe(1);
    expect(await lru.get('a', compute(2))).toBe(1);
    await lru.get('b', compute(3));
    await lru.get('c', compute(4));
    expect(await lru.get('a', compute(5))).toBe(5);
    lru.delete('a');
    expect(await lru.get('a', compute(6))).toBe(6);
    expect(runs).toBe(5);
  });

  it('peeks only at values already computed, never computing', async () => {
    const lru = new PromiseLru<number | null>(2, Infinity);
    expect(lru.peek('a')).toBeUndefined();
    let resolve!: (value: number | null) => void;
    const running = lru.get('a', () => new Promise((r) => (resolve = r)));
    expect(lru.peek('a')).toBeUndefined();
    resolve(null);
    await running;
    expect(lru.peek('a')).toEqual({ value: null });
    await lru.get('b', () => Promise.resolve(2));
    lru.peek('a'); // now the most recent: adding c evicts b
    await lru.get('c', () => Promise.resolve(3));
    expect(lru.peek('b')).toBeUndefined();
    expect(lru.peek('a')).toEqual({ value: null });
    await expect(lru.get('d', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(lru.peek('d')).toBeUndefined();
  });
});
