import type { FastifyBaseLogger } from 'fastify';

import type { ContactForm } from '@vivaha/shared/contact';

import type { RateLimiter } from '#src/lib/rate-limit.ts';
import type { Mailer } from '#src/modules/mail/mail.service.ts';

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
 * Keeps the message first, then queues its mail to the team (the queue retries while the mail
 * server is down). Even a fault in queueing does not lose the message: it is in the database for
 * the team to read, and the sender is told it was received.
 */
export function createContactService({ repository, limiter, mailer, teamEmail, siteName }: Deps) {
  return {
    async send(form: ContactForm, clientIp: string, log: FastifyBaseLogger): Promise<number> {
      await limiter.consume({ key: `contact:ip:${clientIp}`, ...CONTACT_LIMIT });
      const id = await repository.insert({ ...form, clientIp });
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
