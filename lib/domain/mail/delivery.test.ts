// The retry schedule: exponential from the first delay, capped, each wait drawn between half and all of its ceiling.
import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_RETRY_POLICY } from './delivery';

describe('backoffMs', () => {
  const policy = { maxAttempts: 8, baseDelayMs: 1_000, maxDelayMs: 10_000 };

  it('doubles from the first delay and stops at the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 20, 10_000].map((attempts) => backoffMs(attempts, policy, () => 1));
    expect(ceilings).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000]);
  });

  it('draws each wait between half and all of its ceiling (jitter)', () => {
    expect(backoffMs(3, policy, () => 0)).toBe(2_000);
    expect(backoffMs(3, policy, () => 0.5)).toBe(3_000);
    const waits = Array.from({ length: 200 }, () => backoffMs(4, policy));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(8_000);
    expect(new Set(waits).size).toBeGreaterThan(1);
  });

  it('by default: 30 s first, an hour at most, 8 attempts', () => {
    expect(backoffMs(1, DEFAULT_RETRY_POLICY, () => 1)).toBe(30_000);
    expect(backoffMs(99, DEFAULT_RETRY_POLICY, () => 1)).toBe(3_600_000);
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBe(8);
  });
});
