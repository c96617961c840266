import crypto from 'node:crypto';

/** Files written by this server so far: the order of those written within one millisecond. */
let written = 0;

/**
 * The name of a new file in the outbox (mails, and SMS with `prefix` 'sms-'): a person reading the
 * folder, or a test, sorts the names to read the files in the order they were written. The time
 * orders them, this server's count orders those of one millisecond, and the random part keeps two
 * servers' names apart.
 */
export function outboxName(prefix = ''): string {
  const count = String(written++ % 1_000_000).padStart(6, '0');
  return `${prefix}${new Date().toISOString().replace(/[:.]/g, '-')}-${count}-${crypto.randomBytes(4).toString('hex')}.json`;
}
