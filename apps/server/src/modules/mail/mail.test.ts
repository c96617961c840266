import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';

import { createMailer } from './mail.service.ts';

const log = pino({ level: 'silent' });
const mail = {
  to: 'family@example.lk',
  subject: 'Your code',
  text: 'Your code is 123456.\n\nVisit https://vivaha.example.org/login',
};

describe('mail', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('writes one JSON file per mail to the outbox when no SMTP server is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ from: 'Vivaha <no-reply@localhost>', siteName: 'Vivaha', outboxDir: dir, log });
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    const files = fs.readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(stored).toMatchObject({ to: mail.to, subject: 'Your code' });
    expect(stored.text).toContain('Your code is 123456.');
    expect(stored.text).toContain('Vivaha');
    expect(stored.html).toContain('<a href="https://vivaha.example.org/login">');
  });

  it('escapes what the sender wrote in the HTML part', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ from: 'x@localhost', siteName: 'Vivaha', outboxDir: dir, log });
    await mailer.send({ ...mail, text: '<script>alert(1)</script>' });
    const [file] = fs.readdirSync(dir);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, file!), 'utf8'));
    expect(stored.html).not.toContain('<script>');
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
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Vivaha <no-reply@vivaha.example.org>',
      siteName: 'Vivaha',
      outboxDir: '/nonexistent',
      log,
    });
    await mailer.send(mail);
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your code');
    expect(received[0]).toContain('To: family@example.lk');
    expect(received[0]).toContain('Your code is 123456.');
  });
});
