/**
 * A small seeded random source for the demo data (mulberry32): the same seed always gives the
 * same sequence, on every platform, so demo data can be regenerated exactly.
 */

/** A value and its relative weight. */
export type Weighted<T> = readonly [value: T, weight: number];

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item, each equally likely. */
  pick<T>(items: readonly T[]): T;
  /** One value, in proportion to its weight. */
  weighted<T>(entries: readonly Weighted<T>[]): T;
  /** Roughly normally distributed (sum of uniforms), cheap and good enough for demo data. */
  normal(mean: number, sd: number): number;
  /** A string of n random decimal digits. */
  digits(n: number): string;
  /** Several different items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
}

/** The mulberry32 generator for a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickFrom<T>(next: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('Cannot pick from an empty list');
  return items[Math.floor(next() * items.length)] as T;
}

function weightedFrom<T>(next: () => number, entries: readonly Weighted<T>[]): T {
  let total = 0;
  for (const [, weight] of entries) total += weight;
  let target = next() * total;
  for (const [value, weight] of entries) {
    target -= weight;
    if (target < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('Cannot pick from an empty list');
  return last[0];
}

function sampleFrom<T>(next: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length > 0) {
    const index = Math.floor(next() * pool.length);
    chosen.push(pool[index] as T);
    pool[index] = pool[pool.length - 1] as T;
    pool.pop();
  }
  return chosen;
}

/** A random source for the given seed (any number; only its low 32 bits count). */
export function createRandom(seed: number): Random {
  // Spread nearby seeds (1, 2, 3...) apart before the first draw.
  const next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => pickFrom(next, items),
    weighted: (entries) => weightedFrom(next, entries),
    normal: (mean, sd) => mean + (next() + next() + next() + next() - 2) * sd * 1.732,
    digits: (n) => {
      let text = '';
      for (let i = 0; i < n; i += 1) text += String(Math.floor(next() * 10));
      return text;
    },
    sample: (items, n) => sampleFrom(next, items, n),
  };
}
