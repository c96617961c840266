import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Optional reply address, e.g. the sender of a contact message. */
  replyTo?: string;
}

export interface SendOptions {
  /**
   * Mails with the same key that are not sent yet are one mail: a later send replaces the
   * waiting one's content (the caller writes the whole collected notice each time).
   */
  groupKey?: string;
  /** With a group key: at most one mail of the group goes out in this many seconds. */
  minIntervalSeconds?: number;
}

export interface Mailer {
  send(mail: Mail, options?: SendOptions): Promise<void>;
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

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  siteName: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Sends mail over SMTP_URL, or writes it to DATA_DIR/outbox (one JSON file per mail) when no
 * SMTP server is set, so a person running the portal locally can read their mails.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  return {
    async send(mail) {
      const text = `${mail.text.trim()}\n\n-- \n${options.siteName}\n`;
      const html = renderHtml(text);
      if (transport) {
        await transport.sendMail({ from: options.from, ...mail, text, html });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
      const file = path.join(options.outboxDir, name);
      const record = { from: options.from, ...mail, text, html, date: new Date().toISOString() };
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
    close() {
      transport?.close();
    },
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The same words as the text part, as simple paragraphs; links stay clickable. */
function renderHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => escapeHtml(block).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`))
    .map((block) => `<p>${block.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${paragraphs}</body></html>`;
}
