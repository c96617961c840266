import { LRUCache } from 'lru-cache';

/**
 * A small in-memory cache whose entries last `seconds`, keeping at most `max` (the least recently
 * used goes first): lru-cache with a time to live. For caches a server may lose at any time:
 * nothing may depend on them but speed. `now` (milliseconds) is for tests; 0 seconds keeps nothing.
 */
export function createExpiringMap<T extends NonNullable<unknown>>({
  seconds,
  max,
  now,
}: {
  seconds: number;
  max: number;
  now?: () => number;
}) {
  const kept = new LRUCache<string, T>({
    max,
    ttl: Math.max(1, seconds * 1000),
    // Every read asks the clock, so an entry is gone the moment its time is up.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  // Counts the clears: a value loaded across one is not kept (it may be from before the change
  // the clear was for).
  let clears = 0;
  const set = (key: string, value: T) => {
    if (seconds > 0) kept.set(key, value);
  };
  return {
    get: (key: string): T | undefined => kept.get(key),
    set,
    clear() {
      clears += 1;
      kept.clear();
    },
    /**
     * The value kept for `key`, else `load`'s, kept unless the map was cleared while it loaded.
     * Not lru-cache's `fetch()`: a clear aborts the fetches under way, and the request that asked
     * would fail instead of being answered with what it loaded.
     */
    async remember(key: string, load: () => Promise<T>): Promise<T> {
      const found = kept.get(key);
      if (found !== undefined) return found;
      const before = clears;
      const value = await load();
      if (clears === before) set(key, value);
      return value;
    },
  };
}
