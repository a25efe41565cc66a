// Rate limiting with rate-limiter-flexible: in-process by default, shared through Redis when REDIS_URL is set.
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config';
import { get, getOrCreate, registryKey, set } from '../runtime/process-registry';

const LIMITERS = registryKey<Map<string, RateLimiterAbstract>>('rateLimiters');
const REDIS = registryKey<unknown>('rateLimitRedis');

async function redisClient(url: string) {
  if (!get(REDIS)) {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (error: Error) => console.error('[rate-limit] redis:', error.message));
    set(REDIS, client);
  }
  return get(REDIS);
}

async function limiter(name: string, points: number, duration = 60): Promise<RateLimiterAbstract> {
  const limiters = getOrCreate(LIMITERS, () => new Map());
  const redisUrl = config.redisUrl;
  const id = `${name}:${points}:${duration}:${redisUrl ?? 'memory'}`;
  let found = limiters.get(id);
  if (!found) {
    const options = { keyPrefix: `vitrine:${name}`, points, duration };
    found = redisUrl
      ? new RateLimiterRedis({
          ...options,
          storeClient: await redisClient(redisUrl),
          // If Redis is unreachable, keep limiting per process rather than failing requests.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(id, found);
  }
  return found;
}

export type RateLimitResult = { allowed: boolean; headers: Record<string, string> };

function headersFor(limit: number, res: RateLimiterRes, allowed: boolean): Record<string, string> {
  const reset = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
    'RateLimit-Reset': String(reset),
  };
  if (!allowed) headers['Retry-After'] = String(reset);
  return headers;
}

async function consume(name: string, points: number, key: string): Promise<RateLimitResult> {
  const chosen = await limiter(name, points);
  try {
    return { allowed: true, headers: headersFor(points, await chosen.consume(key), true) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, headers: headersFor(points, rejection, false) };
    throw rejection;
  }
}

/** Counts one request against an API key's per-minute budget (RATE_LIMIT_PER_MINUTE; 0 = off). */
export async function limitApiKey(keyId: string): Promise<RateLimitResult> {
  const points = config.rateLimitPerMinute;
  if (points === 0) return { allowed: true, headers: {} };
  return consume('key', points, keyId);
}

/** Whether an address may still try to authenticate (failures are counted by `recordAuthFailure`). */
export async function authFailuresExceeded(address: string): Promise<RateLimitResult | null> {
  const points = config.authFailuresPerMinute;
  if (points === 0) return null;
  const chosen = await limiter('authfail', points);
  const res = await chosen.get(address);
  if (res && res.consumedPoints >= points) return { allowed: false, headers: headersFor(points, res, false) };
  return null;
}

export async function recordAuthFailure(address: string): Promise<void> {
  const points = config.authFailuresPerMinute;
  if (points === 0) return;
  const chosen = await limiter('authfail', points);
  await chosen.penalty(address, 1);
}

/**
 * A failure counter over a window (e.g. dashboard sign-in per account and per address): `blocked` says whether
 * the key is over `points` failures, `fail` counts one, `clear` forgets the key (after a success).
 */
export function failureCounter(name: string, points: () => number, durationSeconds: number) {
  return {
    async blocked(key: string): Promise<RateLimitResult | null> {
      const max = points();
      if (max === 0) return null;
      const res = await (await limiter(name, max, durationSeconds)).get(key);
      return res && res.consumedPoints >= max ? { allowed: false, headers: headersFor(max, res, false) } : null;
    },
    async fail(key: string): Promise<void> {
      const max = points();
      if (max === 0) return;
      await (await limiter(name, max, durationSeconds)).penalty(key, 1);
    },
    async clear(key: string): Promise<void> {
      const max = points();
      if (max === 0) return;
      await (await limiter(name, max, durationSeconds)).delete(key);
    },
  };
}
