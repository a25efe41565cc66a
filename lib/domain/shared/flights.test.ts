// Shared flights never hand a caller a computation that started before it called.
import { describe, expect, it } from 'vitest';
import { SharedFlights } from './flights';

function deferred() {
  let resolve!: (value: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SharedFlights', () => {
  it('runs one computation at a time per key, and a caller only joins one that starts after its call', async () => {
    const flights = new SharedFlights<number>();
    const started: ReturnType<typeof deferred>[] = [];
    const compute = () => {
      const d = deferred();
      started.push(d);
      return d.promise;
    };
    const first = flights.run('k', compute);
    expect(started).toHaveLength(1);
    // Arrive while the first is in flight: both wait for a second computation, started once the first is over.
    const second = flights.run('k', compute);
    const third = flights.run('k', compute);
    expect(third).toBe(second);
    expect(started).toHaveLength(1);
    started[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await second).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    // Nothing in flight: a new caller starts at once; another key never waits.
    const fourth = flights.run('k', compute);
    const other = flights.run('other', compute);
    expect(started).toHaveLength(4);
    started[2]!.resolve(4);
    started[3]!.resolve(5);
    expect([await fourth, await other]).toEqual([4, 5]);
  });

  it('starts the queued computation after a failure too', async () => {
    const flights = new SharedFlights<number>();
    let calls = 0;
    const first = flights.run('k', () => (calls++, Promise.reject(new Error('down'))));
    const second = flights.run('k', () => (calls++, Promise.resolve(7)));
    await expect(first).rejects.toThrow('down');
    expect(await second).toBe(7);
    expect(calls).toBe(2);
  });
});
