import type { Logger } from 'pino';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer, MailTransport } from './modules/mail/index.ts';
import type { MediaStorage } from './modules/media/index.ts';
import type { SmsSender } from './modules/sms/index.ts';

/**
 * What the server is built from, and what tests replace. Every module's plugin is registered
 * with it as its options (modules.ts).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The signing secret (JWT_SECRET, or the one kept in DATA_DIR). */
  secret: string;
  logger: Logger | false;
  /** Replaces the mail queue for the modules (tests that record what is asked to be sent). */
  mailer?: Mailer;
  /** Where queued mails leave (tests keep them in memory); default SMTP_URL, else the outbox. */
  mailTransport?: MailTransport;
  /** Drain the mail queue in the background (default); tests drain by hand. */
  drainMailInBackground?: boolean;
  /** Retry kept photo file removals and send new-match mails in the background (default); tests run them by hand. */
  workInBackground?: boolean;
  /** Replaces SMS_PROVIDER's sender (tests). */
  smsSender?: SmsSender;
  /** Seconds before an SMS is tried again (10, doubled each time); tests use 0. */
  smsRetryDelaySeconds?: number;
  /** How far behind now a new-match mail's window ends (10 s); tests that publish and mail at once use 0. */
  digestLagSeconds?: number;
  /** How long a viewer's right to a photo is kept (60 s, PHOTO_RIGHT_SECONDS); tests shorten it. */
  photoRightSeconds?: number;
  storage?: MediaStorage;
  webRoot?: string;
  /** The web app's server copy; default dist-ssr/entry-server.js beside the default web root, '' for none. */
  ssrEntry?: string;
}
