// Flights of one read shared by the callers that wait for it: under load, one query answers every request
// that arrived while the previous one ran, and none is ever answered by a query older than its own call.
// Used for the storefront's site stamp (lib/domain/storefront/site-data.ts) and the key cache's misses
// (lib/domain/keys/key-cache.ts).

const settled = () => undefined;

/**
 * At most one computation per key in flight, and at most one queued behind it. A caller joins only a
 * computation that has not started yet, so whatever it returns was computed entirely after the call: exact
 * for "read the database as of now", yet one query can answer every request that arrived while the
 * previous one ran. Nothing is kept once the flights are over.
 */
export class SharedFlights<V> {
  private slots = new Map<string, { running: Promise<V>; queued: Promise<V> | null }>();

  run(key: string, compute: () => Promise<V>): Promise<V> {
    const slot = this.slots.get(key);
    if (!slot) return this.launch(key, compute);
    slot.queued ??= slot.running.then(settled, settled).then(() => this.launch(key, compute));
    return slot.queued;
  }

  private launch(key: string, compute: () => Promise<V>): Promise<V> {
    const slot = { running: compute(), queued: null as Promise<V> | null };
    this.slots.set(key, slot);
    slot.running.then(settled, settled).then(() => {
      if (this.slots.get(key) === slot && slot.queued === null) this.slots.delete(key);
    });
    return slot.running;
  }
}
