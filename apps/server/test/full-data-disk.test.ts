import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { createTransport } from '#src/modules/mail/mail.service.ts';

import { createMember, type Member, profileForm, type TestApp, testAppOver, uploadPhoto } from './helpers.ts';
import { mountTinyDisk, type TinyDisk } from './tiny-disk.ts';

const DISK_FULL = /disk .*is full/;

/** Every file under a folder, by name. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];

/** The embedded database, photos and outbox of one server, all on a disk of 64 MB. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a full disk under DATA_DIR', () => {
  let disk: TinyDisk | undefined;
  let t: TestApp;
  let member: Member;
  let profileId: number;
  let photo: Buffer;

  beforeAll(async () => {
    disk = mountTinyDisk(64 * 1024 * 1024);
    if (!disk) return;
    const config = loadConfig({ CAPTCHA_PROVIDER: 'none', DATA_DIR: disk.dir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(disk.dir, 'db') });
    // Mail goes where the configuration says: the outbox, on the full disk.
    t = await testAppOver({
      config,
      database,
      secret: 'test-secret-that-is-long-enough-for-signing',
      configuredMail: true,
    });
    member = await createMember(t, 'family.silva@example.lk');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm(),
      headers: member.auth,
    });
    profileId = created.json().profileId;
    photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7a3b52' } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    if (!disk) return;
    await t?.close();
    disk.close();
  });

  const upload = () => uploadPhoto(t, member, profileId, photo);
  let sender = 0;
  const contact = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha', email: 'asha@example.lk', subject: 'Other Issues', message: 'x'.repeat(480) },
      // A different address each time, so the contact limit never answers first.
      remoteAddress: `10.77.${Math.floor(++sender / 250)}.${sender % 250}`,
    });

  function expectDiskFull(response: Awaited<ReturnType<typeof upload>>) {
    expect(response.statusCode, response.body).toBe(507);
    expect(response.json()).toMatchObject({ statusCode: 507, error: 'Insufficient Storage' });
    expect(response.json().message).toMatch(DISK_FULL);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('answers 507 to photo uploads and keeps no half-written files, then takes them once there is room', async (context) => {
    if (!disk) return context.skip();
    disk.fill();
    try {
      expectDiskFull(await upload());
      expect(filesUnder(path.join(disk.dir, 'media')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      disk.free();
    }
    expect((await upload()).statusCode).toBe(201);
  });

  it('answers 507 when the embedded database cannot grow, then saves again once there is room', async (context) => {
    if (!disk) return context.skip();
    // Enough rows that the next one needs a new page of the table.
    for (let i = 0; i < 3; i++) expect((await contact()).statusCode).toBe(200);
    disk.fill();
    try {
      let answer = await contact();
      for (let i = 0; i < 40 && answer.statusCode === 200; i++) answer = await contact();
      expectDiskFull(answer);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      disk.free();
    }
    expect((await contact()).statusCode).toBe(200);
  });

  it('keeps mail queued while the outbox cannot be written, and writes it once there is room', async (context) => {
    if (!disk) return context.skip();
    const outboxDir = path.join(disk.dir, 'outbox-direct');
    const transport = createTransport({ from: 'Vivaha <no-reply@localhost>', outboxDir, log: t.app.log });
    const mail = { to: 'family@example.lk', subject: 'Your code', text: 'Your code is 123456.', html: '<p>123456</p>' };
    disk.fill();
    try {
      await expect(transport.deliver(mail)).rejects.toThrow(DISK_FULL);
      expect(filesUnder(outboxDir)).toEqual([]);
    } finally {
      disk.free();
    }
    await transport.deliver(mail);
    expect(filesUnder(outboxDir)).toHaveLength(1);
  });
});
