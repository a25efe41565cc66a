// Rate limiting per API key (README: API rules in short), in-process by default and shared through Redis with REDIS_URL.
import { afterEach, describe, expect, it } from 'vitest';
import { call, makeKey, setup } from '../../testing/api';

afterEach(() => {
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

describe('rate limit', () => {
  it('sends RateLimit headers and answers 429 with Retry-After over the limit, per key', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '5';
    const { business, key } = await setup(['products:read', 'products:write']);
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 ? 'GET' : 'POST', '/public/products', { key, body: i % 2 ? undefined : { name: `P${i}`, sellingPrice: 1 } });
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      remaining.push(res.headers.get('ratelimit-remaining')!);
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const limited = await call('GET', '/public/products', { key });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited', type: 'rate_limit_error' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Reads and writes share the budget; another key has its own.
    expect((await call('POST', '/public/products', { key, body: { name: 'X', sellingPrice: 1 } })).status).toBe(429);
    const { key: other } = await makeKey(business.id, ['products:read']);
    expect((await call('GET', '/public/products', { key: other })).status).toBe(200);
  });

  it('counts 403 responses too (every authenticated response carries the headers)', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    const { key } = await setup(['business:read']);
    const res = await call('GET', '/public/products', { key });
    expect(res.status).toBe(403);
    expect(res.headers.get('ratelimit-remaining')).toBe('2');
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
    const { key } = await setup(['products:read']);
    for (let i = 0; i < 70; i++) expect((await call('GET', '/public/products', { key })).status).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('shares counters through Redis when REDIS_URL is set (several app nodes)', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '4';
    const { key, keyId } = await setup(['products:read']);
    await call('GET', '/public/products', { key });
    await call('GET', '/public/products', { key });
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const stored = await redis.get(`vitrine:key:${keyId}`);
      expect(Number(stored)).toBe(2);
      // Another node consumed the rest of the budget: this node sees it.
      await redis.incrby(`vitrine:key:${keyId}`, 2);
      expect((await call('GET', '/public/products', { key })).status).toBe(429);
    } finally {
      redis.disconnect();
    }
  });
});
