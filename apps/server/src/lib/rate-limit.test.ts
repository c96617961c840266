import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '#src/db/client.ts';

import { openTestDatabase } from '../../test/helpers.ts';

import { HttpError } from './http-errors.ts';
import { english, said, waitText } from './messages.ts';
import { createRateLimiter, retryText, waitWords, type RateLimiter } from './rate-limit.ts';

/** The error a call threw, or undefined when it went through. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as HttpError,
  );

describe('rate limiter', () => {
  let database: Database;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await openTestDatabase();
    limiter = createRateLimiter(database.db);
  });
  afterAll(() => database.close());

  it('tells a wait in whole minutes, never shorter than it is', () => {
    expect(english(retryText(45))).toBe('Too many attempts. Please try again in a minute.');
    expect(english(retryText(90))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(english(retryText(601))).toBe('Too many attempts. Please try again in 11 minutes.');
  });

  it('refuses at the maximum a check reads of hits counted by consume', async () => {
    const limit = { key: 'test:check-after-consume', max: 2, windowSeconds: 600 };
    await limiter.consume(limit);
    expect(await refusal(limiter.check(limit))).toBeUndefined();
    await limiter.consume(limit);
    expect((await refusal(limiter.check(limit)))?.statusCode).toBe(429);
  });

  it('says a wait in minutes, hours or days', () => {
    expect(english(waitWords(30))).toBe('a minute');
    expect(english(waitWords(61))).toBe('2 minutes');
    expect(english(waitWords(3600))).toBe('60 minutes');
    expect(english(waitWords(86_399))).toBe('24 hours');
    expect(english(waitWords(30 * 86_400))).toBe('30 days');
  });

  it('gives a limit’s own message and the wait with a 429', async () => {
    const limit = {
      key: 'test:own',
      max: 1,
      windowSeconds: 600,
      message: (s: number) => said(waitText, 'minutes', { count: s }),
    };
    await limiter.consume(limit);
    const error = await refusal(limiter.consume(limit));
    expect(error).toBeInstanceOf(HttpError);
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toMatch(/^(599|600) minutes$/);
    expect(Number(error?.headers?.['retry-after'])).toBeGreaterThan(590);
  });

  it('keeps a rolling window exactly: a hit comes free only when the oldest one is a window old', async () => {
    const limit = { key: 'test:rolling', max: 3, windowSeconds: 3600 };
    for (let i = 0; i < 3; i++) await limiter.consumeRolling(limit);
    const error = await refusal(limiter.consumeRolling(limit));
    expect(error?.statusCode).toBe(429);
    expect(Number(error?.headers?.['retry-after'])).toBeGreaterThan(3500);

    // The oldest hit leaves the window: one more, and only one.
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:rolling#0'`,
    );
    expect(await refusal(limiter.consumeRolling(limit))).toBeUndefined();
    expect((await refusal(limiter.consumeRolling(limit)))?.statusCode).toBe(429);
  });

  it('lets exactly max of many concurrent hits through a rolling limit', async () => {
    const limit = { key: 'test:burst', max: 10, windowSeconds: 3600 };
    const results = await Promise.all(Array.from({ length: 16 }, () => refusal(limiter.consumeRolling(limit))));
    expect(results.filter((error) => error === undefined)).toHaveLength(10);
    expect(results.filter((error) => error?.statusCode === 429)).toHaveLength(6);
  });

  it('blocks a key for its whole window, until the window ends', async () => {
    const limit = { key: 'test:block', max: 1, windowSeconds: 30 * 86_400 };
    expect(await refusal(limiter.check(limit))).toBeUndefined();
    await limiter.block(limit);
    const error = await refusal(limiter.check(limit));
    expect(error?.statusCode).toBe(429);
    expect(Number(error?.headers?.['retry-after'])).toBeGreaterThan(29 * 86_400);
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:block'`,
    );
    expect(await refusal(limiter.check(limit))).toBeUndefined();
  });

  it('forgets counts whose window ended when swept, and keeps the others', async () => {
    await limiter.consume({ key: 'test:sweep-old', max: 5, windowSeconds: 60 });
    await limiter.consume({ key: 'test:sweep-live', max: 5, windowSeconds: 60 });
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:sweep-old'`,
    );
    expect(await limiter.sweep()).toBeGreaterThanOrEqual(1);
    const keys = await database.db.execute(sql`select key from rate_limits where key like 'test:sweep-%'`);
    expect((keys as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key)).toEqual([
      'test:sweep-live',
    ]);
  });

  it('counts each of several limits at once, and answers with the longest wait', async () => {
    const short = { key: 'test:both-short', max: 1, windowSeconds: 60 };
    const long = { key: 'test:both-long', max: 1, windowSeconds: 3600 };
    await limiter.consume(short, long);
    const error = await refusal(limiter.consume(short, long));
    expect(Number(error?.headers?.['retry-after'])).toBeGreaterThan(3500);
    // A long address is counted under a key that fits its column, and still apart from its neighbours.
    const wide = { key: `test:wide:${'a'.repeat(400)}`, max: 1, windowSeconds: 60 };
    await limiter.consume(wide);
    expect(await refusal(limiter.consume({ ...wide, key: `${wide.key}b` }))).toBeUndefined();
    expect((await refusal(limiter.consume(wide)))?.statusCode).toBe(429);
  });

  it('takes back a hit, and lets exactly max of many concurrent hits through a fixed window', async () => {
    const limit = { key: 'test:release', max: 3, windowSeconds: 600 };
    await limiter.consume(limit);
    await limiter.release(limit);
    const results = await Promise.all(Array.from({ length: 10 }, () => refusal(limiter.consume(limit))));
    expect(results.filter((error) => error === undefined)).toHaveLength(3);
  });

  it('counts many keys’ concurrent hits each in its own window, and starts a window that ended anew', async () => {
    const limit = (key: string) => ({ key: `test:many:${key}`, max: 2, windowSeconds: 60 });
    const hits = ['a', 'b', 'a', 'c', 'a', 'b', 'a'].map((key) => refusal(limiter.consume(limit(key))));
    const refused = (await Promise.all(hits)).map((error) => error?.statusCode);
    // The first two hits on each key go through; a's third and fourth are refused, with a wait.
    expect(refused).toEqual([undefined, undefined, undefined, undefined, 429, undefined, 429]);
    expect(Number((await refusal(limiter.consume(limit('a'))))?.headers?.['retry-after'])).toBeGreaterThan(50);
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:many:a'`,
    );
    expect(await refusal(limiter.consume(limit('a')))).toBeUndefined();
    expect(await refusal(limiter.consume(limit('a')))).toBeUndefined();
    expect((await refusal(limiter.consume(limit('a'))))?.statusCode).toBe(429);
  });
});
