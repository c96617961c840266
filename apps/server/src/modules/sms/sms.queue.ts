import type { FastifyBaseLogger } from 'fastify';

import type { Jobs } from '#src/lib/jobs.ts';

import type { Sms, SmsSender } from './sms.sender.ts';

export const SMS_JOBS = 'sms';
/** Tries after the first: a provider down for a minute still delivers. */
const RETRY_LIMIT = 2;

/** An SMS to send, and what it is for (told back with its outcome). */
export interface SmsJob extends Sms {
  ref: string;
}

interface Deps {
  jobs: Jobs;
  sender: SmsSender;
  log: FastifyBaseLogger;
  background: boolean;
  /** Told once per SMS: delivered, or given up after the last try. */
  onOutcome: (ref: string, outcome: 'sent' | 'failed') => Promise<void>;
  /** Seconds before the first retry (doubled each time); tests make it 0. */
  retryDelaySeconds?: number;
}

/**
 * SMS through the job queue (pg-boss): each SMS is a job, taken by one server, tried again twice
 * with backoff when the provider refuses it or does not answer within its deadline, and deleted
 * from the queue's table 15 minutes after it settled (its text holds a code).
 */
export async function createSmsQueue({ jobs, sender, log, background, onOutcome, retryDelaySeconds = 10 }: Deps) {
  await jobs.createQueue(SMS_JOBS, {
    retryLimit: RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    retryBackoff: retryDelaySeconds > 0,
    expireInSeconds: 30,
    deleteAfterSeconds: 15 * 60,
  });

  /** Sends one; on the last try's failure the SMS is told as failed. Throws on failure. */
  async function deliver({ data, retryCount }: { data: SmsJob; retryCount: number }): Promise<void> {
    try {
      await sender.send(data);
    } catch (error) {
      log.warn({ err: error, try: retryCount + 1 }, 'SMS not sent');
      if (retryCount >= RETRY_LIMIT) await onOutcome(data.ref, 'failed');
      throw error;
    }
    await onOutcome(data.ref, 'sent');
  }

  const worker = background
    ? await jobs.work<SmsJob>(SMS_JOBS, { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await deliver(job);
      })
    : undefined;

  return {
    async send(job: SmsJob): Promise<void> {
      await jobs.send(SMS_JOBS, job);
      if (worker) jobs.notifyWorker(worker);
    },

    /** Sends what is due now, once each (tests; a real server's worker does it). Answers how many went. */
    async drain(): Promise<number> {
      let sent = 0;
      for (;;) {
        const [job] = await jobs.fetch<SmsJob>(SMS_JOBS);
        if (!job) return sent;
        try {
          await deliver(job);
          await jobs.complete(SMS_JOBS, job.id);
          sent++;
        } catch (error) {
          await jobs.fail(SMS_JOBS, job.id, { error: String(error) });
        }
      }
    },

    async close(): Promise<void> {
      if (worker) await jobs.offWork(SMS_JOBS, { id: worker });
    },
  };
}

export type SmsQueue = Awaited<ReturnType<typeof createSmsQueue>>;
