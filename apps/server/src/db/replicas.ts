import { drizzle } from 'drizzle-orm/node-postgres';

import { postgresPool, type Db, type PostgresOptions } from './client.ts';
import * as schema from './schema.ts';

/** Read replicas of the PostgreSQL primary (DATABASE_READ_URL): a pool each. */
export interface Replicas {
  /** Each replica's Db, for reads that may lag the primary by a few seconds. */
  dbs: readonly Db[];
  /** Connections of every replica's pool, summed (metrics). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Pools for the replicas, opened lazily like the primary's. Nothing is migrated here: a replica
 * copies the primary's schema. Only reads that may lag go here (`ranking` in public/public.readers.ts, given in app.ts).
 */
export function openReplicas(urls: readonly string[], options: PostgresOptions = {}): Replicas | undefined {
  if (!urls.length) return undefined;
  const pools = urls.map((url) => postgresPool(url, options));
  return {
    dbs: pools.map((pool) => drizzle({ client: pool, schema })),
    poolUse: () =>
      pools.reduce(
        (sum, pool) => ({
          total: sum.total + pool.totalCount,
          idle: sum.idle + pool.idleCount,
          waiting: sum.waiting + pool.waitingCount,
        }),
        { total: 0, idle: 0, waiting: 0 },
      ),
    close: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}

/** Takes `items` (not empty) in turn, one per call: the replicas' share of the reads. */
export function inTurn<T>(items: readonly T[]): () => T {
  let turn = 0;
  return () => items[turn++ % items.length]!;
}
