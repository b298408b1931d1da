/**
 * Values remembered for a fixed time, at most `maxEntries` of them (the oldest goes first: a Map iterates in
 * insertion order, so memory stays bounded without an LRU library). A TTL of 0 remembers nothing. Each use
 * says why its answers may be a few seconds old and what clears them.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
