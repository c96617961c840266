import { drizzle } from 'drizzle-orm/node-postgres';

import { postgresPool, type Db, type PostgresOptions } from './client.ts';
import * as schema from './schema.ts';

/** Read replicas of the PostgreSQL primary (DATABASE_READ_URL): a pool each, taken in turn. */
export interface Replicas {
  /** The next replica's Db, for one read that may lag the primary by a few seconds. */
  next(): Db;
  /** Connections of every replica's pool, summed (metrics). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Pools for the replicas, opened lazily like the primary's. Nothing is migrated here: a replica
 * copies the primary's schema. Only reads that may lag go here (public.service.ts says which).
 */
export function openReplicas(urls: readonly string[], options: PostgresOptions = {}): Replicas | undefined {
  if (!urls.length) return undefined;
  const pools = urls.map((url) => postgresPool(url, options));
  const dbs: Db[] = pools.map((pool) => drizzle({ client: pool, schema }));
  let turn = 0;
  return {
    next: () => dbs[turn++ % dbs.length]!,
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
