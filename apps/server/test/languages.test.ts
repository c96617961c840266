import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { optionLabelIn } from '@vivaha/shared/locales/options';
import si from '@vivaha/shared/locales/si/messages.json' with { type: 'json' };
import ta from '@vivaha/shared/locales/ta/messages.json' with { type: 'json' };

import { queryRows } from '#src/db/client.ts';
import { fill } from '#src/lib/messages.ts';
import { mailTexts } from '#src/modules/mail/mail-texts.ts';
import { publicText } from '#src/modules/public/public.service.ts';

import { addProfile, callerOf, createMember, type Member, profileForm } from './helpers.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * Sinhala and Tamil beyond the screens: the server answers messages and coded labels in the
 * page's language (Accept-Language), and writes each mail in its reader's language — the page's
 * for a registration code, the account's for a notice to another family.
 */
describe('the server in Sinhala and Tamil', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  let ip = 0;
  const catalogs = (file: unknown) => file as Record<string, Record<string, string>>;
  const mails = { si: catalogs(si).mails ?? {}, ta: catalogs(ta).mails ?? {} };
  beforeEach(async () => {
    await t.drainMail();
    t.mailer.sent.length = 0;
    await t.database.db.execute(sql`delete from rate_limits`);
  });

  const identity = (url: string, payload: object, language: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/identity/${url}`,
      payload,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: `10.9.0.${ip++ % 250}`,
    });
  const mailTo = async (to: string) => {
    await t.drainMail();
    return [...t.mailer.sent].reverse().find((mail) => mail.to === to);
  };
  const languageOf = async (email: string) =>
    (await queryRows<{ language: string }>(t.database.db, sql`select language from users where email = ${email}`))[0]
      ?.language;

  it('mails a registration code in the language of the page it was asked from, and keeps it on the account', async () => {
    const email = 'amaya.family@example.lk';
    const password = 'Galle#Fort2026';
    expect((await identity('createotp', { email, password }, 'si')).statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail?.subject).toBe(fill(mails.si['registerCode.subject']!, { site: 'Vivaha' }));
    expect(mail?.subject).not.toBe(fill(mailTexts['registerCode.subject'], { site: 'Vivaha' }));
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect((await identity('createviaotp', { email, password, otp: code }, 'si')).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('si');
  });

  it('saves the language a member signs in on, or chooses with the switch', async () => {
    const member = await createMember(t, 'kumaran.family@example.lk');
    expect(await languageOf('kumaran.family@example.lk')).toBe('en');
    await identity('login', { email: 'kumaran.family@example.lk', password: 'Kandy#2026a' }, 'ta');
    expect(await languageOf('kumaran.family@example.lk')).toBe('ta');
    const choose = (language: string, who?: Member) =>
      t.app.inject({ method: 'PUT', url: '/identity/language', payload: { language }, headers: who?.auth ?? {} });
    const chosen = await choose('si', member);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await languageOf('kumaran.family@example.lk')).toBe('si');
    expect((await choose('fr', member)).statusCode).toBe(400);
    expect(await languageOf('kumaran.family@example.lk')).toBe('si');
    expect((await choose('ta')).statusCode).toBe(401);
  });

  it("tells another family of a request in that family's language, whatever the asker's page", async () => {
    const brideFamily = await createMember(t, 'tamil.bride@example.lk');
    await t.database.db.execute(sql`update users set language = 'ta' where id = ${brideFamily.id}`);
    const groomFamily = await createMember(t, 'english.groom@example.lk');
    const bride = await addProfile(t, brideFamily, { name: 'Kavitha', sex: 2 });
    const groom = await addProfile(t, groomFamily, { name: 'Ruwan', sex: 1 });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { requestingProfileId: groom, receiverProfileId: bride, receiverCustId: brideFamily.id },
      headers: { ...groomFamily.auth, 'accept-language': 'en' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const notice = await mailTo('tamil.bride@example.lk');
    expect(notice?.subject).toBe(
      fill(mails.ta['requestNotice.subjectOne']!, { asker: 'Ruwan', name: 'Kavitha', site: 'Vivaha' }),
    );
    expect(notice?.text).toContain(fill(mails.ta['requestNotice.nothing']!, {}));
    expect(notice?.text).toContain('https://vivaha.example.org/ta/MyApprovals');
  });

  it('answers messages, field messages and coded labels in the language of the page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/pp/999999', headers: { 'accept-language': 'ta' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.vary).toContain('Accept-Language');
    expect(missing.json().message).toBe(catalogs(ta).public!.notFound);
    expect(missing.json().message).not.toBe(publicText.notFound);

    const member = await createMember(t, 'form.sinhala@example.lk');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ name: '', mobile: '' }),
      headers: { ...member.auth, 'accept-language': 'si' },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().fieldErrors as Record<string, string>;
    expect(fields.name).toBe(catalogs(si).profileForm!.nameRequired);
    expect(fields.mobile).toBe(catalogs(si).profileForm!.mobileRequired);

    const family = await createMember(t, 'labels.tamil@example.lk');
    await addProfile(t, family, { name: 'Tharani', sex: 2, religion: 65, ethnicity: 2 });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/pp/search?sx=2&re=65',
      headers: { 'accept-language': 'ta' },
    });
    const [hit] = search.json().items.map((item: { searchResults: string }) => JSON.parse(item.searchResults));
    expect(hit.religion).toBe(optionLabelIn('ta', 'religions', 65));
    expect(hit.religion).not.toBe('Hindu');
    expect(search.headers.vary).toContain('Accept-Language');
    // English stays the spec's words.
    const english = await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2&re=65' });
    expect(JSON.parse(english.json().items[0].searchResults).religion).toBe('Hindu');
  });

  it('writes a height and a weight as the proposal columns do, in the language of the page', async () => {
    const family = await createMember(t, 'heights.family@example.lk');
    const id = await addProfile(t, family, {
      name: 'Dilini',
      height: `5' 1"`,
      heightType: 1,
      weight: '120',
      weightType: 1,
    });
    const basic = async (language?: string) => {
      const headers = language ? { 'accept-language': language } : {};
      const view = await t.app.inject({ method: 'GET', url: `/api/pp/${id}`, headers });
      expect(view.statusCode, view.body).toBe(200);
      return JSON.parse(view.json().basicDetails) as { heightText: string; weightText: string };
    };
    expect(await basic('si')).toMatchObject({ heightText: 'අඩි 5 අඟල් 1', weightText: 'රාත්තල් 120' });
    expect(await basic('ta')).toMatchObject({ heightText: '5 அடி 1 அங்குலம்', weightText: '120 இறாத்தல்' });
    expect(await basic()).toMatchObject({ heightText: `5' 1"`, weightText: '120 lbs' });
  });

  it('writes a message built from values in the page’s language, its values too (a wait, a star, the rasis)', async () => {
    const { english, sayIn } = await import('#src/lib/messages.ts');
    const { retryText } = await import('#src/lib/rate-limit.ts');
    const wait = retryText(600);
    expect(english(wait)).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(sayIn('si')(wait)).not.toBe(english(wait));
    expect(sayIn('si')(wait)).toContain('10');
    const member = await createMember(t, 'rasi.words@example.lk');
    for (const [padam, language] of [
      [1, 'si'],
      [0, 'ta'],
    ] as const) {
      // Uttara Phalguni (12) lies in Simha (5) and Kanya (6); Mesha (1) fits neither padam.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/profilecx',
        payload: profileForm({ astro_star: 12, astro_padam: padam, astro_rasi: padam ? 6 : 1 }),
        headers: { ...member.auth, 'accept-language': language },
      });
      expect(refused.statusCode).toBe(400);
      const words = (refused.json().fieldErrors as Record<string, string>).astro_rasi!;
      expect(words).toContain(optionLabelIn(language, 'birthStars', 12)!);
      expect(words).not.toMatch(/[A-Za-z]/);
    }
    const { throttleText } = await import('#src/modules/public/throttle.ts');
    for (const seconds of [30, 300, 7200, 3 * 86_400]) {
      expect(sayIn('si')(throttleText(seconds))).not.toMatch(/[A-Za-z]/);
      expect(sayIn('ta')(throttleText(seconds))).not.toMatch(/[A-Za-z]/);
    }
  });

  it('answers a family’s day on a Tamil page with no English word in any message', async () => {
    const call = callerOf(() => t);
    const family = await createMember(t, 'tamil.day@example.lk');
    const other = await createMember(t, 'tamil.other@example.lk');
    const said: string[] = [];
    const heard = async (answer: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
      const reply = await answer;
      const words = reply.json() as Record<string, unknown>;
      for (const field of ['message', 'msg', 'returnText'])
        if (typeof words[field] === 'string') said.push(words[field]);
      return words;
    };
    const saved = await heard(call('POST', '/api/profilecx', family, profileForm({ name: 'தரணி', sex: 2 }), 'ta'));
    const mine = saved.profileId as number;
    const theirs = await addProfile(t, other, { name: 'குமரன்', sex: 1 });
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${mine}`);
    await heard(call('POST', `/api/shortlist/${theirs}`, family, undefined, 'ta'));
    await heard(call('DELETE', `/api/shortlist/${theirs}`, family, undefined, 'ta'));
    await heard(call('DELETE', `/api/shortlist/${theirs}`, family, undefined, 'ta'));
    await heard(
      call(
        'POST',
        '/api/pp/requestpermision',
        family,
        { requestingProfileId: mine, receiverProfileId: theirs, receiverCustId: other.id },
        'ta',
      ),
    );
    const [asked] = (await call('GET', '/api/pp/myapprovals?status=0', other)).json().items as Array<{ id: number }>;
    await heard(call('POST', '/api/pp/approveOrReject', other, { id: asked!.id, isApproved: 1 }, 'ta'));
    await heard(call('PUT', `/api/matchsystem?profile=${mine}`, family, { system: 'sinhala' }, 'ta'));
    await heard(call('POST', `/api/blocks/${theirs}`, family, undefined, 'ta'));
    await heard(call('GET', '/api/pp/999999', family, undefined, 'ta'));
    await heard(call('POST', '/identity/login', undefined, { email: 'tamil.day@example.lk', password: 'wrong' }, 'ta'));
    expect(said.length).toBeGreaterThanOrEqual(9);
    expect(said.filter((words) => /[A-Za-z]/.test(words))).toEqual([]);
  });
});
