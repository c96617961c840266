import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';
import { hashPassword } from '#src/modules/identity/secrets.ts';
import { PHOTO_REMOVALS } from '#src/modules/media/media.removals.ts';
import { createStorage } from '#src/modules/media/media.s3.ts';
import { PHOTO_SIZES } from '#src/modules/media/photos.ts';

import { createPostgresDatabase, createTestMailer, profileForm, uploadPhoto, type TestApp } from './helpers.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';

const PASSWORD = 'Kandy#2026a';
const NEW_PASSWORD = 'Galle#Fort2031';
const SECRET = 'a-signing-secret-both-servers-share-0123456789';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer (DESIGN.md, Growing past one
 * machine) and one photo bucket: whatever one server knows, the other knows too, because it lives
 * in the database or the bucket.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one database', () => {
  const servers: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database; dataDir: string }> = [];
  let dropDatabase = async () => {};
  const mailers = [createTestMailer(), createTestMailer()];
  let a: (typeof servers)[number]['app'];
  let b: (typeof servers)[number]['app'];
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3(['photos']);
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = created.drop;
    for (const mailer of mailers) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vivaha-two-'));
      const database = await openDatabase({ kind: 'postgres', url: created.url });
      const config = loadConfig({
        CAPTCHA_PROVIDER: 'none',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...s3.env('photos'),
      });
      const app = await buildApp({
        config,
        database,
        secret: SECRET,
        logger: false,
        mailTransport: mailer,
        drainMailInBackground: false,
        workInBackground: false,
        digestLagSeconds: 0,
        webRoot: path.join(dataDir, 'web'),
      });
      servers.push({ app, database, dataDir });
    }
    [a, b] = servers.map((server) => server.app) as [typeof a, typeof b];
  });

  afterAll(async () => {
    for (const { app, database, dataDir } of servers) {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await dropDatabase();
    await s3.close();
  });

  const member = async (email: string) => {
    await createIdentityRepository(servers[0]!.database.db).create(email, await hashPassword(PASSWORD));
  };
  const login = (app: typeof a, email: string, password = PASSWORD, remoteAddress = '10.9.0.1') =>
    app.inject({ method: 'POST', url: '/identity/login', payload: { email, password }, remoteAddress });
  const me = (app: typeof a, token: string) =>
    app.inject({ method: 'GET', url: '/identity/me', headers: { authorization: `Bearer ${token}` } });

  it('takes a session made by one server on the other, and a logout on either ends it on both', async () => {
    await member('session@example.lk');
    const token = (await login(a, 'session@example.lk')).json().token as string;
    expect((await me(b, token)).statusCode).toBe(200);
    const out = await b.inject({
      method: 'POST',
      url: '/identity/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('counts failed logins from one address across both servers', async () => {
    await member('guarded@example.lk');
    // Ten wrong passwords, alternating servers: the limit is one count, kept in the database.
    for (let i = 0; i < 10; i++) {
      const wrong = await login(i % 2 ? a : b, 'guarded@example.lk', 'Wrong#Pass2026', '10.9.0.2');
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    expect((await login(a, 'guarded@example.lk', PASSWORD, '10.9.0.2')).statusCode).toBe(429);
    expect((await login(b, 'guarded@example.lk', PASSWORD, '10.9.0.2')).statusCode).toBe(429);
  });

  it('accepts a one-time code mailed through one server on the other, once', async () => {
    await member('reset@example.lk');
    const asked = await a.inject({
      method: 'POST',
      url: '/identity/otpresetpassword',
      payload: { email: 'reset@example.lk' },
      remoteAddress: '10.9.0.3',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await a.mailQueue.drain({ deadlineMs: 10_000 });
    const mail = [...mailers[0]!.sent, ...mailers[1]!.sent].find((item) => item.to === 'reset@example.lk');
    const otp = mail?.text.match(/code is (\d{6})/)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const reset = (app: typeof a) =>
      app.inject({
        method: 'POST',
        url: '/identity/resetpasswordbyotp',
        payload: { email: 'reset@example.lk', otp, newPassword: NEW_PASSWORD },
        remoteAddress: '10.9.0.4',
      });
    expect((await reset(b)).json()).toMatchObject({ returnCode: 1 });
    expect((await reset(a)).json()).toMatchObject({ returnCode: 0 });
    expect((await login(a, 'reset@example.lk', NEW_PASSWORD, '10.9.0.5')).statusCode).toBe(200);
  });

  it('sends a mail queued through one server once, while both drain the queue together', async () => {
    for (const mailer of mailers) mailer.sent.length = 0;
    const addresses = Array.from({ length: 12 }, (_, i) => `once-${i}@example.lk`);
    for (const to of addresses) await a.mailQueue.send({ to, subject: 'Once', text: 'Sent once.' });
    await Promise.all([a.mailQueue.drain({ deadlineMs: 10_000 }), b.mailQueue.drain({ deadlineMs: 10_000 })]);
    const delivered = [...mailers[0]!.sent, ...mailers[1]!.sent].filter((mail) => mail.subject === 'Once');
    expect(delivered.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
  });

  it('shows a photo uploaded through one server through the other, and a deletion on either removes it', async () => {
    await member('photos@example.lk');
    const token = (await login(a, 'photos@example.lk', PASSWORD, '10.9.0.6')).json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    const created = await a.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(), headers: auth });
    const profileId = created.json().profileId as number;
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#5a2a3a' } })
      .png()
      .toBuffer();
    const uploaded = await uploadPhoto({ app: b } as TestApp, { auth }, profileId, png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const own = await a.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: auth });
    const [image] = own.json().images as Array<{ imageId: number; imageLocation: string }>;
    const fromA = await a.inject({ method: 'GET', url: image!.imageLocation, headers: auth });
    const fromB = await b.inject({ method: 'GET', url: image!.imageLocation, headers: auth });
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromA.rawPayload.equals(fromB.rawPayload)).toBe(true);

    const bucket = createStorage(loadConfig(s3.env('photos')));
    expect(await bucket.list()).toHaveLength(Object.keys(PHOTO_SIZES).length);
    const removed = await a.inject({
      method: 'DELETE',
      url: `/api/profilecx/${profileId}/images/${image!.imageId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.list()).toEqual([]);
    expect((await b.inject({ method: 'GET', url: image!.imageLocation, headers: auth })).statusCode).toBe(404);
  });

  it('removes each kept photo file once while both servers retry removals together', async () => {
    const bucket = createStorage(loadConfig(s3.env('photos')));
    const names = Array.from({ length: 40 }, (_, i) => `${String(i).padStart(32, 'a')}-card.webp`);
    for (const name of names) await bucket.put(name, Buffer.from(name));
    for (const name of names) await a.jobs.send(PHOTO_REMOVALS, { names: [name] });
    const [byA, byB] = await Promise.all([a.mediaRemovals.drain(), b.mediaRemovals.drain()]);
    expect(byA + byB).toBe(names.length);
    expect(await bucket.list()).toEqual([]);
    expect(await b.mediaRemovals.counts()).toEqual({ waiting: 0, givenUp: 0 });
  });

  it('mails each member one new-match mail when both servers run the mails at once', async () => {
    for (const mailer of mailers) mailer.sent.length = 0;
    const db = servers[0]!.database.db;
    const emails = Array.from({ length: 6 }, (_, i) => `digest-${i}@example.lk`);
    for (const email of emails) {
      await member(email);
      await db.execute(sql`insert into saved_searches (user_id, name, filters)
        select id, 'Brides', '{"sx":2,"ms":0,"re":0,"ec":0,"mt":0,"ed":0,"oc":0,"rc":0,"af":18,"at":70,"st":""}'::jsonb
        from users where email = ${email}`);
    }
    await member('digest-owner@example.lk');
    const token = (await login(a, 'digest-owner@example.lk', PASSWORD, '10.9.0.7')).json().token as string;
    const created = await a.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ name: 'Tharushi', sex: 2 }),
      headers: { authorization: `Bearer ${token}` },
    });
    await db.execute(sql`update profiles set active = 1 where id = ${created.json().profileId}`);

    // Four passes started at once by hand (the schedule runs one at a time, on one server):
    // each member is claimed by one of them.
    const outcomes = await Promise.all([a.digests.tick(), b.digests.tick(), a.digests.tick(), b.digests.tick()]);
    expect(outcomes.reduce((sum, n) => sum + n, 0)).toBe(emails.length);
    await Promise.all([a.mailQueue.drain({ deadlineMs: 10_000 }), b.mailQueue.drain({ deadlineMs: 10_000 })]);
    const digests = [...mailers[0]!.sent, ...mailers[1]!.sent].filter((mail) =>
      mail.subject.startsWith('New profiles'),
    );
    expect(digests.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    expect(await a.digests.tick()).toBe(0);
  });
});
