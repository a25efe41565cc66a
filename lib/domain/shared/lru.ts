// An in-process cache: an LRU of promises (concurrent misses for one key share a single computation), bounded by
// entry count and by an estimated size in bytes. A rejected computation is dropped, never cached.
type Entry<V> = { value: Promise<V>; size: number; done: boolean; result?: V };

export class PromiseLru<V> {
  private entries = new Map<string, Entry<V>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key`, or the result of `compute` (stored while it runs). */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<V> = { value: compute(), size: 0, done: false };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.done = true;
        entry.result = value;
        entry.size = this.sizeOf(value);
        this.bytes += entry.size;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evict();
    return entry.value;
  }

  /**
   * The value of `key` if it is cached and already computed (a computation still running counts as absent),
   * without computing anything: for callers that answer only what is ready and hand the rest on.
   */
  peek(key: string): { value: V } | undefined {
    const hit = this.entries.get(key);
    if (!hit?.done) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return { value: hit.result as V };
  }

  /** Forgets `key` (a computation still running is left to finish, uncached). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private evict() {
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.size;
    }
  }
}
