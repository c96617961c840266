import fs from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import { within } from '#src/lib/deadline.ts';
import { outboxName } from '#src/lib/outbox-name.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Optional reply address, e.g. the sender of a contact message. */
  replyTo?: string;
  /** A mail the member may stop (new-match mails): the one-click unsubscribe address. */
  unsubscribe?: string;
}

export interface SendOptions {
  /**
   * Mails with the same key that are not sent yet are one mail: a later send replaces the
   * waiting one's content (the caller writes the whole collected notice each time).
   */
  groupKey?: string;
  /** With a group key: at most one mail of the group goes out in this many seconds. */
  minIntervalSeconds?: number;
  /**
   * Not kept once sent (sent mails are otherwise kept a while for the team to read): the last
   * mail to an address whose account was just deleted.
   */
  forgetWhenSent?: boolean;
}

/**
 * How modules send mail. `send` only queues the mail in the database (one insert, inside the
 * request); the queue delivers it after the answer, and retries while the mail server is down.
 */
export interface Mailer {
  send(mail: Mail, options?: SendOptions): Promise<void>;
  close(): Promise<void> | void;
}

/** A mail ready to leave: the text with the site's signature, and its HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  unsubscribe?: string;
  /** Set when the mail is queued, and kept by every try: a receiving server can tell a copy. */
  messageId?: string;
}

/**
 * A delivery whose outcome is not known: the mail server went silent after taking the message,
 * so it may have been delivered. Such a mail is tried once more at most (mail.queue.ts).
 */
export class DeliveryUnknownError extends Error {
  override name = 'DeliveryUnknownError';
}

/** Where mails leave the portal: an SMTP server, the outbox folder, or a test's list. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Text nobody has reviewed (a member's profile name, a rejection reason), made safe to put into
 * a mail: one line, links and bare web addresses removed, so the site never mails a link that a
 * member wrote.
 */
export function plainText(value: string, maxLength = 200): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S*/gi, '[link removed]')
    .replace(
      /\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|lk|in|info|io|co|uk|me|xyz|app|site|online|link|ly)\b\S*/gi,
      '[link removed]',
    )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

export interface Site {
  siteName: string;
  /** The configured site address (no trailing slash): only links starting with it are clickable. */
  siteUrl: string;
}

const SUBJECT_MAX = 300;

/** The mail as it leaves: one-line subject, the site's signature, and the HTML part. */
export function renderMail(mail: Mail, site: Site): OutgoingMail {
  const text = `${mail.text.trim()}\n\n-- \n${site.siteName}\n`;
  return {
    to: mail.to,
    subject: mail.subject
      .replace(/[\r\n]+/g, ' ')
      .trim()
      .slice(0, SUBJECT_MAX),
    text,
    html: renderHtml(text, site.siteUrl),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.unsubscribe ? { unsubscribe: mail.unsubscribe } : {}),
  };
}

/**
 * The List-Unsubscribe headers of a mail that has an unsubscribe address: mail programs show an
 * Unsubscribe button that posts to it (RFC 8058), without the member signing in.
 */
export function unsubscribeHeaders(mail: OutgoingMail): Record<string, string> {
  return mail.unsubscribe
    ? { 'List-Unsubscribe': `<${mail.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
}

/** Every character that could start markup, as a numeric entity. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A link of this site: the configured address itself, or a path, query or fragment under it. */
function isSiteLink(url: string, siteUrl: string): boolean {
  if (url === siteUrl) return true;
  return url.startsWith(siteUrl) && ['/', '?', '#'].includes(url.charAt(siteUrl.length));
}

/**
 * The same words as the text part, as simple paragraphs. Every character is escaped; only links
 * to this site become clickable, so a web address that a member wrote never turns into a link.
 */
function renderHtml(text: string, siteUrl: string): string {
  const inline = (block: string) =>
    block
      .split(/(https?:\/\/[^\s<>"']+)/g)
      .map((part, index) => {
        if (index % 2 === 0) return escapeHtml(part);
        // Sentence punctuation after a link is not part of it.
        const [, url = part, tail = ''] = /^(.*?)([.,;:!?)\]]*)$/.exec(part) ?? [];
        return isSiteLink(url, siteUrl)
          ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>${escapeHtml(tail)}`
          : escapeHtml(part);
      })
      .join('');
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${inline(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${paragraphs}</body></html>`;
}

/** SMTP waits: connecting, the server's greeting, and any silence on the socket. */
const SMTP_TIMEOUT_MS = 10_000;
/** The longest one delivery may take in all, whatever the server does. */
export const DELIVERY_DEADLINE_MS = 45_000;

interface TransportOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** The longest one SMTP delivery may take (DELIVERY_DEADLINE_MS); tests shorten it. */
  deadlineMs?: number;
}

/**
 * Delivers over SMTP_URL, or writes each mail to DATA_DIR/outbox (one JSON file: to, subject,
 * text, html) when no SMTP server is set, so a person running the portal locally can read them.
 */
export function createTransport(options: TransportOptions): MailTransport {
  const deadlineMs = options.deadlineMs ?? DELIVERY_DEADLINE_MS;
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async deliver(mail) {
        const { unsubscribe: _unsubscribe, ...message } = mail;
        try {
          await within(
            smtp.sendMail({ from: options.from, ...message, headers: unsubscribeHeaders(mail) }),
            deadlineMs,
            () => new DeliveryUnknownError(`mail delivery took longer than ${deadlineMs / 1000} s`),
          );
        } catch (error) {
          // Silence once connected: the server may have taken the message before it went quiet.
          if ((error as { timeoutType?: string }).timeoutType === 'SOCKET_TIMEOUT') {
            throw new DeliveryUnknownError(`the mail server went silent: ${(error as Error).message}`, {
              cause: error,
            });
          }
          throw error;
        }
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => smtp.close(),
    };
  }
  return {
    async deliver(mail) {
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const name = outboxName();
      const file = path.join(options.outboxDir, name);
      const record = { from: options.from, ...mail, headers: unsubscribeHeaders(mail), date: new Date().toISOString() };
      // Written aside and renamed, so a reader never sees half a mail.
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      try {
        await fs.writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        const code = (error as NodeJS.ErrnoException).code;
        // The mail stays queued and is tried again later; the log says why.
        if (code === 'ENOSPC' || code === 'EDQUOT') {
          throw new Error(`the disk holding the outbox (${options.outboxDir}) is full`, { cause: error });
        }
        throw error;
      }
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
    close() {},
  };
}
