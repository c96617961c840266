import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { mailJobs, mailsDue } from '../../../test/mail-jobs.ts';

import { createIdentityRepository } from './identity.repository.ts';
import { hashPassword } from './secrets.ts';

const PASSWORD = 'Kandy#2026a';

/** A real SMTP server on 127.0.0.1 that keeps what it receives; it can stop and start again on its port. */
class MailServer {
  readonly received: string[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  private readonly delayMs: number;

  constructor(delayMs = 0) {
    this.delayMs = delayMs;
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          setTimeout(() => {
            this.received.push(data.replace(/=\r?\n/g, ''));
            callback();
          }, this.delayMs);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('identity mails through a real SMTP server', () => {
  const servers: MailServer[] = [];
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  async function appWith(server: MailServer) {
    const t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${server.port}`, PUBLIC_URL: 'https://vivaha.example.org' },
      { configuredMail: true, drainMailInBackground: true },
    );
    apps.push(t);
    return t;
  }
  let ip = 0;
  const call = (t: TestApp, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/identity/${url}`, payload, remoteAddress: `10.60.${ip >> 8}.${ip++ & 255}` });

  it('loses no code while the mail server is down: the code mail goes out once it is back', async () => {
    const server = new MailServer();
    servers.push(server);
    await server.start();
    const t = await appWith(server);
    await server.stop();

    const started = performance.now();
    const response = await call(t, 'createotp', { email: 'patient@example.lk', password: PASSWORD });
    const took = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ returnCode: 1, returnText: 'OTP sent to your email' });
    expect(took).toBeLessThan(1000);

    // The first try fails (connection refused) and is kept with its error, for a later try. The
    // background sender may hold the mail when the drain looks: wait for the try to settle.
    await t.drainMail();
    const kept = await vi.waitFor(
      async () => {
        const [job] = await mailJobs(t.database);
        expect(job?.state).not.toBe('active');
        return job;
      },
      { timeout: 10_000 },
    );
    expect(kept).toMatchObject({ sent: false });
    expect(kept!.attempts).toBeGreaterThanOrEqual(1);
    expect(kept!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(server.received).toHaveLength(0);

    // The server is back; the retry time comes.
    await server.start();
    await mailsDue(t.database);
    await t.drainMail();
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 10_000 });
    const code = /code is (\d{6})/.exec(server.received[0]!)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const done = await call(t, 'createviaotp', { email: 'patient@example.lk', password: PASSWORD, otp: code! });
    expect(done.json()).toMatchObject({ returnCode: 1, returnText: 'Registration successful' });
  });

  it('answers register and reset as fast for an address with an account as without, never waiting for the mail server', async () => {
    // Each mail takes the server 1.5 s to accept: a request that waited for it would show.
    const server = new MailServer(1500);
    servers.push(server);
    await server.start();
    const t = await appWith(server);
    const rounds = 20;
    const repository = createIdentityRepository(t.database.db);
    const hash = await hashPassword(PASSWORD);
    for (let i = 0; i <= rounds; i++) await repository.create(`member${i}@example.lk`, hash);

    const timed = async (url: string, email: string) => {
      const started = performance.now();
      const response = await call(t, url, url === 'createotp' ? { email, password: PASSWORD } : { email });
      const took = performance.now() - started;
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ returnCode: 1, returnText: 'OTP sent to your email' });
      return took;
    };
    const times = {
      registerKnown: [] as number[],
      registerUnknown: [] as number[],
      resetKnown: [] as number[],
      resetUnknown: [] as number[],
    };
    // A first round warms up (the common-password list loads on first use).
    for (let i = 0; i <= rounds; i++) {
      const known = `member${i}@example.lk`;
      const unknown = `stranger${i}@example.lk`;
      // Alternate the order, so a slow moment of the machine falls on both sides alike.
      const pairs: Array<[keyof typeof times, string, string]> =
        i % 2
          ? [
              ['registerKnown', 'createotp', known],
              ['registerUnknown', 'createotp', unknown],
              ['resetKnown', 'otpresetpassword', known],
              ['resetUnknown', 'otpresetpassword', unknown],
            ]
          : [
              ['registerUnknown', 'createotp', unknown],
              ['registerKnown', 'createotp', known],
              ['resetUnknown', 'otpresetpassword', unknown],
              ['resetKnown', 'otpresetpassword', known],
            ];
      for (const [kind, url, email] of pairs) {
        const took = await timed(url, email);
        if (i > 0) times[kind].push(took);
      }
    }

    const medians = Object.fromEntries(Object.entries(times).map(([kind, values]) => [kind, median(values)]));
    for (const values of Object.values(times)) expect(Math.max(...values)).toBeLessThan(1000);
    expect(Math.abs(medians.registerKnown! - medians.registerUnknown!)).toBeLessThan(15);
    expect(Math.abs(medians.resetKnown! - medians.resetUnknown!)).toBeLessThan(15);
  });
});
