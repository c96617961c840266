import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PHONE_ACCOUNTS_BEFORE_SIGNAL, PHONE_CODE_TRIES, PHONE_CODES_PER_HOUR } from '@vivaha/shared/verification';

import { ConfigError, loadConfig } from '#src/config.ts';

import {
  addProfile,
  callerOf,
  createAdmin,
  createMember,
  createTestApp,
  freePort,
  loggerInto,
  type Member,
  type TestApp,
} from '../../../test/helpers.ts';

import { verificationText } from './verification.service.ts';

/** What a gateway received: one request per SMS. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An SMS gateway on 127.0.0.1 that records each request and answers as `answer` says. */
async function fakeGateway() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(state.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MOBILE = '+94 77 123 4567';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('phone verified by a code (SMS_PROVIDER=http)', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let t: TestApp;
  let family: Member;
  let bride: number;
  const logLines: string[] = [];

  const call = callerOf(() => t);
  const askCode = (who: Member, id: number, language?: string) =>
    call('POST', `/api/profilecx/${id}/verify-phone`, who, undefined, language);
  const confirm = (who: Member, id: number, code: unknown) =>
    call('POST', `/api/profilecx/${id}/verify-phone/confirm`, who, { code });
  const checksOf = async (who: Member, id: number) => (await call('GET', `/api/profilecx/${id}/checks`, who)).json();
  /** Sends what is queued; answers the SMS the gateway took, in order, as its body template has them. */
  const sentTexts = async () => {
    const before = gateway.received.length;
    await t.app.sms.drain();
    return gateway.received
      .slice(before)
      .map((request) => JSON.parse(request.body) as { recipient: string; message: string; sender: string });
  };

  beforeAll(async () => {
    gateway = await fakeGateway();
    t = await createTestApp(
      {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `${gateway.url}/send`,
        SMS_HTTP_HEADERS: '{"Authorization":"Bearer gateway-key"}',
        SMS_HTTP_BODY: '{"recipient":"{{to}}","message":"{{text}}","sender":"Vivaha"}',
      },
      { logger: loggerInto(logLines) },
    );
    family = await createMember(t, 'phone.family@example.org');
    bride = await addProfile(t, family, { name: 'Chathuri', sex: 2, mobile: MOBILE });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });
  beforeEach(() => {
    gateway.state.status = 200;
  });

  it('is for the profile’s owner only, and needs a mobile number on the profile', async () => {
    expect((await call('POST', `/api/profilecx/${bride}/verify-phone`)).statusCode).toBe(401);
    const other = await createMember(t, 'phone.other@example.org');
    expect((await askCode(other, bride)).statusCode).toBe(404);
    expect((await confirm(other, bride, '123456')).statusCode).toBe(404);
    // The form asks for a mobile number; a profile written before it did may have none.
    const none = await addProfile(t, other, { name: 'No Mobile', sex: 1 });
    await t.database.db.execute(sql`update profiles set mobile = '' where id = ${none}`);
    const refused = await askCode(other, none);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(verificationText.phoneMissing);
    expect(await sentTexts()).toEqual([]);
  });

  it('sends a code through the gateway exactly as configured, and the right code verifies the number', async () => {
    const asked = await askCode(family, bride);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(
      'We are sending a 6-digit code by SMS to +94 77 123 4567. It works for 10 minutes.',
    );
    expect((await checksOf(family, bride)).phoneCode).toMatchObject({ state: 'queued', to: MOBILE });
    const [sms] = await sentTexts();
    const request = gateway.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/send');
    expect(request.headers.authorization).toBe('Bearer gateway-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(sms).toEqual({ recipient: '+94771234567', message: expect.any(String), sender: 'Vivaha' });
    const text = sms!.message;
    expect(text).toMatch(/^\d{6} is your Vivaha code to verify this mobile number\. It works for 10 minutes\./);
    expect((await checksOf(family, bride)).phoneCode).toMatchObject({ state: 'sent' });

    const wrong = await confirm(family, bride, codeIn(text) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: verificationText.codeWrong });
    expect((await confirm(family, bride, '12345')).json().fieldErrors).toEqual({
      code: 'Please enter the 6-digit code from the SMS.',
    });
    const right = await confirm(family, bride, codeIn(text));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().message).toBe(verificationText.phoneVerified);
    expect(await checksOf(family, bride)).toMatchObject({
      phone: { result: 'verified', current: true },
      verified: ['phone'],
      phoneCode: null,
    });
    const view = JSON.parse((await call('GET', `/api/pp/${bride}`)).json().searchResults);
    expect(view.verified).toEqual(['phone']);
    // A code is used once.
    expect((await confirm(family, bride, codeIn(text))).json().fieldErrors).toEqual({
      code: verificationText.codeExpired,
    });
    // Verified already: no SMS is spent on it.
    expect((await askCode(family, bride)).statusCode).toBe(409);
    // The code never reaches a log line.
    expect(logLines.join('')).not.toContain(codeIn(text));
  });

  it('takes the badge away when the number changes, until the new one is verified', async () => {
    await t.database.db.execute(sql`update profiles set mobile = '+94 71 765 4321' where id = ${bride}`);
    expect(JSON.parse((await call('GET', `/api/pp/${bride}`)).json().searchResults).verified).toEqual([]);
    expect((await checksOf(family, bride)).phone).toMatchObject({ result: 'verified', current: false });
    // A code sent to the old number does not verify the new one.
    await askCode(family, bride);
    const [sent] = await sentTexts();
    expect(sent!.recipient).toBe('+94717654321');
    await t.database.db.execute(sql`update profiles set mobile = ${MOBILE} where id = ${bride}`);
    expect((await confirm(family, bride, codeIn(sent!.message))).json().fieldErrors).toEqual({
      code: verificationText.codeNumberChanged,
    });
  });

  it(`allows ${PHONE_CODE_TRIES} tries of a code, then asks for a new one`, async () => {
    const member = await createMember(t, 'phone.tries@example.org');
    const id = await addProfile(t, member, { name: 'Tries', sex: 2, mobile: '+94 75 000 1111' });
    await askCode(member, id);
    const code = codeIn((await sentTexts())[0]!.message);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < PHONE_CODE_TRIES; i++) {
      expect((await confirm(member, id, wrong)).json().fieldErrors).toEqual({ code: verificationText.codeWrong });
    }
    expect((await confirm(member, id, code)).json().fieldErrors).toEqual({ code: verificationText.codeExpired });
    expect((await checksOf(member, id)).verified).toEqual([]);
  });

  it(`sends at most ${PHONE_CODES_PER_HOUR} codes an hour to a number, in the asker's language`, async () => {
    const member = await createMember(t, 'phone.limit@example.org');
    const id = await addProfile(t, member, { name: 'Limit', sex: 2, mobile: '+94 70 222 3333' });
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i++) expect((await askCode(member, id, 'si')).statusCode).toBe(200);
    const refused = await askCode(member, id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can ask for at most ${PHONE_CODES_PER_HOUR} codes an hour. You may ask again in 60 minutes.`,
    );
    const texts = await sentTexts();
    expect(texts).toHaveLength(PHONE_CODES_PER_HOUR);
    expect(texts[0]!.message).toMatch(/^\d{6} යනු/);
    // Only the last code works.
    expect((await confirm(member, id, codeIn(texts[0]!.message))).statusCode).toBe(400);
    expect((await confirm(member, id, codeIn(texts.at(-1)!.message))).statusCode).toBe(200);
  });

  it(`tells the team when one number is verified on more than ${PHONE_ACCOUNTS_BEFORE_SIGNAL} accounts`, async () => {
    const admin = await createAdmin(t, 'phone.team@example.org');
    const signalOf = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/profile/${id}`, headers: admin.auth })).json().signals
        .phoneOnAccounts;
    const shared = '+94 78 900 1000';
    const ids: number[] = [];
    // Verified over several hours (the hourly limit of codes to one number keeps it slower).
    for (let account = 1; account <= PHONE_ACCOUNTS_BEFORE_SIGNAL + 1; account++) {
      const member = await createMember(t, `broker.${account}@example.org`);
      // The same number written another way on each: the signal reads its digits.
      const id = await addProfile(t, member, {
        name: `Broker ${account}`,
        sex: 2,
        mobile: account % 2 ? shared : '+94789001000',
      });
      const mobile = account % 2 ? shared : '+94789001000';
      await t.database.db.execute(sql`insert into profile_checks (profile_id, kind, result, subject)
        values (${id}, 'phone', 'verified', ${mobile})`);
      ids.push(id);
      expect(await signalOf(id), `after ${account} accounts`).toBe(
        account > PHONE_ACCOUNTS_BEFORE_SIGNAL ? account : 0,
      );
    }
    expect(await signalOf(ids[0]!)).toBe(PHONE_ACCOUNTS_BEFORE_SIGNAL + 1);
    // A check that no longer stands (the number changed) is not counted.
    await t.database.db.execute(sql`update profiles set mobile = '+94 78 900 2000' where id = ${ids[0]!}`);
    expect(await signalOf(ids[1]!)).toBe(0);
    expect(await signalOf(bride)).toBe(0);
  });

  it('tells the owner when the gateway is down, after trying again, and never answers 500', async () => {
    const member = await createMember(t, 'phone.down@example.org');
    const id = await addProfile(t, member, { name: 'Down', sex: 2, mobile: '+94 76 444 5555' });
    gateway.state.status = 503;
    const asked = await askCode(member, id);
    expect(asked.statusCode).toBe(200);
    const before = gateway.received.length;
    for (let i = 0; i < 3; i++) await t.app.sms.drain();
    expect(gateway.received.length - before).toBe(3);
    expect((await checksOf(member, id)).phoneCode).toMatchObject({ state: 'failed' });
    // Back up: a new code goes.
    gateway.state.status = 200;
    await askCode(member, id);
    await t.app.sms.drain();
    expect((await checksOf(member, id)).phoneCode).toMatchObject({ state: 'sent' });
  });
});

describe('the other SMS providers', () => {
  it('Twilio: its Messages API with the account’s key, the number and the sender', async () => {
    const gateway = await fakeGateway();
    const t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'token-456',
      TWILIO_FROM: 'Vivaha',
      TWILIO_API_URL: gateway.url,
    });
    try {
      const family = await createMember(t, 'twilio@example.org');
      const id = await addProfile(t, family, { name: 'Twilio', sex: 2, mobile: MOBILE });
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/profilecx/${id}/verify-phone`, headers: family.auth }))
          .statusCode,
      ).toBe(200);
      expect(await t.app.sms.drain()).toBe(1);
      const [request] = gateway.received;
      expect(request?.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
      expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:token-456').toString('base64')}`);
      const form = new URLSearchParams(request?.body);
      expect(form.get('To')).toBe('+94771234567');
      expect(form.get('From')).toBe('Vivaha');
      expect(form.get('Body')).toMatch(/^\d{6} is your Vivaha code/);
    } finally {
      await t.close();
      await gateway.close();
    }
  });

  it('none: each SMS is DATA_DIR/outbox/sms-*.json with to and text', async () => {
    const t = await createTestApp();
    try {
      const family = await createMember(t, 'outbox@example.org');
      const id = await addProfile(t, family, { name: 'Outbox', sex: 2, mobile: MOBILE });
      await t.app.inject({ method: 'POST', url: `/api/profilecx/${id}/verify-phone`, headers: family.auth });
      expect(await t.app.sms.drain()).toBe(1);
      const outbox = path.join(t.config.dataDir, 'outbox');
      const files = fs.readdirSync(outbox).filter((name) => name.startsWith('sms-') && name.endsWith('.json'));
      expect(files).toHaveLength(1);
      const sms = JSON.parse(fs.readFileSync(path.join(outbox, files[0]!), 'utf8'));
      expect(sms).toMatchObject({ to: '+94771234567', text: expect.stringMatching(/^\d{6} is your Vivaha code/) });
    } finally {
      await t.close();
    }
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: 'V' }, 'TWILIO_AUTH_TOKEN'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.lk/send', SMS_HTTP_BODY: '{"to":"{{to}}"}' },
      'SMS_HTTP_BODY',
    ],
    [
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.lk/send', SMS_HTTP_HEADERS: 'Bearer x' },
      'SMS_HTTP_HEADERS',
    ],
    [{ TWILIO_ACCOUNT_SID: 'AC1' }, 'SMS_PROVIDER'],
    [{ SMS_HTTP_URL: 'https://sms.example.lk/send' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
  ])('stops the start on a setting that does not fit: %j names %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s*${name}:`, 'm'));
  });
});
