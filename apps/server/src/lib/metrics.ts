import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a gauge asks for when scraped; a source that cannot answer leaves it out. */
export interface MetricSources {
  /** The database pool: open connections, idle ones, requests waiting for one (PostgreSQL only). */
  poolUse?: () => { total: number; idle: number; waiting: number } | undefined;
  /** The read replicas' pools, summed (DATABASE_READ_URL). */
  replicaPoolUse?: () => { total: number; idle: number; waiting: number } | undefined;
  /** Mails waiting to be sent, given up after their last try, and of unknown outcome. */
  mailQueue?: () => Promise<{ waiting: number; givenUp: number; unknown: number }>;
  /** Photo files whose removal failed and waits to be tried again. */
  photoRemovals?: () => Promise<{ waiting: number; givenUp: number }>;
}

/** The server's measurements, in Prometheus's text format at GET /metrics. One registry per app. */
export function createMetrics() {
  const registry = new Registry();
  // Process measurements: CPU, memory, event loop delay, garbage collection, open handles.
  collectDefaultMetrics({ register: registry, prefix: 'vivaha_' });

  const requests = new Counter({
    name: 'vivaha_http_requests_total',
    help: 'Requests answered, by method, route (the path pattern, or "unmatched") and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'vivaha_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'vivaha_mail_deliveries_total',
    help: 'Mail deliveries tried by this server: sent, failed (tried again later), given_up, or unknown (the mail server went silent after taking it; tried once more).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const photos = new Histogram({
    name: 'vivaha_photo_processing_seconds',
    help: 'Time to decode an upload and encode its three sizes.',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });

  return {
    registry,
    /** Counts an answered request; `route` is the pattern, never the address (one series per route). */
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    mail(outcome: 'sent' | 'failed' | 'given_up' | 'unknown') {
      mails.inc({ outcome });
    },
    photo(seconds: number) {
      photos.observe(seconds);
    },
    /** Gauges read when scraped. */
    watch(sources: MetricSources) {
      /** A pool's connections by state: total open, idle, and requests waiting for one. */
      const poolGauge = (name: string, help: string, read: MetricSources['poolUse']) =>
        new Gauge({
          name,
          help,
          labelNames: ['state'],
          registers: [registry],
          collect() {
            const use = read?.();
            if (!use) return;
            this.set({ state: 'total' }, use.total);
            this.set({ state: 'idle' }, use.idle);
            this.set({ state: 'waiting' }, use.waiting);
          },
        });
      poolGauge(
        'vivaha_db_pool_connections',
        'Database pool connections: total open, idle, and requests waiting for one.',
        sources.poolUse,
      );
      poolGauge(
        'vivaha_db_replica_pool_connections',
        'Read replica pool connections (DATABASE_READ_URL, all replicas): total open, idle, and requests waiting for one.',
        sources.replicaPoolUse,
      );
      new Gauge({
        name: 'vivaha_mail_queue',
        help: 'Mails in the queue: waiting to be sent, given up after their last try, and unknown (given up after a delivery whose outcome is unknown: maybe delivered twice, maybe not at all).',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
          const queue = await sources.mailQueue?.().catch(() => undefined);
          if (!queue) return;
          this.set({ state: 'waiting' }, queue.waiting);
          this.set({ state: 'given_up' }, queue.givenUp);
          this.set({ state: 'unknown' }, queue.unknown);
        },
      });
      // Both removal gauges come from one read per scrape: a scrape collects its gauges together.
      let removalsRead: ReturnType<NonNullable<MetricSources['photoRemovals']>> | undefined;
      const readRemovals = async () => {
        if (!sources.photoRemovals) return undefined;
        removalsRead ??= sources.photoRemovals().finally(() => (removalsRead = undefined));
        return removalsRead.catch(() => undefined);
      };
      const removalsGauge = (name: string, help: string, state: 'waiting' | 'givenUp') =>
        new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            const removals = await readRemovals();
            if (removals) this.set(removals[state]);
          },
        });
      removalsGauge(
        'vivaha_photo_removals_waiting',
        'Photo files of deleted photos still in storage, waiting to be removed again.',
        'waiting',
      );
      removalsGauge(
        'vivaha_photo_removals_given_up',
        'Photo files of deleted photos whose removal was given up after about a month of tries: remove them by hand.',
        'givenUp',
      );
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
