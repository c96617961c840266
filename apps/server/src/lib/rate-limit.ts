import crypto from 'node:crypto';

import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '#src/db/client.ts';
import { rateLimits } from '#src/db/schema.ts';

import { HttpError } from './http-errors.ts';
import { fill, messages } from './messages.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:10.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429's message, given the seconds until the next try; `retryText` when not set. */
  message?: (retryAfter: number) => string;
}

const limitText = messages('limits', {
  inAMinute: 'Too many attempts. Please try again in a minute.',
  inMinutes: 'Too many attempts. Please try again in {{minutes}} minutes.',
});

/** Says when to try again, in words. */
export function retryText(seconds: number): string {
  if (seconds <= 60) return limitText.inAMinute;
  return fill(limitText.inMinutes, { minutes: Math.ceil(seconds / 60) });
}

/** A wait in words, rounded up: "a minute", "5 minutes", "3 hours", "30 days". */
export function waitWords(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.ceil(seconds / 3600);
  if (hours < 48) return `${hours} hours`;
  return `${Math.ceil(seconds / 86_400)} days`;
}

/** Room for a key in its column (300), with a rolling slot's `#index` after it. */
const KEY_ROOM = 290;

/**
 * The limit with a key that fits its column: a longer one (a long address with an IPv6 client)
 * keeps its start and ends in a hash of the whole, so two keys still never share a count.
 */
function fitted(limit: Limit): Limit {
  if (limit.key.length <= KEY_ROOM) return limit;
  const hash = crypto.createHash('sha256').update(limit.key).digest('hex');
  return { ...limit, key: `${limit.key.slice(0, KEY_ROOM - hash.length - 1)}~${hash}` };
}

const tooMany = (limit: Limit, retryAfter: number) =>
  new HttpError(429, (limit.message ?? retryText)(retryAfter), undefined, { 'retry-after': String(retryAfter) });

/**
 * Counts hits in fixed windows in the database, so every server instance sees the same counts.
 * `consume` counts one hit against each limit and throws 429 when any is past its maximum.
 */
export function createRateLimiter(db: Db) {
  // Every limited call sends this: built once and prepared on each connection.
  const counting = db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql`now() + make_interval(secs => ${sql.placeholder('seconds')})`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${sql.placeholder('seconds')}) else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
    })
    .prepare('rate_limit_hit');

  async function hit({ key, windowSeconds }: Limit): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await counting.execute({ key, seconds: windowSeconds });
    return { hits: row?.hits ?? 1, retryAfter: Math.max(1, row?.retryAfter ?? windowSeconds) };
  }

  /** Throws 429 when a limit is already used up, without counting a hit. */
  async function check(given: Limit): Promise<void> {
    const limit = fitted(given);
    const [row] = await db
      .select({
        hits: rateLimits.hits,
        retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, limit.key), gt(rateLimits.resetAt, sql`now()`)));
    if (row && row.hits >= limit.max) throw tooMany(limit, Math.max(1, row.retryAfter));
  }

  /**
   * A rolling window, exact: the limit's `max` slots each hold the time one hit stops counting
   * (`key#0` ... `key#<max-1>`). A hit takes a free slot; with none free it throws 429 with the
   * wait until the oldest hit leaves the window. The limit's own row is locked while a slot is
   * chosen, so concurrent hits on any server instance wait for each other. For small maxima.
   */
  async function consumeRolling(given: Limit): Promise<void> {
    const limit = fitted(given);
    const slots = Array.from({ length: limit.max }, (_, index) => `${limit.key}#${index}`);
    const resetAt = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
    const retryAfter = await db.transaction(async (tx) => {
      await tx
        .insert(rateLimits)
        .values({ key: limit.key, hits: 0, resetAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt } });
      const taken = await tx
        .select({
          key: rateLimits.key,
          retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
        })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, slots), gt(rateLimits.resetAt, sql`now()`)));
      const busy = new Set(taken.map((row) => row.key));
      const free = slots.find((slot) => !busy.has(slot));
      if (!free) return Math.max(1, Math.min(...taken.map((row) => row.retryAfter)));
      await tx
        .insert(rateLimits)
        .values({ key: free, hits: 1, resetAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt } });
      return 0;
    });
    if (retryAfter) throw tooMany(limit, retryAfter);
  }

  /** Uses a limit up at once, for its whole window: `check` then refuses until it ends. */
  async function block(given: Limit): Promise<void> {
    const limit = fitted(given);
    const resetAt = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
    await db
      .insert(rateLimits)
      .values({ key: limit.key, hits: limit.max, resetAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: limit.max, resetAt } });
  }

  /** Takes back one hit counted by `consume` in the current window (an attempt that turned out fine). */
  async function release({ key }: Limit): Promise<void> {
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  }

  return {
    check,
    consumeRolling,
    block,
    release,

    async consume(...given: Limit[]): Promise<void> {
      const limits = given.map(fitted);
      const results = await Promise.all(limits.map(hit));
      let worst: { limit: Limit; retryAfter: number } | undefined;
      results.forEach((result, index) => {
        const limit = limits[index]!;
        if (result.hits > limit.max && (!worst || result.retryAfter > worst.retryAfter))
          worst = { limit, retryAfter: result.retryAfter };
      });
      if (worst) throw tooMany(worst.limit, worst.retryAfter);
      if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
