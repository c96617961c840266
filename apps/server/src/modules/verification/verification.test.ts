import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NIC_CHECKS_PER_DAY } from '@vivaha/shared/verification';

import {
  addProfile,
  callerOf,
  createAdmin,
  createMember,
  createTestApp,
  loggerInto,
  type Member,
  type TestApp,
} from '../../../test/helpers.ts';

import { verificationText } from './verification.service.ts';

/** A bride born on 21 August 1995: her NIC in both forms, and a man's number of the same day. */
const BRIDE_DOB = '1995-08-21';
const HER_OLD_NIC = '957345678V';
const HER_NEW_NIC = '199573405678';
const A_MANS_NIC = '952345678V';

/** NIC consistency kept only as a keyed hash, its badge, the filter and the team's signal (README, Verification). */
describe('NIC check', () => {
  let t: TestApp;
  let family: Member;
  let bride: number;
  let other: Member;
  let groom: number;
  const logLines: string[] = [];

  const call = callerOf(() => t);
  const checkNic = (who: Member, id: number, nic: unknown, language?: string) =>
    call('PUT', `/api/profilecx/${id}/nic`, who, { nic }, language);
  const checksOf = async (who: Member, id: number) => (await call('GET', `/api/profilecx/${id}/checks`, who)).json();
  const viewOf = async (id: number) => JSON.parse((await call('GET', `/api/pp/${id}`)).json().searchResults);
  const search = (query: string) => call('GET', `/api/pp/search?sx=2&${query}`);
  const foundIn = async (query: string) =>
    (await search(query))
      .json<{ items: Array<{ searchResults: string }> }>()
      .items.map((item) => JSON.parse(item.searchResults) as { profileid: number; verified: string[] });

  beforeAll(async () => {
    t = await createTestApp({}, { logger: loggerInto(logLines) });
    family = await createMember(t, 'nic.family@example.org');
    bride = await addProfile(t, family, { name: 'Dilini', sex: 2, dob: BRIDE_DOB });
    other = await createMember(t, 'nic.other@example.org');
    groom = await addProfile(t, other, { name: 'Kasun', sex: 1, dob: '1992-02-10' });
  });
  afterAll(async () => t?.close());

  it('is for the profile’s owner only', async () => {
    expect((await call('PUT', `/api/profilecx/${bride}/nic`, undefined, { nic: HER_OLD_NIC })).statusCode).toBe(401);
    expect((await call('GET', `/api/profilecx/${bride}/checks`)).statusCode).toBe(401);
    expect((await checkNic(other, bride, HER_OLD_NIC)).statusCode).toBe(404);
    expect((await call('GET', `/api/profilecx/${bride}/checks`, other)).statusCode).toBe(404);
    expect((await checkNic(family, 999_999, HER_OLD_NIC)).statusCode).toBe(404);
    expect((await checkNic(family, Number.NaN, HER_OLD_NIC)).statusCode).toBe(400);
    expect((await checksOf(family, bride)).nic).toBeNull();
  });

  it('refuses a number in no NIC form, naming the field, and keeps nothing', async () => {
    for (const nic of ['', '12345', '95734567V', '958675678V', 957345678, null]) {
      const answer = await checkNic(family, bride, nic);
      expect(answer.statusCode, String(nic)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors ?? {}), String(nic)).toEqual(['nic']);
    }
    expect((await checkNic(family, bride, '12345')).json().fieldErrors.nic).toBe(
      'Please enter the NIC number as it is on the card: 9 digits and V or X, or 12 digits.',
    );
    expect((await checksOf(family, bride)).nic).toBeNull();
  });

  it('gives the badge for a consistent number: on the profile, its cards and the "verified only" search', async () => {
    expect((await foundIn('vf=nic')).map((card) => card.profileid)).not.toContain(bride);
    const answer = await checkNic(family, bride, HER_OLD_NIC);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, result: 'consistent', message: verificationText.nicConsistent });
    expect(await checksOf(family, bride)).toMatchObject({
      nic: { result: 'consistent', current: true },
      phone: null,
      photo: null,
      verified: ['nic'],
    });
    expect((await viewOf(bride)).verified).toEqual(['nic']);
    const cards = await foundIn('vf=nic');
    expect(cards.map((card) => card.profileid)).toEqual([bride]);
    expect(cards[0]!.verified).toEqual(['nic']);
    // Every badge asked for must show: nobody has a confirmed phone yet.
    expect(await foundIn('vf=nic,phone')).toEqual([]);
    expect(await foundIn('vf=phone&vf=nic')).toEqual([]);
    const grooms = (await call('GET', '/api/pp/search?sx=1')).json<{ items: Array<{ searchResults: string }> }>().items;
    expect(
      grooms.map((item) => JSON.parse(item.searchResults)).find((card) => card.profileid === groom)?.verified,
    ).toEqual([]);
  });

  it('refuses an unknown kind of check in the search, naming the field', async () => {
    const answer = await search('vf=passport');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ vf: 'Verified only can be phone, nic or photo.' });
  });

  it('tells the owner in plain words what did not agree, and shows nothing publicly', async () => {
    const wrongDay = await checkNic(family, bride, '957445678V');
    expect(wrongDay.json()).toEqual({
      success: true,
      result: 'mismatch',
      message:
        'The NIC number gives a date of birth of 1995-08-31, but this profile says 1995-08-21. Nothing is shown to other members; please check the number.',
    });
    expect((await viewOf(bride)).verified).toEqual([]);
    expect((await checksOf(family, bride)).nic).toMatchObject({ result: 'mismatch', current: false });
    expect((await checksOf(family, bride)).verified).toEqual([]);
    expect((await checkNic(family, bride, A_MANS_NIC)).json().message).toBe(verificationText.nicMismatchSex);
    expect((await checkNic(family, bride, '912345678V')).json().message).toMatch(
      /gives a date of birth of 1991-08-21 and the other gender, but this profile says 1995-08-21/,
    );
    // In Sinhala too.
    const sinhala = await checkNic(family, bride, A_MANS_NIC, 'si');
    expect(sinhala.json().message).not.toBe(verificationText.nicMismatchSex);
    expect(sinhala.json().message).toMatch(/[\u0D80-\u0DFF]/);
    const tamil = await checkNic(family, bride, '957445678V', 'ta');
    expect(tamil.json().message).toContain('1995-08-31');
    expect(tamil.json().message).toMatch(/^[\u0B80-\u0BFF]/);
    // The new form of her number agrees again: both forms are one number.
    expect((await checkNic(family, bride, HER_NEW_NIC)).json().result).toBe('consistent');
    expect((await viewOf(bride)).verified).toEqual(['nic']);
  });

  it('tells the team when another account’s profile was checked with the same number', async () => {
    const admin = await createAdmin(t, 'nic.team@example.org');
    const signals = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/profile/${id}`, headers: admin.auth })).json().signals;
    const broker = await createMember(t, 'nic.broker@example.org');
    const copy = await addProfile(t, broker, { name: 'Dilini', sex: 2, dob: BRIDE_DOB });
    // A profile of the same account with the same number is not a signal.
    const sister = await addProfile(t, family, { name: 'Dilini', sex: 2, dob: BRIDE_DOB });
    await checkNic(family, sister, HER_OLD_NIC);
    expect((await signals(bride)).sameNicAs).toEqual([]);
    expect((await checkNic(broker, copy, HER_NEW_NIC)).json().result).toBe('consistent');
    expect((await signals(bride)).sameNicAs).toEqual([copy]);
    expect((await signals(copy)).sameNicAs).toEqual([bride, sister]);
    expect((await signals(groom)).sameNicAs).toEqual([]);
    // The team's list shows each profile's checks.
    const listed = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/profile?searchText=${id}`, headers: admin.auth }))
        .json<{ items: Array<{ profileId: number; verified: string[] }> }>()
        .items.find((item) => item.profileId === id);
    expect((await listed(copy))?.verified).toEqual(['nic']);
    expect((await listed(groom))?.verified).toEqual([]);
  });

  it('keeps no NIC number anywhere: not in the database, not in the log', async () => {
    const digits = ['957345678', '199573405678', '957355678', '952345678', '912345678'];
    const tables = (await t.database.db.execute(sql`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
      rows: Array<{ table_name: string }>;
    };
    for (const { table_name: table } of tables.rows) {
      const rows = (await t.database.db.execute(sql.raw(`select t::text as row from "${table}" t`))) as unknown as {
        rows: Array<{ row: string }>;
      };
      for (const { row } of rows.rows) for (const nic of digits) expect(row, table).not.toContain(nic);
    }
    const log = logLines.join('');
    expect(log).toContain('/nic');
    for (const nic of digits) expect(log).not.toContain(nic);
  });

  it(`allows ${NIC_CHECKS_PER_DAY} checks a day to an account`, async () => {
    const member = await createMember(t, 'nic.many@example.org');
    const id = await addProfile(t, member, { name: 'Many', sex: 2, dob: BRIDE_DOB });
    for (let i = 0; i < NIC_CHECKS_PER_DAY; i++) expect((await checkNic(member, id, HER_OLD_NIC)).statusCode).toBe(200);
    const refused = await checkNic(member, id, HER_OLD_NIC);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can check at most ${NIC_CHECKS_PER_DAY} NIC numbers a day. You may check again in 24 hours.`,
    );
    // Another account is not held back by it.
    expect((await checkNic(family, bride, HER_OLD_NIC)).statusCode).toBe(200);
  });

  it('gives a badge only while what was checked still stands: the same rule in SQL and in TypeScript', async () => {
    const member = await createMember(t, 'nic.rule@example.org');
    const mobile = '+94 77 123 4567';
    const id = await addProfile(t, member, { name: 'Rule', sex: 2, dob: BRIDE_DOB, mobile });
    const cases: Array<[string, string, string | null, string | null, number | null, boolean]> = [
      ['nic', 'consistent', 'hash', BRIDE_DOB, 2, true],
      ['nic', 'consistent', 'hash', '1995-08-22', 2, false],
      ['nic', 'consistent', 'hash', BRIDE_DOB, 1, false],
      ['nic', 'mismatch', 'hash', BRIDE_DOB, 2, false],
      ['phone', 'verified', mobile, null, null, true],
      ['phone', 'verified', '+94 77 123 4568', null, null, false],
      ['phone', 'sent', mobile, null, null, false],
      ['photo', 'verified', null, null, null, true],
      ['photo', 'declined', null, null, null, false],
    ];
    for (const [kind, result, subject, dob, sex, stands] of cases) {
      await t.database.db.execute(sql`delete from profile_checks where profile_id = ${id}`);
      await t.database.db.execute(sql`insert into profile_checks (profile_id, kind, result, subject, dob, sex)
        values (${id}, ${kind}, ${result}, ${subject}, ${dob}, ${sex})`);
      const expected = stands ? [kind] : [];
      const label = `${kind} ${result} ${subject} ${dob} ${sex}`;
      expect((await checksOf(member, id)).verified, label).toEqual(expected);
      expect((await viewOf(id)).verified, label).toEqual(expected);
    }
    // A date of birth the team corrects takes the NIC badge away until it is checked again.
    await t.database.db.execute(sql`delete from profile_checks where profile_id = ${id}`);
    await checkNic(member, id, HER_OLD_NIC);
    expect((await viewOf(id)).verified).toEqual(['nic']);
    await t.database.db.execute(sql`update profiles set dob = '1995-09-30' where id = ${id}`);
    expect((await viewOf(id)).verified).toEqual([]);
    expect((await checksOf(member, id)).nic).toMatchObject({ result: 'consistent', current: false });
  });

  it('goes with the profile', async () => {
    const member = await createMember(t, 'nic.gone@example.org');
    const id = await addProfile(t, member, { name: 'Gone', sex: 2, dob: BRIDE_DOB });
    await checkNic(member, id, HER_OLD_NIC);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${id}`, headers: member.auth })).statusCode,
    ).toBe(200);
    const left = (await t.database.db.execute(
      sql`select count(*)::int as n from profile_checks where profile_id = ${id}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(left.rows[0]!.n).toBe(0);
  });
});
