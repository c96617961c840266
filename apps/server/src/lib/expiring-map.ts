/**
 * A small in-memory map whose entries last `seconds`, keeping at most `max` (the oldest written
 * goes first). For caches a server may lose at any time: nothing may depend on them but speed.
 */
export function createExpiringMap<T>({
  seconds,
  max,
  now = () => Date.now(),
}: {
  seconds: number;
  max: number;
  now?: () => number;
}) {
  const kept = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until >= now()) return entry.value;
      kept.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      if (seconds <= 0) return;
      kept.delete(key);
      kept.set(key, { value, until: now() + seconds * 1000 });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    },
    clear() {
      kept.clear();
    },
  };
}
