import crypto from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, Queue } from 'pg-boss';

import { RETENTION } from '@vivaha/shared/retention';

import type { Jobs } from '#src/lib/jobs.ts';

import type { MailRepository, MailCounts } from './mail.repository.ts';
import {
  DELIVERY_DEADLINE_MS,
  DeliveryUnknownError,
  renderMail,
  type Mailer,
  type MailTransport,
  type OutgoingMail,
  type Site,
} from './mail.service.ts';

/** Mails, one job each. */
export const MAIL_JOBS = 'mail';
/** Grouped notices: per group key, one waiting to go and one being sent at most (pg-boss's "stately"). */
export const NOTICE_JOBS = 'mail-notice';
/** Every queue whose jobs are mails (each job's data holds the recipient in `to`). */
export const MAIL_QUEUES = [MAIL_JOBS, NOTICE_JOBS];

/** Retries wait 30 s, then about twice as long each time, at most an hour; after 12 tries (about 5 h) the mail is given up. */
export const MAX_ATTEMPTS = 12;
const QUEUE_OPTIONS = {
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
  // A try that has not ended in this long is another server's to take: longer than any delivery.
  expireInSeconds: Math.ceil((DELIVERY_DEADLINE_MS * 2) / 1000),
  // Sent and given-up mails are kept this long for a person to read, then deleted (the privacy page's table).
  deleteAfterSeconds: RETENTION.sentMailDays * 24 * 60 * 60,
} satisfies Omit<Queue, 'name'>;
/** A mail whose outcome was unknown is tried once more, this long after. */
const LAST_TRY_AFTER_SECONDS = 60;
/** Besides being woken by each new mail, every server looks for due mail this often. */
const POLL_SECONDS = 5;
/** One drain stops taking new mails after this long. */
const DRAIN_MS = 30_000;

interface MailJob extends OutgoingMail {
  messageId: string;
  /** The try after one whose outcome was unknown: the last one. */
  lastTry?: boolean;
  /** Deleted once sent (SendOptions.forgetWhenSent). */
  forget?: boolean;
}

export interface MailQueue extends Mailer {
  /**
   * Sends every due mail now, one after another, until none is left or `deadlineMs` has passed;
   * answers how many went out.
   */
  drain(options?: { deadlineMs?: number }): Promise<number>;
  /** Mails waiting, given up, and of unknown outcome (metrics). */
  counts(): Promise<MailCounts>;
  close(): Promise<void>;
}

interface QueueOptions {
  jobs: Jobs;
  repository: MailRepository;
  transport: MailTransport;
  site: Site;
  log: FastifyBaseLogger;
  /** Sends in the background: woken after each queued mail and every few seconds. Tests drain by hand. */
  background: boolean;
  /** Told how each delivery went (the metrics count them). */
  onDelivery?: (outcome: 'sent' | 'failed' | 'given_up' | 'unknown') => void;
}

/**
 * The durable mail queue on the job queue (lib/jobs.ts): `send` is one insert inside the request;
 * any server delivers it after the answer, once, retrying while the mail server is down. A
 * grouped notice (a member's request notices, the team's "reports waiting") is one waiting job
 * per group whose content each new notice replaces; a notice that arrives while its group's mail
 * is being sent waits the group's interval after it.
 */
export async function createMailQueue({
  jobs,
  repository,
  transport,
  site,
  log,
  background,
  onDelivery,
}: QueueOptions): Promise<MailQueue> {
  await jobs.createQueue(MAIL_JOBS, QUEUE_OPTIONS);
  await jobs.createQueue(NOTICE_JOBS, { ...QUEUE_OPTIONS, policy: 'stately' });
  // A queue made by an earlier version keeps its options until told: these are today's.
  await jobs.updateQueue(MAIL_JOBS, QUEUE_OPTIONS);
  await jobs.updateQueue(NOTICE_JOBS, QUEUE_OPTIONS);
  const host = new URL(site.siteUrl).hostname || 'localhost';
  const messageId = () => `<${crypto.randomUUID()}@${host}>`;
  let closed = false;
  for (const earlier of await repository.takeEarlierMails()) {
    await jobs.send(MAIL_JOBS, { ...earlier, messageId: messageId() });
  }

  /** Delivers one job and settles it; true when the mail went out. */
  async function attempt(queue: string, job: JobWithMetadata<MailJob>): Promise<boolean> {
    const mail = job.data;
    try {
      await transport.deliver(mail);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const details = { to: mail.to, subject: mail.subject, attempts: job.retryCount + 1, err: error };
      if (error instanceof DeliveryUnknownError && !mail.lastTry) {
        // It may have gone out: one more try, with the same Message-ID, and no more.
        await jobs.complete(queue, job, { unknown: reason });
        await jobs.send(MAIL_JOBS, { ...mail, lastTry: true }, { retryLimit: 0, startAfter: LAST_TRY_AFTER_SECONDS });
        log.warn(details, 'mail delivery outcome unknown; will try once more');
        onDelivery?.('unknown');
        return false;
      }
      const giveUp = mail.lastTry || job.retryCount >= job.retryLimit;
      await jobs.fail(queue, job, { error: reason });
      if (giveUp) log.error(details, 'mail given up after its last try');
      else log.warn(details, 'mail not sent; will try again');
      onDelivery?.(giveUp ? 'given_up' : 'failed');
      return false;
    }
    await jobs.complete(queue, job);
    if (mail.forget) await jobs.deleteJob(queue, job.id);
    onDelivery?.('sent');
    return true;
  }

  async function drain({ deadlineMs = DRAIN_MS } = {}): Promise<number> {
    const until = Date.now() + deadlineMs;
    let sent = 0;
    for (const queue of [NOTICE_JOBS, MAIL_JOBS]) {
      while (!closed && Date.now() < until) {
        const [job] = await jobs.fetch<MailJob>(queue, { includeMetadata: true });
        if (!job) break;
        if (await attempt(queue, job)) sent++;
      }
    }
    return sent;
  }

  const workers = background
    ? await Promise.all(
        [NOTICE_JOBS, MAIL_JOBS].map(async (queue) => ({
          queue,
          id: await jobs.work<MailJob>(
            queue,
            { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
            async ([job]) => {
              // Settled by `attempt` itself; pg-boss then leaves the job alone.
              if (job && !closed) await attempt(queue, job as JobWithMetadata<MailJob>);
            },
          ),
        })),
      )
    : [];

  /** A group's next mail goes the group's interval after its last one was sent, or is being sent. */
  async function enqueueNotice(mail: MailJob, key: string, minIntervalSeconds: number) {
    for (let tries = 0; tries < 3; tries++) {
      // A waiting one takes the new content and keeps its time.
      const { updated } = await jobs.update(NOTICE_JOBS, mail, { singletonKey: key });
      if (updated) return;
      const startAfter = await repository.nextNoticeAt(NOTICE_JOBS, key, minIntervalSeconds);
      if (await jobs.send(NOTICE_JOBS, mail, { singletonKey: key, startAfter })) return;
      // Another server queued one meanwhile: take it over.
    }
    throw new Error(`could not queue the notice ${key}`);
  }

  return {
    async send(given, options) {
      if (closed) return;
      const mail: MailJob = {
        ...renderMail(given, site),
        messageId: messageId(),
        ...(options?.forgetWhenSent ? { forget: true } : {}),
      };
      if (options?.groupKey) await enqueueNotice(mail, options.groupKey, options.minIntervalSeconds ?? 0);
      else await jobs.send(MAIL_JOBS, mail);
      workers.forEach((worker) => jobs.notifyWorker(worker.id));
    },

    drain,

    counts: () => repository.counts(MAIL_QUEUES),

    async close() {
      if (closed) return;
      closed = true;
      // The mail being sent finishes first (pg-boss waits for it; stopping the queue stops these too).
      await Promise.all(
        workers.map((worker) => jobs.offWork(worker.queue, { id: worker.id, wait: true }).catch(() => undefined)),
      );
      transport.close();
    },
  };
}
