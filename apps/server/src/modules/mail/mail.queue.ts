import type { FastifyBaseLogger } from 'fastify';

import type { ClaimedMail, MailRepository } from './mail.repository.ts';
import { DELIVERY_DEADLINE_MS, renderMail, type Mailer, type MailTransport, type Site } from './mail.service.ts';

/** How long a claimed mail is this instance's: longer than the slowest possible delivery. */
const LEASE_SECONDS = Math.ceil((DELIVERY_DEADLINE_MS * 2) / 1000);
/** Retries wait 30 s, then twice as long each time, at most an hour; after 12 tries (about 5 h) the mail is given up. */
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
export const MAX_ATTEMPTS = 12;
/** Besides being woken by each new mail, every instance looks for due mail this often. */
const POLL_MS = 5_000;
/** One background pass stops taking new mails after this long (the next poll goes on). */
const PASS_MS = 60_000;
/** Sent mails are kept this long, then deleted; the queue tidies up once an hour per instance. */
const KEEP_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Closing waits at most this long for the mail being sent. */
const CLOSE_WAIT_MS = 10_000;

export const retryDelaySeconds = (attempts: number) =>
  Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

export interface MailQueue extends Mailer {
  /**
   * Sends every due mail now, one after another, until none is left or `deadlineMs` has passed;
   * answers how many went out. Runs after any pass already under way in this instance.
   */
  drain(options?: { deadlineMs?: number }): Promise<number>;
  close(): Promise<void>;
}

interface QueueOptions {
  repository: MailRepository;
  transport: MailTransport;
  site: Site;
  log: FastifyBaseLogger;
  /** Sends in the background: woken after each queued mail and every few seconds. Tests drain by hand. */
  background: boolean;
  /** Told how each delivery went (the metrics count them). */
  onDelivery?: (outcome: 'sent' | 'failed' | 'given_up') => void;
}

/**
 * The durable mail queue (DESIGN.md, Growing past one machine): `send` is one insert inside the
 * request; every instance drains due mails after the answer, so a mail server that is slow or
 * down never holds up a request, and nothing is lost while it is down.
 */
export function createMailQueue({ repository, transport, site, log, background, onDelivery }: QueueOptions): MailQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let wakeQueued = false;
  let closed = false;
  let lastPurge = 0;

  /** Passes of one instance run one at a time. */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.deliver(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const retryIn = giveUp ? undefined : retryDelaySeconds(mail.attempts);
      await repository.markFailed(mail, reason, retryIn);
      const details = { mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts, err: error };
      if (giveUp) log.error(details, 'mail given up after its last try');
      else log.warn({ ...details, retryInSeconds: retryIn }, 'mail not sent; will try again');
      onDelivery?.(giveUp ? 'given_up' : 'failed');
      return false;
    }
    await repository.markSent(mail);
    onDelivery?.('sent');
    return true;
  }

  async function pass(deadlineMs: number): Promise<number> {
    const deadline = Date.now() + deadlineMs;
    let sent = 0;
    while (!closed && Date.now() < deadline) {
      const mail = await repository.claim(LEASE_SECONDS, MAX_ATTEMPTS);
      if (!mail) break;
      if (await deliver(mail)) sent++;
    }
    if (!closed && Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      const purged = await repository.purge(KEEP_DAYS, MAX_ATTEMPTS);
      if (purged) log.info({ purged }, 'old mails deleted from the queue');
    }
    return sent;
  }

  function wake() {
    if (!background || closed || wakeQueued) return;
    wakeQueued = true;
    setImmediate(() => {
      void serially(async () => {
        wakeQueued = false;
        await pass(PASS_MS);
      }).catch((error: unknown) => log.error({ err: error }, 'mail queue pass failed'));
    });
  }

  const poller = background ? setInterval(wake, POLL_MS) : undefined;
  poller?.unref();
  wake();

  return {
    async send(mail, options) {
      const outgoing = renderMail(mail, site);
      const group = options?.groupKey
        ? { key: options.groupKey, minIntervalSeconds: options.minIntervalSeconds ?? 0 }
        : undefined;
      await repository.enqueue(outgoing, group);
      wake();
    },

    drain: ({ deadlineMs = 30_000 } = {}) => serially(() => pass(deadlineMs)),

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(poller);
      // The mail being sent finishes (or its lease runs out and another instance sends it).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([tail, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
      transport.close();
    },
  };
}
