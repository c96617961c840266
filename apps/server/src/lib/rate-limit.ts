import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { Db } from '#src/db/client.ts';
import { rateLimits } from '#src/db/schema.ts';

import { HttpError } from './http-errors.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:10.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Says when to try again, in words. */
export function retryText(seconds: number): string {
  if (seconds <= 60) return 'Too many attempts. Please try again in a minute.';
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} minutes.`;
}

/**
 * Counts hits in fixed windows in the database, so every server instance sees the same counts.
 * `consume` counts one hit against each limit and throws 429 when any is past its maximum.
 */
export function createRateLimiter(db: Db) {
  async function hit({ key, windowSeconds }: Limit): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
      });
    return { hits: row?.hits ?? 1, retryAfter: Math.max(1, row?.retryAfter ?? windowSeconds) };
  }

  /** Throws 429 when a limit is already used up, without counting a hit. */
  async function check(limit: Limit): Promise<void> {
    const [row] = await db
      .select({
        hits: rateLimits.hits,
        retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, limit.key), gt(rateLimits.resetAt, sql`now()`)));
    if (row && row.hits >= limit.max) {
      const retryAfter = Math.max(1, row.retryAfter);
      throw new HttpError(429, retryText(retryAfter), undefined, { 'retry-after': String(retryAfter) });
    }
  }

  return {
    check,

    async consume(...limits: Limit[]): Promise<void> {
      const results = await Promise.all(limits.map(hit));
      const over = results.filter((result, index) => result.hits > limits[index]!.max);
      if (over.length) {
        const retryAfter = Math.max(...over.map((result) => result.retryAfter));
        throw new HttpError(429, retryText(retryAfter), undefined, { 'retry-after': String(retryAfter) });
      }
      if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
