import { TtlCache } from './ttlCache.js';

/**
 * The orders a search matches, in list order, remembered for a few seconds per search, filters and sort. A
 * name that thousands of orders share ("schmidt") takes tens of milliseconds to gather and sort; paging,
 * re-sorting back and the list's polling then reuse it, and only the page's rows are read (fresh) each time.
 * Any write to orders on this instance clears it at once; other instances see a change within the TTL.
 * Concurrent requests for one search share a single load.
 */
export class OrderSearchCache {
  private readonly entries: TtlCache<Int32Array>;
  private readonly loading = new Map<string, Promise<Int32Array>>();
  /** Bumped by clear(): a load that began before a write is not kept. */
  private generation = 0;

  constructor(ttlMs: number, maxEntries = 100) {
    this.entries = new TtlCache(ttlMs, maxEntries);
  }

  async get(key: string, load: () => Promise<Int32Array>): Promise<Int32Array> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    const ids = await promise;
    if (generation === this.generation) this.entries.set(key, ids);
    return ids;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
