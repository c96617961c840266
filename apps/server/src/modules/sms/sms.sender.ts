import fs from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '#src/config.ts';
import { outboxName } from '#src/lib/outbox-name.ts';

/** One SMS: a mobile number as the profile has it, and the text. */
export interface Sms {
  to: string;
  text: string;
}

export interface SmsSender {
  /** Hands one SMS to the provider; throws when it was not accepted (the queue tries again). */
  send(sms: Sms): Promise<void>;
}

/** How long a provider may take to answer one SMS before it counts as a failure. */
export const SMS_SEND_DEADLINE_MS = 10_000;

type SmsSettings = Pick<
  Config,
  | 'SMS_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_URL'
  | 'SMS_HTTP_URL'
  | 'SMS_HTTP_HEADERS'
  | 'SMS_HTTP_BODY'
  | 'SMS_HTTP_CONTENT_TYPE'
>;

/** The number as gateways take it: `+` and digits only (`+94 77 123 4567` -> `+94771234567`). */
export const dialable = (number: string) => number.replace(/[^\d+]/g, '');

/** A value put into a body template, escaped for its content type. */
const escapeFor = (contentType: string, value: string) =>
  contentType === 'application/json' ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value);

async function postOrThrow(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(SMS_SEND_DEADLINE_MS) });
  // Read whole, so the connection is free; its words are not logged (they may repeat the text).
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`the SMS provider answered ${response.status}`);
}

/**
 * The SMS provider SMS_PROVIDER names: `twilio` (its Messages API), `http` (one POST per SMS to
 * SMS_HTTP_URL with SMS_HTTP_HEADERS and the SMS_HTTP_BODY template, enough for the Sri Lankan
 * gateways), or `none`: each SMS is a JSON file in DATA_DIR/outbox (`sms-*.json`, `to` and `text`),
 * as mails are. No log line carries an SMS's text: it holds a code.
 */
export function createSmsSender(
  settings: SmsSettings,
  { outboxDir, log }: { outboxDir: string; log: FastifyBaseLogger },
): SmsSender {
  switch (settings.SMS_PROVIDER) {
    case 'twilio': {
      const sid = settings.TWILIO_ACCOUNT_SID!;
      const url = `${settings.TWILIO_API_URL.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
      const auth = `Basic ${Buffer.from(`${sid}:${settings.TWILIO_AUTH_TOKEN!}`).toString('base64')}`;
      return {
        async send({ to, text }) {
          await postOrThrow(url, {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ To: dialable(to), From: settings.TWILIO_FROM!, Body: text }).toString(),
          });
          log.info({ to: dialable(to) }, 'SMS handed to Twilio');
        },
      };
    }
    case 'http': {
      const contentType = settings.SMS_HTTP_CONTENT_TYPE;
      const headers = {
        ...(settings.SMS_HTTP_HEADERS ? (JSON.parse(settings.SMS_HTTP_HEADERS) as Record<string, string>) : {}),
        'content-type': contentType,
      };
      return {
        async send({ to, text }) {
          const values: Record<string, string> = { to: dialable(to), text };
          const body = settings.SMS_HTTP_BODY.replace(/\{\{(to|text)\}\}/g, (_, name: string) =>
            escapeFor(contentType, values[name]!),
          );
          await postOrThrow(settings.SMS_HTTP_URL!, { method: 'POST', headers, body });
          log.info({ to: dialable(to) }, 'SMS handed to the gateway');
        },
      };
    }
    case 'none':
      return {
        async send({ to, text }) {
          await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
          const name = outboxName('sms-');
          const temporary = path.join(outboxDir, `.${name}.tmp`);
          try {
            const record = { to: dialable(to), text, date: new Date().toISOString() };
            await fs.writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
            await fs.rename(temporary, path.join(outboxDir, name));
          } catch (error) {
            await fs.rm(temporary, { force: true });
            throw error;
          }
          log.info({ to: dialable(to), file: name }, 'SMS written to the outbox');
        },
      };
  }
}
