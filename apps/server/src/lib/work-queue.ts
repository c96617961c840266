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

interface Waiting {
  start(): void;
  refuse(error: QueueBusyError): void;
}

/**
 * Runs CPU-heavy work a few jobs at a time, in this process, so a burst of it cannot take every
 * core from the requests around it. The queue is bounded in length and in waiting time: past
 * either, `run` rejects with QueueBusyError instead of letting a request hang.
 */
export function createWorkQueue({ concurrency, maxWaiting, maxWaitMs }: WorkQueueOptions) {
  let running = 0;
  const waiting: Waiting[] = [];

  function next() {
    while (running < concurrency && waiting.length) waiting.shift()!.start();
  }

  return {
    /** Jobs running and waiting now. */
    get load() {
      return { running, waiting: waiting.length };
    },

    run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency && waiting.length >= maxWaiting) return Promise.reject(new QueueBusyError('full'));
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running++;
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            });
        };
        if (running < concurrency) return start();
        const entry: Waiting = {
          start() {
            clearTimeout(timer);
            start();
          },
          refuse: reject,
        };
        waiting.push(entry);
        const timer = setTimeout(() => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          entry.refuse(new QueueBusyError('waited'));
        }, maxWaitMs);
      });
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
