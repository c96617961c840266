import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { queryRows } from '#src/db/client.ts';

import { countRows, createTestApp } from '../../../test/helpers.ts';
import { mailJobs } from '../../../test/mail-jobs.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const valid = {
  name: 'Kumari Perera',
  email: 'kumari@example.lk',
  subject: 'Increase my allowed profile limit',
  message: 'Please allow one more profile for my younger brother.',
};

describe('POST /api/contact', () => {
  const t = useTestApp({ TEAM_EMAIL: 'team@vivaha.example.org' });
  beforeEach(async () => {
    await t.drainMail();
    t.mailer.sent.length = 0;
    await t.database.db.execute(sql`delete from contact_messages`);
  });

  let nextIp = 1;
  const send = (body: Record<string, unknown>, ip = `10.1.1.${nextIp++}`) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });
  const storedCount = () => countRows(t.database, 'contact_messages');

  it('stores the message, mails it to the team and says so', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, msg: 'Message sent successfully!' });
    expect(await storedCount()).toBe(1);
    expect(await t.drainMail()).toBe(2);
    expect(t.mailer.sent).toHaveLength(2);
    const mail = t.mailer.sent.find((sent) => sent.to === 'team@vivaha.example.org')!;
    expect(mail.replyTo).toBe(valid.email);
    expect(mail.subject).toContain('Increase my allowed profile limit');
    expect(mail.text).toContain('Kumari Perera');
    expect(mail.text).toContain(valid.message);
  });

  it('acknowledges the sender in the page’s language, with nothing they wrote, at most three a day', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...valid,
        email: 'ack@example.lk',
        name: 'Buy cheap pills now',
        message: 'Visit spam.example for a prize.',
      },
      remoteAddress: '10.9.9.1',
      headers: { 'accept-language': 'ta' },
    });
    expect(response.statusCode).toBe(200);
    await t.drainMail();
    const [ack] = t.mailer.sent.filter((sent) => sent.to === 'ack@example.lk');
    expect(ack!.subject).toBe('Vivaha தளத்துக்கு நீங்கள் அனுப்பிய செய்தி எங்களுக்குக் கிடைத்தது');
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(t.database.db, sql`select id from contact_messages`);
    expect(ack!.text).toContain(`(குறிப்பு எண் ${id})`);
    // Anyone can type any address: the mail carries none of the sender's words.
    for (const words of ['Buy cheap pills', 'spam.example', valid.subject]) {
      expect(ack!.text).not.toContain(words);
      expect(ack!.subject).not.toContain(words);
    }

    // The same address from other clients: the messages all reach the team, the address gets three mails.
    for (let i = 2; i <= 5; i++)
      expect((await send({ ...valid, email: 'ack@example.lk' }, `10.9.9.${i}`)).statusCode).toBe(200);
    await t.drainMail();
    expect(t.mailer.sent.filter((sent) => sent.to === 'ack@example.lk')).toHaveLength(3);
    expect(t.mailer.sent.filter((sent) => sent.to === 'team@vivaha.example.org')).toHaveLength(5);
    expect(await storedCount()).toBe(5);
  });

  it.each([
    ['name', { name: undefined }, m.contactNameRequired],
    ['name', { name: '   ' }, m.contactNameRequired],
    ['name', { name: 'N'.repeat(51) }, m.contactNameTooLong],
    ['email', { email: undefined }, m.contactEmailRequired],
    ['email', { email: '' }, m.contactEmailRequired],
    ['email', { email: 'kumari-at-example' }, m.contactEmailInvalid],
    ['subject', { subject: undefined }, m.contactSubjectRequired],
    ['subject', { subject: 'Marry me' }, m.contactSubjectRequired],
    ['message', { message: undefined }, m.contactMessageRequired],
    ['message', { message: '\n\n' }, m.contactMessageRequired],
    ['message', { message: 'x'.repeat(501) }, m.contactMessageTooLong],
  ])('refuses a bad %s (%o) with its message and stores nothing', async (field, change, message) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.fieldErrors[field]).toBe(message);
    expect(await storedCount()).toBe(0);
    expect(await t.drainMail()).toBe(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('accepts a name of exactly 50 and a message of exactly 500 characters', async () => {
    const response = await send({ ...valid, name: 'N'.repeat(50), message: 'x'.repeat(500) });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the message, and its mail to the team for another try, when the mail server fails', async () => {
    const failing = await createTestApp(
      {},
      {
        mailTransport: {
          deliver: async () => {
            throw new Error('SMTP down');
          },
          close() {},
        },
      },
    );
    const response = await failing.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(200);
    expect(await countRows(failing.database, 'contact_messages')).toBe(1);
    expect(await failing.drainMail()).toBe(0);
    const [queued] = await mailJobs(failing.database);
    expect(queued).toMatchObject({ sent: false, last_error: 'SMTP down', attempts: 1 });
    await failing.close();
  });

  it('slows down one address that sends too many', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(200);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await send(valid, '10.9.9.10')).statusCode).toBe(200);
  });
});
