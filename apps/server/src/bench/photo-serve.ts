/**
 * What checking a photo address's viewer costs: times GET /api/media for a visitor's address and
 * for a member's (by the session cookie), with the viewer's right kept (the usual case: a page's
 * photos, then the same photos again within the minute) and forgotten before every request (the
 * first photo a viewer asks for, or right after a change). On the embedded database, photos on
 * disk. node src/bench/photo-serve.ts [requests]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';

import { AUTH_COOKIE_NAME } from '@vivaha/shared/constants';

import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';
import { hashPassword } from '#src/modules/identity/secrets.ts';

import { profileForm } from '../../test/helpers.ts';

const requests = Number(process.argv[2] ?? 300);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-photo-serve-'));
const database = await openDatabase({ kind: 'pglite' });
const config = loadConfig({ CAPTCHA_PROVIDER: 'none', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, secret: 'photo-serve-secret-long-enough-for-signing', logger: false });
const users = createIdentityRepository(database.db);

async function member(email: string) {
  await users.create(email, await hashPassword('Kandy#2026a'));
  const login = await app.inject({
    method: 'POST',
    url: '/identity/login',
    payload: { email, password: 'Kandy#2026a' },
  });
  const token = login.json<{ token: string }>().token;
  return { auth: { authorization: `Bearer ${token}` }, cookie: { cookie: `${AUTH_COOKIE_NAME}=${token}` } };
}

async function profile(who: { auth: Record<string, string> }, overrides: Record<string, unknown>) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/profilecx',
    payload: profileForm(overrides),
    headers: who.auth,
  });
  const id = created.json<{ profileId: number }>().profileId;
  await database.db.execute(sql`update profiles set active = 1 where id = ${id}`);
  return id;
}

const owner = await member('owner@example.lk');
const suitor = await member('suitor@example.lk');
const bride = await profile(owner, { name: 'Nimali', sex: 2 });
await profile(suitor, { name: 'Ruwan', sex: 1 });
const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7a3b52' } })
  .jpeg()
  .toBuffer();
const boundary = 'b0undary';
await app.inject({
  method: 'POST',
  url: `/api/profilecx/${bride}/images`,
  payload: Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
});
await database.db.execute(sql`update profile_images set reviewed = true`);
await database.db.execute(sql`update profiles set photo_protected = false where id = ${bride}`);

const thumbOf = async (headers: Record<string, string>) => {
  const view = await app.inject({ method: 'GET', url: `/api/pp/${bride}`, headers });
  return (JSON.parse(view.json<{ imageDisplay: string }>().imageDisplay) as { items: Array<{ thumbnail: string }> })
    .items[0]!.thumbnail;
};
const visitorUrl = await thumbOf({});
const memberUrl = await thumbOf(suitor.auth);

/** A change this server makes forgets every kept right, as a block or an owner's choice does. */
const forget = () =>
  app.inject({
    method: 'PUT',
    url: `/api/profilecx/${bride}`,
    payload: { photovisibility: 'members' },
    headers: owner.auth,
  });

async function time(label: string, url: string, headers: Record<string, string>, forgetting: boolean) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    if (forgetting) await forget();
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label.padEnd(36)} median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

await time('visitor, right kept', visitorUrl, {}, false);
await time('visitor, right read every time', visitorUrl, {}, true);
await time('member (cookie), right kept', memberUrl, suitor.cookie, false);
await time('member (cookie), right read every time', memberUrl, suitor.cookie, true);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
