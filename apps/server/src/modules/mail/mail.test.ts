import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { queryRows, type Database } from '#src/db/client.ts';

import { createTestMailer, openTestDatabase } from '../../../test/helpers.ts';

import { createMailQueue, MAX_ATTEMPTS, retryDelaySeconds, type MailQueue } from './mail.queue.ts';
import { createMailRepository } from './mail.repository.ts';
import { createTransport, renderMail, type MailTransport, type OutgoingMail } from './mail.service.ts';

const log = pino({ level: 'silent' });
const site = { siteName: 'Vivaha', siteUrl: 'https://vivaha.example.org' };
const mail = {
  to: 'family@example.lk',
  subject: 'Your code',
  text: 'Your code is 123456.\n\nVisit https://vivaha.example.org/login',
};

describe('mail transports', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('writes one JSON file per mail to the outbox when no SMTP server is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-outbox-'));
    dirs.push(dir);
    const transport = createTransport({ from: 'Vivaha <no-reply@localhost>', outboxDir: dir, log });
    await transport.deliver(renderMail(mail, site));
    await transport.deliver(renderMail({ ...mail, subject: 'Second' }, site));
    const files = fs.readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(stored).toMatchObject({ to: mail.to, subject: 'Your code' });
    expect(stored.text).toContain('Your code is 123456.');
    expect(stored.text).toContain('Vivaha');
    expect(stored.html).toContain('<a href="https://vivaha.example.org/login">');
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Vivaha <no-reply@vivaha.example.org>',
      outboxDir: '/nonexistent',
      log,
    });
    await transport.deliver(renderMail(mail, site));
    transport.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your code');
    expect(received[0]).toContain('To: family@example.lk');
    expect(received[0]).toContain('Your code is 123456.');
  });
});

describe('the HTML part', () => {
  const html = (text: string) => renderMail({ ...mail, text }, site).html;

  it('escapes every character of the text', () => {
    const out = html('<script>alert(1)</script> & "quotes" \'too\' <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img');
    expect(out).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
  });

  it('makes only links to the configured site clickable', () => {
    const out = html(
      [
        'Open https://vivaha.example.org/MyApprovals.',
        'Home: https://vivaha.example.org',
        'Not ours: https://evil.example.com/login and https://vivaha.example.org.evil.example.com/x',
        'Nor http://vivaha.example.org/login (another scheme)',
      ].join('\n\n'),
    );
    const links = [...out.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1]);
    expect(links).toEqual(['https://vivaha.example.org/MyApprovals', 'https://vivaha.example.org']);
    expect(out).toContain('</a>.');
    expect(out).toContain('https://evil.example.com/login');
  });

  it('never turns a link into markup when the text puts quotes or brackets around it', () => {
    const out = html('See "https://vivaha.example.org/x"><script>alert(1)</script>');
    expect(out).not.toContain('<script>');
    expect(out).toContain('<a href="https://vivaha.example.org/x">');
  });
});

describe('the mail queue', () => {
  let database: Database;
  const queues: MailQueue[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from mail_queue`);
  });

  function queueWith(transport: MailTransport, background = false) {
    const queue = createMailQueue({ repository: createMailRepository(database.db), transport, site, log, background });
    queues.push(queue);
    return queue;
  }
  const rows = () =>
    queryRows<{
      id: number;
      subject: string;
      text_body: string;
      group_key: string | null;
      attempts: number;
      sent: boolean;
      last_error: string | null;
      wait: number;
    }>(
      database.db,
      sql`select id, subject, text_body, group_key, attempts, sent_at is not null as sent, last_error,
                 round(extract(epoch from next_attempt_at - now()))::int as wait
          from mail_queue order by id`,
    );
  const failing = (): MailTransport & { tries: number } => ({
    tries: 0,
    async deliver() {
      this.tries++;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
    close() {},
  });

  it('only queues on send; a drain delivers the mail once and marks it sent', async () => {
    const transport = createTestMailer();
    const queue = queueWith(transport);
    await queue.send(mail);
    expect(transport.sent).toHaveLength(0);
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(transport.sent).toEqual([expect.objectContaining({ to: mail.to, subject: mail.subject })]);
    const [row] = await rows();
    expect(row).toMatchObject({ sent: true, attempts: 1, last_error: null });
  });

  it('never sends one mail twice when several server instances drain at once', async () => {
    const transports = [createTestMailer(), createTestMailer(), createTestMailer()];
    const instances = transports.map((transport) => queueWith(transport));
    for (let i = 0; i < 30; i++) await instances[0]!.send({ ...mail, subject: `Mail ${i}` });
    const counts = await Promise.all(instances.map((queue) => queue.drain()));
    const subjects = transports.flatMap((transport) => transport.sent.map((sent) => sent.subject));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
  });

  it('keeps a mail the server refused and tries again later: 30 s, doubling, at most an hour, 12 tries', async () => {
    expect([1, 2, 3, 7, 8, 11].map(retryDelaySeconds)).toEqual([30, 60, 120, 1920, 3600, 3600]);
    const transport = failing();
    const queue = queueWith(transport);
    await queue.send(mail, { groupKey: 'notice:1' });
    expect(await queue.drain()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent: false, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(row!.wait).toBeGreaterThanOrEqual(29);
    expect(row!.wait).toBeLessThanOrEqual(30);
    // Not due yet: nothing is tried.
    await queue.drain();
    expect(transport.tries).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await database.db.execute(sql`update mail_queue set next_attempt_at = now()`);
      await queue.drain();
      [row] = await rows();
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) expect(row!.wait).toBeCloseTo(retryDelaySeconds(attempt), -1);
    }
    // Given up: kept for a person to read, out of its group, never tried again.
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent: false, group_key: null });
    await database.db.execute(sql`update mail_queue set next_attempt_at = now()`);
    await queue.drain();
    expect(transport.tries).toBe(MAX_ATTEMPTS);
  });

  it('collects a group: a waiting mail takes the new content and keeps its time', async () => {
    const transport = createTestMailer();
    const queue = queueWith(transport);
    const group = { groupKey: 'request-notice:7:9', minIntervalSeconds: 3600 };
    await queue.send({ ...mail, subject: 'One request', text: 'Request 1' }, group);
    await database.db.execute(sql`update mail_queue set next_attempt_at = now() + interval '5 minutes'`);
    await queue.send({ ...mail, subject: 'Two requests', text: 'Request 1\n\nRequest 2' }, group);
    const [waiting, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(waiting).toMatchObject({ subject: 'Two requests', group_key: group.groupKey });
    expect(waiting!.wait).toBeGreaterThan(290);
    await database.db.execute(sql`update mail_queue set next_attempt_at = now()`);
    expect(await queue.drain()).toBe(1);
    expect(transport.sent.map((sent) => sent.subject)).toEqual(['Two requests']);
  });

  it('sends at most one mail of a group in its interval', async () => {
    const transport = createTestMailer();
    const queue = queueWith(transport);
    const group = { groupKey: 'request-notice:7:10', minIntervalSeconds: 3600 };
    await queue.send({ ...mail, subject: 'First' }, group);
    expect(await queue.drain()).toBe(1);
    await queue.send({ ...mail, subject: 'Second' }, group);
    expect(await queue.drain()).toBe(0);
    const second = (await rows()).find((row) => row.subject === 'Second');
    expect(second!.wait).toBeGreaterThan(3590);
    expect(second!.wait).toBeLessThanOrEqual(3600);
    // Another group, or no group, is not held back.
    await queue.send({ ...mail, subject: 'Other group' }, { ...group, groupKey: 'request-notice:8:10' });
    await queue.send({ ...mail, subject: 'No group' });
    expect(await queue.drain()).toBe(2);
    // An hour after the first went out, the second goes.
    await database.db.execute(sql`update mail_queue set sent_at = sent_at - interval '1 hour' where subject = 'First'`);
    await database.db.execute(sql`update mail_queue set next_attempt_at = now() where subject = 'Second'`);
    expect(await queue.drain()).toBe(1);
    expect(transport.sent.map((sent) => sent.subject)).toEqual(['First', 'Other group', 'No group', 'Second']);
  });

  it('sends the new content too when a grouped mail is replaced while it is being sent', async () => {
    const sent: OutgoingMail[] = [];
    const group = { groupKey: 'request-notice:7:11' };
    const transport: MailTransport = {
      async deliver(outgoing) {
        sent.push(outgoing);
        if (sent.length === 1) await queue.send({ ...mail, subject: 'Updated' }, group);
      },
      close() {},
    };
    const queue = queueWith(transport);
    await queue.send({ ...mail, subject: 'Original' }, group);
    expect(await queue.drain()).toBe(2);
    expect(sent.map((outgoing) => outgoing.subject)).toEqual(['Original', 'Updated']);
    expect((await rows()).map((row) => row.sent)).toEqual([true]);
  });

  it('deletes sent mails after 30 days', async () => {
    const queue = queueWith(createTestMailer());
    await queue.send({ ...mail, subject: 'Old' });
    await queue.send({ ...mail, subject: 'Recent' });
    await database.db.execute(
      sql`update mail_queue set sent_at = now() - interval '31 days', next_attempt_at = now() + interval '1 day' where subject = 'Old'`,
    );
    await database.db.execute(
      sql`update mail_queue set next_attempt_at = now() + interval '1 day' where subject = 'Recent'`,
    );
    await queue.drain();
    expect((await rows()).map((row) => row.subject)).toEqual(['Recent']);
  });

  it('in the background, sends a queued mail right after it is queued', async () => {
    const transport = createTestMailer();
    const queue = queueWith(transport, true);
    const started = Date.now();
    await queue.send(mail);
    while (transport.sent.length === 0 && Date.now() - started < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(transport.sent).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
    await queue.close();
    // A closed queue sends nothing more.
    await queue.send({ ...mail, subject: 'After close' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.sent).toHaveLength(1);
  });
});
