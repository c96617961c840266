import PQueue from 'p-queue';

/** A queue that refused work: full, or the work waited past its deadline. */
export class QueueBusyError extends Error {
  readonly reason: 'full' | 'waited';

  constructor(reason: 'full' | 'waited') {
    super(reason === 'full' ? 'work queue full' : 'work waited too long in the queue');
    this.reason = reason;
  }
}

export interface WorkQueueOptions {
  /** How many jobs run at once. */
  concurrency: number;
  /** How many jobs may wait beside the running ones; one more is refused at once. */
  maxWaiting: number;
  /** How long a job may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/**
 * Runs CPU-heavy work a few jobs at a time, in this process, so a burst of it cannot take every
 * core from the requests around it: p-queue, bounded in length and in waiting time. Past either,
 * `run` rejects with QueueBusyError instead of letting a request hang.
 */
export function createWorkQueue({ concurrency, maxWaiting, maxWaitMs }: WorkQueueOptions) {
  const queue = new PQueue({ concurrency });
  return {
    /** Jobs running and waiting now. */
    get load() {
      return { running: queue.pending, waiting: queue.size };
    },

    run<T>(job: () => Promise<T>): Promise<T> {
      if (queue.pending >= concurrency && queue.size >= maxWaiting) return Promise.reject(new QueueBusyError('full'));
      // The deadline is for the wait alone: a job that started runs to its end.
      const waited = new AbortController();
      const deadline = setTimeout(() => waited.abort(new QueueBusyError('waited')), maxWaitMs);
      return queue.add(
        () => {
          clearTimeout(deadline);
          return job();
        },
        { signal: waited.signal },
      );
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
