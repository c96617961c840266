import { describe, expect, it } from 'vitest';

import { createWorkQueue, QueueBusyError } from './work-queue.ts';

/** A job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { job: () => done, open };
}

describe('work queue', () => {
  it('runs one job at a time, in order, and the next when one ends', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 5_000 });
    const order: number[] = [];
    const first = gate();
    const a = queue.run(async () => {
      await first.job();
      order.push(1);
    });
    const b = queue.run(async () => order.push(2));
    const c = queue.run(async () => order.push(3));
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual([1, 2, 3]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and takes work again once there is room', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 5_000 });
    const running = gate();
    const jobs = [queue.run(running.job), queue.run(async () => 'second'), queue.run(async () => 'third')];
    await expect(queue.run(async () => 'fourth')).rejects.toEqual(new QueueBusyError('full'));
    running.open();
    await Promise.all(jobs);
    await expect(queue.run(async () => 'later')).resolves.toBe('later');
  });

  it('refuses a job that waited past its deadline, without running it', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 50 });
    const running = gate();
    const busy = queue.run(running.job);
    let ran = false;
    const started = Date.now();
    await expect(queue.run(async () => (ran = true))).rejects.toEqual(new QueueBusyError('waited'));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    running.open();
    await busy;
    expect(ran).toBe(false);
  });

  it('passes a job’s failure on, and keeps going', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 5_000 });
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(queue.run(async () => 7)).resolves.toBe(7);
  });
});
