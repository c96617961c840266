/**
 * The two loads the bench compares: HTTP calls to a running server (autocannon), and the same
 * SQL statements sent straight to PostgreSQL through `pg`, each with the same number of
 * connections for the same time.
 */
import autocannon from 'autocannon';
import pg from 'pg';

export interface LoadResult {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, or failed statements. */
  failures: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(times: number[], seconds: number, failures: number): LoadResult {
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}

/**
 * GETs `url` from `connections` clients for `seconds`. Each request comes from its own client
 * address (X-Forwarded-For, which the server reads with TRUST_PROXY): the per-address read limit
 * guards the site from one scraper, and this load stands for many visitors.
 */
export async function loadHttp(
  url: string,
  {
    connections,
    seconds,
    headers = {},
    paths,
  }: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** Addresses on `url`'s server each client asks for in turn (a mixed load), instead of `url` alone. */
    paths?: readonly string[];
  },
): Promise<LoadResult> {
  let sent = 0;
  const times: number[] = [];
  const fromNewAddress = (request: autocannon.Request) => {
    sent += 1;
    const forwarded = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': forwarded } };
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        requests: paths
          ? paths.map((path) => ({ path, setupRequest: fromNewAddress }))
          : [{ setupRequest: fromNewAddress }],
      },
      (error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
    );
    // The tracker says (client, status, bytes, time); the published types leave out the client.
    (instance as unknown as NodeJS.EventEmitter).on('response', (...args: unknown[]) => times.push(args[3] as number));
  });
  return summary(times, seconds, result.non2xx + result.errors);
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Runs a call's statements one after another, as one "request", on each of `connections`
 * clients in a loop for `seconds`. A parameter holding `address` (the recorded call's client
 * address, in the read limit's key) gets a new address each time, as the HTTP load's requests do:
 * replayed as it is, every request would update one row and wait on its lock.
 */
export async function loadSql(
  url: string,
  statements: readonly Statement[],
  { connections, seconds, address }: { connections: number; seconds: number; address: string },
): Promise<LoadResult> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const times: number[] = [];
  let failures = 0;
  let sent = 0;
  const fresh = (params: unknown[]) => {
    sent += 1;
    const next = `11.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    return params.map((param) => (typeof param === 'string' ? param.replace(address, next) : param));
  };
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          const started = performance.now();
          try {
            for (const statement of statements) await client.query(statement.sql, fresh(statement.params));
            times.push(performance.now() - started);
          } catch {
            failures += 1;
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return summary(times, seconds, failures);
}
