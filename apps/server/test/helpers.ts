import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import sharp from 'sharp';

import { AUTH_COOKIE_NAME } from '@vivaha/shared/constants';

import { buildApp } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { openDatabase, queryRows, type Database } from '#src/db/client.ts';
import { createLogger } from '#src/lib/logger.ts';
import { altchaDeriveKey } from '#src/modules/botcheck/botcheck.service.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';
import { hashPassword } from '#src/modules/identity/secrets.ts';
import type { Mailer, MailTransport, OutgoingMail } from '#src/modules/mail/mail.service.ts';
import { createStorage } from '#src/modules/media/media.s3.ts';
import type { MediaStorage } from '#src/modules/media/media.storage.ts';

import { startLocalS3 } from './s3-server.ts';

/**
 * A database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server, a fresh database created on it and dropped afterwards.
 */
/** A new, empty database on the PostgreSQL server at `serverUrl`: its address, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vivaha_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the database migrated once for the run (global-setup.ts), when there is one.
    const copy = process.env.VIVAHA_TEST_PGLITE_COPY;
    const load = copy ? new Blob([await fs.readFile(copy)]) : undefined;
    return openDatabase({ kind: 'pglite', ...(load ? { load } : {}) });
  }

  const created = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The mail transport of the test app: the queue delivers into `sent`, so a test reads what
 * went out after `await t.drainMail()`.
 */
export function createTestMailer(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async deliver(mail) {
      sent.push(mail);
    },
    close() {},
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: ReturnType<typeof createTestMailer>;
  config: Config;
  /** Where the app keeps photos: DATA_DIR/media, or a bucket on a local S3 server (TEST_MEDIA=s3). */
  storage: MediaStorage;
  /** The names of every stored photo file. */
  storedFiles(): Promise<string[]>;
  /** Delivers every queued mail that is due now (mails leave only through this in tests). */
  drainMail(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  webRoot?: string;
  /** The web app's server copy, when a test draws pages (none by default). */
  ssrEntry?: string;
  /** Log lines go here (tests that read them); none by default. */
  logger?: Logger;
  /** Replaces the mail queue (to record what the modules ask to send). */
  mailer?: Mailer;
  /** Where queued mails go; default the test mailer (`t.mailer.sent`). */
  mailTransport?: MailTransport;
  /** Sends mail the way the configuration says (SMTP_URL, else the outbox), as a real start does. */
  configuredMail?: boolean;
  /** Drains the queue in the background as a real server does; off by default (use `t.drainMail()`). */
  drainMailInBackground?: boolean;
  /** Schedules and works the other jobs as a real server does; off by default (tests run them by hand). */
  workInBackground?: boolean;
  /** Photos in a bucket on a local S3 server of its own; the default follows TEST_MEDIA (`s3` or `disk`). */
  s3?: boolean;
  /** How long a viewer's right to a photo is kept (60 s): tests of another server's changes shorten it. */
  photoRightSeconds?: number;
}

/**
 * The whole server on a test database, bot check off unless the test asks for it. Tests change
 * rows straight in the database, as another server would, and look at once: the visitors'
 * listings cache is off unless a test turns it on (listings-cache.test.ts does). With TEST_MEDIA=s3
 * photos go to a bucket on an S3 server started for the app, as S3_* would set up a real one.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vivaha-test-'));
  const s3 = (options.s3 ?? process.env.TEST_MEDIA === 's3') ? await startLocalS3(['photos']) : undefined;
  const config = loadConfig({
    CAPTCHA_PROVIDER: 'none',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LISTING_CACHE_SECONDS: '0',
    ...s3?.env('photos'),
    ...env,
  });
  const database = await openTestDatabase();
  return testAppOver(
    { config, database, secret: 'test-secret-that-is-long-enough-for-signing', ...options },
    async () => {
      await s3?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  );
}

/**
 * The whole server over an open database, as a test drives it: mail delivered into `t.mailer`
 * unless the options say otherwise, and nothing run in the background. `close` closes the app and
 * the database, then runs `cleanUp`.
 */
export async function testAppOver(
  options: TestAppOptions & { config: Config; database: Database; secret: string },
  cleanUp: () => Promise<void> = async () => {},
): Promise<TestApp> {
  const { config, database } = options;
  const storage = createStorage(config);
  const mailer = createTestMailer();
  const app = await buildApp({
    config,
    database,
    secret: options.secret,
    logger: options.logger ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.configuredMail ? {} : { mailTransport: options.mailTransport ?? mailer }),
    drainMailInBackground: options.drainMailInBackground ?? false,
    workInBackground: options.workInBackground ?? false,
    digestLagSeconds: 0,
    // An SMS the provider refused is due again at once, so a test's drain sees every try.
    smsRetryDelaySeconds: 0,
    ...(options.photoRightSeconds === undefined ? {} : { photoRightSeconds: options.photoRightSeconds }),
    webRoot: options.webRoot ?? path.join(config.dataDir, 'web'),
    ssrEntry: options.ssrEntry ?? '',
    storage,
  });
  return {
    app,
    database,
    mailer,
    config,
    storage,
    storedFiles: () => storage.list(),
    drainMail: () => app.mailQueue.drain({ deadlineMs: 10_000 }),
    async close() {
      await app.close();
      await database.close();
      await cleanUp();
    },
  };
}

/** How many rows a table holds. */
export async function countRows(database: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row?.count ?? 0;
}

/** A logger at info level that keeps each line it writes in `lines`, for tests of what is logged. */
export function loggerInto(lines: string[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return createLogger('info', sink);
}

/** An account and its token, made the way a person would: registered, then logged in. */
export async function createMember(t: TestApp, email: string, password = 'Kandy#2026a') {
  const repository = createIdentityRepository(t.database.db);
  const user = await repository.create(email, await hashPassword(password));
  if (!user) throw new Error(`could not create ${email}`);
  const captchaToken = t.config.CAPTCHA_PROVIDER === 'altcha' ? await solveBotCheck(t) : undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: '/identity/login',
    payload: { email, password, captchaToken },
    remoteAddress: `10.250.${user.id % 250}.${Math.floor(user.id / 250) % 250}`,
  });
  const token = response.json().token as string;
  if (!token) throw new Error(`login failed for ${email}: ${response.body}`);
  return { id: user.id, token, auth: { authorization: `Bearer ${token}` } };
}

/** A signed-in account, as `createMember` and `createAdmin` answer it. */
export type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * The app's calls as the web app makes them: `call(method, url, who, payload, language)` signs in
 * as `who` (a visitor when left out), sends `payload` as the body and `language` as the browser's.
 * Takes the app through `app`, as a describe block builds it only in `beforeAll`.
 */
export const callerOf =
  (app: () => TestApp) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: { auth: Record<string, string> },
    payload?: InjectOptions['payload'],
    language?: string,
  ) =>
    app().app.inject({
      method,
      url,
      headers: { ...who?.auth, ...(language ? { 'accept-language': language } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

/** A date of birth that makes someone exactly `years` old today, give or take `days`. */
export function dobFor(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What a browser sends with a photo it shows (an <img>): the session's cookie, no bearer token. */
export const cookieOf = (member: { token: string }) => ({ cookie: `${AUTH_COOKIE_NAME}=${member.token}` });

/** A profile form's horoscope: its star, padam and rasi, 0 where the family does not know it. */
export const chart = (star: number, padam: number, rasi: number) => ({
  astro_star: star,
  astro_padam: padam,
  astro_rasi: rasi,
});

/** The groom of the horoscope matches: Kasun, born 1993-02-10 under Rohini (star 4), padam 2, Vrishabha (rasi 2). */
export const KASUN = { name: 'Kasun', sex: 1, dob: '1993-02-10', astro_star: 4, astro_padam: 2, astro_rasi: 2 };

/** A complete, valid profile form (spec sections 3 and 5). */
export function profileForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nimali',
    createdby: 2,
    martialstatus: 74,
    dob: '1996-04-12',
    sex: 2,
    ethnicity: 1,
    motherTonque: 1,
    religion: 296,
    additionalcaste: 'Govigama',
    castenobar: false,
    complexion: 97,
    bodytype: 1,
    foodhabits: 64,
    sponsor: true,
    qualification: 6,
    education: 6,
    additionalqualification: 'BSc (Hons) Computer Science, University of Moratuwa',
    occupation: 78,
    additionaloccupation: 'Senior engineer',
    annualincome: 'LKR 4.8 million',
    livingcity: 'Colombo',
    residentcountry: 129,
    citizencountry: 129,
    birthcity: 'Kandy',
    birthcountry: 129,
    height: '5 ft 4 in',
    weight: '52',
    heightType: 1,
    weightType: 2,
    other: 'Loves music and travel.',
    ex_other: 'A kind, educated partner.',
    notbeleiveinhor: false,
    astro_star: 4,
    astro_rasi: 2,
    astro_padam: 3,
    astro_pavam: '',
    astro_ChevaiThosam: false,
    astro_ChartFile: '',
    timeOfBirth: '06:45',
    email: 'family.perera@example.lk',
    contactname: 'Mrs. Perera',
    title: 'Mrs.',
    organization: '',
    address1: '12 Lake Road',
    address2: '',
    address3: '',
    city: 'Kandy',
    postcode: '20000',
    country: 129,
    phone1: '',
    phone2: '',
    fax: '',
    mobile: '+94 77 123 4567',
    ...overrides,
  };
}

/** Does what the browser does for the altcha check: fetch a challenge, solve it, encode it. */
export async function solveBotCheck(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/botcheck/challenge' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey: altchaDeriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A port nothing listens on, for a test that starts the real server. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A profile made through the member call, then set to `active` directly (1 publishes it without
 * the team, for tests about what comes after publishing). Answers its id.
 */
export async function addProfile(
  t: TestApp,
  member: { auth: Record<string, string> },
  form: Record<string, unknown>,
  active = 1,
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profilecx',
    payload: profileForm(form),
    headers: member.auth,
  });
  const id = response.json().profileId as number;
  if (!id) throw new Error(`could not create a profile: ${response.body}`);
  await t.database.db.execute(sql`update profiles set active = ${active} where id = ${id}`);
  return id;
}

/** Sends `image` to a profile's photo upload as `member` would from the form; answers the raw answer. */
export function uploadPhoto(
  t: TestApp,
  member: { auth: Record<string, string> },
  profileId: number | string,
  image: Buffer,
) {
  return sendImage(t, member, 'POST', `/api/profilecx/${profileId}/images`, image);
}

/** A multipart body with one file in `field`, as a browser sends it: the payload and its content type. */
export function multipart(content: Buffer, filename = 'photo.png', type = 'image/png', field = 'file') {
  const boundary = '----vivaha-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `image` as the one file (`file`) of a multipart body, as a browser's form would. */
export function sendImage(
  t: TestApp,
  member: { auth: Record<string, string> } | undefined,
  method: 'POST' | 'PUT',
  url: string,
  image: Buffer,
) {
  const boundary = 'ph0toboundary';
  return t.app.inject({
    method,
    url,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...member?.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A picture of one colour in `format`, as a test's photo; the colour tells one test's photos apart. */
export function solidImage(format: 'png' | 'jpeg' | 'gif', width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** Uploads a small photo to a profile as its owner, waiting for review; answers the upload's answer. */
export async function addPhoto(t: TestApp, member: { auth: Record<string, string> }, profileId: number) {
  const png = await solidImage('png', 300, 300, '#7a3b52');
  const response = await uploadPhoto(t, member, profileId, png);
  if (response.statusCode !== 201) throw new Error(`could not add a photo: ${response.body}`);
  return response.json<{ imageId: number }>();
}

/** Uploads a small photo to a profile as its owner and marks it reviewed; answers its storage key. */
export async function addReviewedPhoto(
  t: TestApp,
  member: { auth: Record<string, string> },
  profileId: number,
): Promise<string> {
  const { imageId } = await addPhoto(t, member, profileId);
  await t.database.db.execute(sql`update profile_images set reviewed = true where profile_id = ${profileId}`);
  const [row] = await queryRows<{ storage_key: string }>(
    t.database.db,
    sql`select storage_key from profile_images where id = ${imageId}`,
  );
  return row!.storage_key;
}

/** Makes an account an admin and answers a fresh session for it. */
export async function createAdmin(t: TestApp, email: string) {
  const member = await createMember(t, email);
  await t.database.db.execute(sql`update users set role = 'admin' where id = ${member.id}`);
  return member;
}

/** `asker` asks, for the profile `askingProfile`, to see `owner`'s profile `ownerProfile`; answers the raw answer. */
export function askToSee(
  t: TestApp,
  asker: { auth: Record<string, string> },
  askingProfile: number,
  owner: { id: number },
  ownerProfile: number,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pp/requestpermision',
    payload: { requestingProfileId: askingProfile, receiverProfileId: ownerProfile, receiverCustId: owner.id },
    headers: asker.auth,
  });
}

/** The owner withdraws the approval of the request `requestId`; answers the raw answer. */
export function withdrawApproval(t: TestApp, owner: { auth: Record<string, string> }, requestId: number) {
  return t.app.inject({ method: 'POST', url: `/api/pp/withdraw/${requestId}`, payload: {}, headers: owner.auth });
}

/**
 * A request from `asker`'s profile to `owner`'s, approved by `owner`, through the calls a family
 * would use; answers when both were accepted.
 */
export async function approveRequest(
  t: TestApp,
  asker: { auth: Record<string, string> },
  askingProfile: number,
  owner: { id: number; auth: Record<string, string> },
  ownerProfile: number,
) {
  const asked = await askToSee(t, asker, askingProfile, owner, ownerProfile);
  if (asked.statusCode !== 200) throw new Error(`request not sent: ${asked.body}`);
  const listed = async (status: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/myapprovals?status=${status}`, headers: owner.auth }))
      .json<{ items: Array<{ id: number; requestProfileId: number; receiverProfileId: number }> }>()
      .items.find((item) => item.requestProfileId === askingProfile && item.receiverProfileId === ownerProfile);
  // Two families who asked each other were both approved at once.
  if (await listed(1)) return;
  const pending = await listed(0);
  const decided = await t.app.inject({
    method: 'POST',
    url: '/api/pp/approveOrReject',
    payload: { id: pending?.id, isApproved: 1 },
    headers: owner.auth,
  });
  if (decided.statusCode !== 200) throw new Error(`request not approved: ${decided.body}`);
}
