import type { FastifyBaseLogger } from 'fastify';

import type { ContactForm } from '@vivaha/shared/contact';
import type { Language } from '@vivaha/shared/languages';

import { HttpError } from '#src/lib/http-errors.ts';
import type { RateLimiter } from '#src/lib/rate-limit.ts';
import { mailText, type Mailer } from '#src/modules/mail/index.ts';

import type { ContactRepository } from './contact.repository.ts';

interface Deps {
  repository: ContactRepository;
  limiter: RateLimiter;
  mailer: Mailer;
  teamEmail: string;
  siteName: string;
}

/** Per client address: enough for a person, too few for a spammer. */
const CONTACT_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;
/**
 * Acknowledgements per address a day. Anyone can type any address into the form, so the mail
 * says nothing the sender wrote, and a stranger's address gets at most three of them.
 */
const ACK_LIMIT = { max: 3, windowSeconds: 24 * 60 * 60 } as const;

/**
 * Keeps the message first, then queues a short acknowledgement to the sender and the mail to the
 * team (the queue retries while the mail server is down). Even a fault in queueing does not lose
 * the message: it is in the database for the team to read, and the sender is told it was received.
 */
export function createContactService({ repository, limiter, mailer, teamEmail, siteName }: Deps) {
  /** Tells the sender the message arrived, in the page's language; never fails the message. */
  async function acknowledge(to: string, id: number, language: Language, log: FastifyBaseLogger) {
    try {
      await limiter.consume({ key: `contact:ack:${to.toLowerCase()}`, ...ACK_LIMIT });
      const words = (key: Parameters<typeof mailText>[1]) => mailText(language, key, { site: siteName, ref: id });
      await mailer.send({
        to,
        subject: words('contactReceived.subject'),
        text: [words('contactReceived.thanks'), words('contactReceived.ignore')].join('\n\n'),
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return;
      log.error({ err: error, contactId: id }, 'contact message stored but its acknowledgement not queued');
    }
  }

  return {
    async send(
      form: ContactForm,
      clientIp: string,
      log: FastifyBaseLogger,
      language: Language = 'en',
    ): Promise<number> {
      await limiter.consume({ key: `contact:ip:${clientIp}`, ...CONTACT_LIMIT });
      const id = await repository.insert({ ...form, clientIp });
      await acknowledge(form.email, id, language, log);
      try {
        await mailer.send({
          to: teamEmail,
          replyTo: form.email,
          subject: `[${siteName} contact #${id}] ${form.subject}`,
          text: [
            `A message came through the Contact Us form.`,
            `Name: ${form.name}\nEmail: ${form.email}\nSubject: ${form.subject}`,
            form.message,
          ].join('\n\n'),
        });
      } catch (error) {
        log.error({ err: error, contactId: id }, 'contact message stored but its mail not queued');
      }
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
