import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { queryRows, type Database } from '#src/db/client.ts';
import { startJobs, stopJobs, type Jobs } from '#src/lib/jobs.ts';

import { createTestMailer, openTestDatabase } from '../../../test/helpers.ts';

import { createMailQueue, MAIL_JOBS, MAX_ATTEMPTS, NOTICE_JOBS, type MailQueue } from './mail.queue.ts';
import { createMailRepository } from './mail.repository.ts';
import { createTransport, renderMail, type MailTransport, type OutgoingMail } from './mail.service.ts';

const log = pino({ level: 'silent' });
const site = { siteName: 'Vivaha', siteUrl: 'https://vivaha.example.org' };
const mail = {
  to: 'family@example.lk',
  subject: 'Your code',
  text: 'Your code is 123456.\n\nVisit https://vivaha.example.org/login',
};

/**
 * A mail server on a free local port that keeps each message it takes in `received`, and answers
 * it at once or `answerAfterMs` later: its address, and how to stop it.
 */
async function startMailServer(answerAfterMs?: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        if (answerAfterMs === undefined) callback();
        else setTimeout(() => callback(), answerAfterMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
    // Read in name order, the files are in the order written, even within one millisecond.
    expect(JSON.parse(fs.readFileSync(path.join(dir, files[1]!), 'utf8')).subject).toBe('Second');
    const stored = JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(stored).toMatchObject({ to: mail.to, subject: 'Your code' });
    expect(stored.text).toContain('Your code is 123456.');
    expect(stored.text).toContain('Vivaha');
    expect(stored.html).toContain('<a href="https://vivaha.example.org/login">');
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const { received, smtpUrl, close } = await startMailServer();
    const transport = createTransport({
      smtpUrl,
      from: 'Vivaha <no-reply@vivaha.example.org>',
      outboxDir: '/nonexistent',
      log,
    });
    await transport.deliver(renderMail(mail, site));
    transport.close();
    await close();
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
  const bosses: Jobs[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    await Promise.all(bosses.map((boss) => stopJobs(boss)));
    await database.close();
  });
  beforeEach(async () => {
    // pg-boss makes its tables when it first starts on a database.
    await database.db.execute(sql`do $$ begin
      if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if;
    end $$`);
  });

  /** A mail queue as one server has it: its own pg-boss over the shared database. */
  async function queueWith(transport: MailTransport, background = false) {
    const jobs = await startJobs(database, { log, background });
    bosses.push(jobs);
    const repository = createMailRepository(database.db);
    const queue = await createMailQueue({ jobs, repository, transport, site, log, background });
    queues.push(queue);
    return queue;
  }
  const rows = () =>
    queryRows<{
      subject: string;
      group_key: string | null;
      attempts: number;
      state: string;
      sent: boolean;
      last_error: string | null;
      wait: number;
    }>(
      database.db,
      sql`select data->>'subject' as subject, singleton_key as group_key, retry_count + 1 as attempts, state::text,
                 state = 'completed' as sent, output->>'error' as last_error,
                 round(extract(epoch from start_after - now()))::int as wait
          from pgboss.job order by created_on, id`,
    );
  /** Every waiting mail is due now. */
  const makeDue = () => database.db.execute(sql`update pgboss.job set start_after = now() where state < 'active'`);
  /** An hour passes for the queue: what was sent was sent an hour earlier, and what waits is an hour nearer. */
  const anHourLater = () =>
    database.db.execute(
      sql`update pgboss.job set completed_on = completed_on - interval '1 hour',
                                start_after = start_after - interval '1 hour'`,
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
    const queue = await queueWith(transport);
    await queue.send(mail);
    expect(transport.sent).toHaveLength(0);
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(transport.sent).toEqual([expect.objectContaining({ to: mail.to, subject: mail.subject })]);
    expect(transport.sent[0]!.messageId).toMatch(/^<[\w-]+@vivaha\.example\.org>$/);
    const [row] = await rows();
    expect(row).toMatchObject({ sent: true, attempts: 1, last_error: null });
  });

  it('never sends one mail twice when several server instances drain at once', async () => {
    const transports = [createTestMailer(), createTestMailer(), createTestMailer()];
    const instances = await Promise.all(transports.map((transport) => queueWith(transport)));
    for (let i = 0; i < 30; i++) await instances[0]!.send({ ...mail, subject: `Mail ${i}` });
    const counts = await Promise.all(instances.map((queue) => queue.drain()));
    const subjects = transports.flatMap((transport) => transport.sent.map((sent) => sent.subject));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
  });

  it('keeps a mail the server refused and tries again later: 30 s, about doubling, at most an hour, 12 tries', async () => {
    const transport = failing();
    const queue = await queueWith(transport);
    await queue.send(mail, { groupKey: 'notice:1' });
    expect(await queue.drain()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ state: 'retry', sent: false, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(row!.wait).toBeGreaterThanOrEqual(29);
    expect(row!.wait).toBeLessThanOrEqual(60);
    // Not due yet: nothing is tried.
    await queue.drain();
    expect(transport.tries).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue();
      await queue.drain();
      [row] = await rows();
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        // pg-boss's backoff: between 30 s x 2^(n-1) and twice that, at most an hour.
        expect(row!.wait).toBeGreaterThanOrEqual(Math.min(3600, 30 * 2 ** (attempt - 1)) - 1);
        expect(row!.wait).toBeLessThanOrEqual(3600);
      }
    }
    // Given up: kept for a person to read, never tried again.
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent: false, state: 'failed' });
    await makeDue();
    await queue.drain();
    expect(transport.tries).toBe(MAX_ATTEMPTS);
    expect(await queue.counts()).toEqual({ waiting: 0, givenUp: 1, unknown: 0 });
  });

  it('collects a group: a waiting mail takes the new content and keeps its time', async () => {
    const transport = createTestMailer();
    const queue = await queueWith(transport);
    const group = { groupKey: 'request-notice:7:9', minIntervalSeconds: 3600 };
    await queue.send({ ...mail, subject: 'One request', text: 'Request 1' }, group);
    await database.db.execute(sql`update pgboss.job set start_after = now() + interval '5 minutes'`);
    await queue.send({ ...mail, subject: 'Two requests', text: 'Request 1\n\nRequest 2' }, group);
    const [waiting, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(waiting).toMatchObject({ subject: 'Two requests', group_key: group.groupKey });
    expect(waiting!.wait).toBeGreaterThan(290);
    await makeDue();
    expect(await queue.drain()).toBe(1);
    expect(transport.sent.map((sent) => sent.subject)).toEqual(['Two requests']);
  });

  it('sends at most one mail of a group in its interval', async () => {
    const transport = createTestMailer();
    const queue = await queueWith(transport);
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
    await anHourLater();
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
    const queue = await queueWith(transport);
    await queue.send({ ...mail, subject: 'Original' }, group);
    expect(await queue.drain()).toBe(2);
    expect(sent.map((outgoing) => outgoing.subject)).toEqual(['Original', 'Updated']);
    expect((await rows()).map((row) => row.sent)).toEqual([true, true]);
  });

  it('does not let a given-up notice hold its group: the next notice goes', async () => {
    const refusing = failing();
    const group = { groupKey: 'report-notice', minIntervalSeconds: 3600 };
    const down = await queueWith(refusing);
    await down.send({ ...mail, subject: '1 open report' }, group);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await down.drain();
      await makeDue();
    }
    expect(refusing.tries).toBe(MAX_ATTEMPTS);
    const transport = createTestMailer();
    const up = await queueWith(transport);
    await up.send({ ...mail, subject: '2 open reports' }, group);
    expect(await up.drain()).toBe(1);
    expect(transport.sent.map((sent) => sent.subject)).toEqual(['2 open reports']);
  });

  it('sends a notice being sent once, however many notices arrive meanwhile, and never swallows later ones', async () => {
    // The team's "reports waiting" mail: reports keep arriving while it is being sent.
    const group = { groupKey: 'report-notice', minIntervalSeconds: 3600 };
    const sent: string[] = [];
    let open = 1;
    const transport: MailTransport = {
      async deliver(outgoing) {
        sent.push(outgoing.subject);
        open++;
        await queue.send({ ...mail, subject: `${open} open reports` }, group);
      },
      close() {},
    };
    const queue = await queueWith(transport);
    await queue.send({ ...mail, subject: '1 open report' }, group);
    await queue.drain();
    await queue.drain();
    expect(sent).toEqual(['1 open report']);
    // An hour later the notice collected meanwhile goes out, once, and so does the next one after it.
    for (const expected of ['2 open reports', '3 open reports']) {
      await anHourLater();
      await queue.drain();
      expect(sent.at(-1)).toBe(expected);
    }
    expect(sent).toHaveLength(3);
  });

  it('tries a mail whose delivery outcome is unknown once more at most, with the same Message-ID', async () => {
    // A mail server that takes the whole message, then answers only after the delivery deadline.
    const { received, smtpUrl, close } = await startMailServer(1_500);
    const transport = createTransport({
      smtpUrl,
      from: 'Vivaha <no-reply@vivaha.example.org>',
      outboxDir: '/nonexistent',
      log,
      deadlineMs: 300,
    });
    try {
      const queue = await queueWith(transport);
      await queue.send(mail);
      for (let pass = 0; pass < 6; pass++) {
        await queue.drain();
        await makeDue();
      }
      const ids = received.map((data) => /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim());
      expect(received).toHaveLength(2);
      expect(new Set(ids).size).toBe(1);
      expect(await queue.counts()).toMatchObject({ waiting: 0, unknown: 1 });
    } finally {
      await close();
    }
  });

  it('sends the mails left waiting in the queue table of before, once', async () => {
    await database.db.execute(
      sql`insert into mail_queue (recipient, subject, text_body, html_body) values
            ('early@example.lk', 'Queued before the upgrade', 'Text', '<p>Text</p>')`,
    );
    const transports = [createTestMailer(), createTestMailer()];
    const instances = [await queueWith(transports[0]!), await queueWith(transports[1]!)];
    await Promise.all(instances.map((queue) => queue.drain()));
    expect(transports.flatMap((transport) => transport.sent.map((sent) => sent.subject))).toEqual([
      'Queued before the upgrade',
    ]);
  });

  it('keeps sent and given-up mails 90 days for a person to read, then pg-boss deletes them', async () => {
    const queue = await queueWith(createTestMailer());
    await queue.send(mail);
    await queue.drain();
    const jobs = bosses.at(-1)!;
    for (const name of [MAIL_JOBS, NOTICE_JOBS]) {
      expect((await jobs.getQueue(name))?.deleteAfterSeconds).toBe(90 * 24 * 60 * 60);
    }
  });

  it('in the background, sends a queued mail right after it is queued', async () => {
    const transport = createTestMailer();
    const queue = await queueWith(transport, true);
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
