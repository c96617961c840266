import crypto from 'node:crypto';

import { and, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';

import { queryRows, type Db } from '#src/db/client.ts';
import { rateLimits } from '#src/db/schema.ts';

import { batchedWrites } from './batched-writes.ts';
import { httpError } from './http-errors.ts';
import { messages, said, waitText, type Said } from './messages.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:10.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429's message, given the seconds until the next try; `retryText` when not set. */
  message?: (retryAfter: number) => Said;
}

const limitText = messages('limits', {
  inAMinute: 'Too many attempts. Please try again in a minute.',
  inMinutes: 'Too many attempts. Please try again in {{minutes}} minutes.',
});

/** Says when to try again, in words. */
export function retryText(seconds: number): Said {
  if (seconds <= 60) return said(limitText, 'inAMinute');
  return said(limitText, 'inMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** A wait in words, rounded up: "a minute", "5 minutes", "3 hours", "30 days". */
export function waitWords(seconds: number): Said {
  if (seconds <= 60) return said(waitText, 'aMinute');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return said(waitText, 'minutes', { count: minutes });
  const hours = Math.ceil(seconds / 3600);
  if (hours < 48) return said(waitText, 'hours', { count: hours });
  return said(waitText, 'days', { count: Math.ceil(seconds / 86_400) });
}

/** Expired counts deleted by one statement of the sweep. */
const SWEEP_BATCH = 1000;

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
  httpError(429, (limit.message ?? retryText)(retryAfter), undefined, { 'retry-after': String(retryAfter) });

/** Seconds until a refused key may try again (given in milliseconds), at least one. */
const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Limits counted in the database (table `rate_limits`), so every server shares the counts and
 * they survive restarts: fixed windows for most limits, read, blocked and released through
 * rate-limiter-flexible's drizzle store and counted as it counts them, many hits in one statement
 * (`hit`); and an exact rolling window (`consumeRolling`) for the few daily caps whose count a
 * person can check.
 * Expired rows are deleted by the retention job (account.retention.ts).
 */
export function createRateLimiter(db: Db) {
  // One store per (maximum, window): the library's limiter holds its points and duration.
  const stores = new Map<string, RateLimiterDrizzle>();
  const storeFor = ({ max, windowSeconds }: Limit) => {
    const name = `${max}/${windowSeconds}`;
    let store = stores.get(name);
    if (!store) {
      store = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: '',
        points: max,
        duration: windowSeconds,
        clearExpiredByTimeout: false,
      });
      stores.set(name, store);
    }
    return store;
  };

  /**
   * One hit on a fixed-window count, as the library's store counts it (a window starts with the
   * first hit, on this server's clock; a hit past the maximum still counts), but the hits that
   * come while one statement is being written go together into the next (batchedWrites): public
   * reads count one on every profile and search a visitor opens, and one statement for many of
   * them is what keeps a busy page cheap. Each hit is told its own place in its key's count.
   */
  const hit = batchedWrites(async (limits: readonly Limit[]): Promise<Array<{ hits: number; msLeft: number }>> => {
    // A key is one limit's, with one window (the public reads' maximum changes with a member, not its window).
    const byKey = new Map<string, { hits: number; seconds: number }>();
    const places = limits.map((limit) => {
      const counted = byKey.get(limit.key) ?? { hits: 0, seconds: limit.windowSeconds };
      byKey.set(limit.key, counted);
      counted.hits += 1;
      return counted.hits;
    });
    // In one order, so two servers' statements take the rows' locks alike.
    const keys = [...byKey.keys()].sort();
    const now = Date.now();
    const at = (ms: SQL) => sql`to_timestamp((${ms})::float8 / 1000)`;
    const ended = sql`rate_limits.reset_at <= ${at(sql`${now}::bigint`)}`;
    const rows = await queryRows<{ key: string; hits: number; reset_ms: string | number | bigint }>(
      db,
      sql`insert into ${rateLimits} (key, hits, reset_at)
          select key, hits, ${at(sql`${now}::bigint + seconds::bigint * 1000`)}
          from unnest(${sql.param(keys)}::varchar[], ${sql.param(keys.map((key) => byKey.get(key)!.hits))}::int[],
            ${sql.param(keys.map((key) => byKey.get(key)!.seconds))}::int[]) as given(key, hits, seconds)
        on conflict (key) do update set
          hits = case when ${ended} then excluded.hits else rate_limits.hits + excluded.hits end,
          reset_at = case when ${ended} then excluded.reset_at else rate_limits.reset_at end
        returning key, hits, floor(extract(epoch from reset_at) * 1000)::bigint as reset_ms`,
    );
    const counted = new Map(rows.map((row) => [row.key, row]));
    return limits.map((limit, index) => {
      const row = counted.get(limit.key)!;
      // The batch's hits on a key are its last ones, in the order they came.
      const hits = row.hits - byKey.get(limit.key)!.hits + places[index]!;
      return { hits, msLeft: Math.max(0, Number(row.reset_ms) - now) };
    });
  });

  /** Throws 429 when a limit is already used up, without counting a hit. */
  async function check(given: Limit): Promise<void> {
    const limit = fitted(given);
    const used = await storeFor(limit).get(limit.key);
    if (used && used.consumedPoints >= limit.max) throw tooMany(limit, secondsLeft(used.msBeforeNext));
  }

  /**
   * A rolling window, exact: the limit's `max` slots each hold the time one hit stops counting
   * (`key#0` ... `key#<max-1>`). A hit takes a free slot; with none free it throws 429 with the
   * wait until the oldest hit leaves the window. The limit's own row is locked while a slot is
   * chosen, so concurrent hits on any server instance wait for each other. For small maxima.
   * Written here because the library's stores count fixed windows only, and a person who was
   * told "5 a day" can check the count against their own last 24 hours.
   */
  async function consumeRolling(given: Limit): Promise<void> {
    const limit = fitted(given);
    const slots = Array.from({ length: limit.max }, (_, index) => `${limit.key}#${index}`);
    const expire = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
    const retryAfter = await db.transaction(async (tx) => {
      await tx
        .insert(rateLimits)
        .values({ key: limit.key, points: 0, expire })
        .onConflictDoUpdate({ target: rateLimits.key, set: { expire } });
      const taken = await tx
        .select({
          key: rateLimits.key,
          retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.expire} - now()))::int`,
        })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, slots), gt(rateLimits.expire, sql`now()`)));
      const busy = new Set(taken.map((row) => row.key));
      const free = slots.find((slot) => !busy.has(slot));
      if (!free) return Math.max(1, Math.min(...taken.map((row) => row.retryAfter)));
      await tx
        .insert(rateLimits)
        .values({ key: free, points: 1, expire })
        .onConflictDoUpdate({ target: rateLimits.key, set: { points: 1, expire } });
      return 0;
    });
    if (retryAfter) throw tooMany(limit, retryAfter);
  }

  return {
    check,
    consumeRolling,

    /** Uses a limit up at once, for its whole window: `check` then refuses until it ends. */
    async block(given: Limit): Promise<void> {
      const limit = fitted(given);
      await storeFor(limit).block(limit.key, limit.windowSeconds);
    },

    /** Takes back one hit counted by `consume` (an attempt that turned out fine). */
    async release(given: Limit): Promise<void> {
      const limit = fitted(given);
      await storeFor(limit).reward(limit.key, 1);
    },

    /** Counts one hit against each limit; throws 429 (the longest wait) when any is past its maximum. */
    async consume(...given: Limit[]): Promise<void> {
      const limits = given.map(fitted);
      const counts = await Promise.all(limits.map(hit));
      let worst: { limit: Limit; retryAfter: number } | undefined;
      counts.forEach(({ hits, msLeft }, index) => {
        const limit = limits[index]!;
        if (hits <= limit.max) return;
        const retryAfter = secondsLeft(msLeft);
        if (!worst || retryAfter > worst.retryAfter) worst = { limit, retryAfter };
      });
      if (worst) throw tooMany(worst.limit, worst.retryAfter);
    },

    /**
     * Deletes counts whose window ended (the retention job), a thousand at a time and passing
     * over any a hit is counting on: a day's worth in one statement would hold its rows while
     * it ran, and every hit on them (a statement for many: `hit`) would wait for it.
     */
    async sweep(): Promise<number> {
      let gone = 0;
      for (;;) {
        const deleted = await queryRows<{ key: string }>(
          db,
          sql`delete from ${rateLimits} where key in (
              select key from ${rateLimits} where reset_at < now() limit ${SWEEP_BATCH} for update skip locked)
            returning key`,
        );
        gone += deleted.length;
        if (deleted.length < SWEEP_BATCH) return gone;
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
