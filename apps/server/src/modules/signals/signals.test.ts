import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import { BROKER_WEEKLY_THRESHOLD, type ProfileSignals } from '@vivaha/shared/privacy';

import { addProfile, askToSee, createMember, type Member, profileForm } from '../../../test/helpers.ts';
import { useAdmin, useTestApp } from '../../../test/use-test-app.ts';

const SRI_LANKA = 129;

describe('review signals for the team', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'volunteer@example.lk');
  let accounts = 0;
  let numbers = 0;

  const newAccount = () => createMember(t, `family.${++accounts}@example.lk`);
  /** A unique Sri Lankan mobile and address, so no two profiles share one by accident. */
  const ownContacts = () => {
    numbers += 1;
    return { mobile: `071${String(10_000_000 + numbers).slice(1)}`, email: `contact.${numbers}@example.lk` };
  };
  /** A published profile with its own contacts, changed by `form`. */
  const profileOf = (member: Member, form: Record<string, unknown> = {}, active: number = ACTIVE_STATUS.active) =>
    addProfile(t, member, { country: SRI_LANKA, ...ownContacts(), ...form }, active);

  /** The signals on the profile's row of the admin list, and on its admin view. */
  async function signalsOf(id: number): Promise<ProfileSignals> {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/profile?searchText=${id}&pageSize=100`,
      headers: admin.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list
      .json<{ items: Array<{ profileId: number; signals: ProfileSignals }> }>()
      .items.find((item) => item.profileId === id);
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/profile/${id}`, headers: admin.auth });
    expect(view.statusCode, view.body).toBe(200);
    expect(row?.signals, `list row of ${id}`).toEqual(view.json().signals);
    return view.json().signals;
  }
  const sameContactAs = async (id: number) => (await signalsOf(id)).sameContactAs;

  it('flags two accounts whose profiles give the same mobile, however it is written', async () => {
    const local = await profileOf(await newAccount(), { mobile: '0771234567' });
    const international = await profileOf(await newAccount(), { mobile: '+94 77 123 4567' });
    const other = await profileOf(await newAccount(), { mobile: '0779876543' });

    expect(await sameContactAs(local)).toEqual([international]);
    expect(await sameContactAs(international)).toEqual([local]);
    expect(await sameContactAs(other)).toEqual([]);
  });

  it('flags two accounts whose profiles give the same email in a different case', async () => {
    const lower = await profileOf(await newAccount(), { email: 'kamala.family@example.org' });
    const mixed = await profileOf(await newAccount(), { email: 'Kamala.Family@Example.ORG' });

    expect(await sameContactAs(lower)).toEqual([mixed]);
    expect(await sameContactAs(mixed)).toEqual([lower]);
  });

  it('does not flag two profiles of the same account', async () => {
    const family = await newAccount();
    const contacts = { mobile: '0765550101', phone1: '0112345678', email: 'one.family@example.org' };
    const elder = await profileOf(family, { name: 'Nirosha', ...contacts });
    const younger = await profileOf(family, { name: 'Nadeesha', ...contacts });

    expect(await signalsOf(elder)).toEqual({
      sameContactAs: [],
      sameNicAs: [],
      phoneOnAccounts: 0,
      possibleBroker: false,
      openReports: 0,
    });
    expect(await sameContactAs(younger)).toEqual([]);
  });

  it('flags an owner’s edit waiting for review that gives another account’s number', async () => {
    const owner = await newAccount();
    const contacts = ownContacts();
    const edited = await profileOf(owner, contacts);
    const theirs = await profileOf(await newAccount(), { mobile: '0714445566' });
    expect(await sameContactAs(edited)).toEqual([]);

    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${edited}`,
      payload: profileForm({ country: SRI_LANKA, ...contacts, mobile: '+94714445566' }),
      headers: owner.auth,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().pendingReview).toBe(true);

    expect(await sameContactAs(edited)).toEqual([theirs]);
    expect(await sameContactAs(theirs)).toEqual([edited]);
  });

  it(`flags an account that opened or asked for more than ${BROKER_WEEKLY_THRESHOLD} profiles’ details in a week`, async () => {
    const many = await newAccount();
    await t.database.db.execute(sql`update users set profile_limit = 60 where id = ${many.id}`);
    const brides: number[] = [];
    for (let i = 0; i < BROKER_WEEKLY_THRESHOLD + 2; i++) brides.push(await profileOf(many, { sex: 2 }));
    const broker = await newAccount();
    const asking = await profileOf(broker, { sex: 1, name: 'Asela' });
    const opened = (profileIds: number[], daysAgo = 0) =>
      t.database.db.execute(sql`
        insert into protected_views (viewer_id, profile_id, via, viewer_profile_id, sections, viewed_at)
        select ${broker.id}, id, 'rule', ${asking}, 'contact', now() - make_interval(days => ${daysAgo})
        from profiles where id in (${sql.join(
          profileIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);

    // Exactly the threshold this week, and one more a week and a day ago.
    await opened(brides.slice(0, BROKER_WEEKLY_THRESHOLD));
    await opened([brides[BROKER_WEEKLY_THRESHOLD]!], 8);
    expect((await signalsOf(asking)).possibleBroker).toBe(false);

    // Asking for a profile already opened adds nothing; asking for another is one more.
    const ask = (receiverProfileId: number) => askToSee(t, broker, asking, many, receiverProfileId);
    expect((await ask(brides[0]!)).statusCode).toBe(200);
    expect((await signalsOf(asking)).possibleBroker).toBe(false);
    expect((await ask(brides.at(-1)!)).statusCode).toBe(200);
    expect((await signalsOf(asking)).possibleBroker).toBe(true);

    // It is the account that is flagged, on each of its profiles; not the profiles it looked at.
    const second = await profileOf(broker, { sex: 1, name: 'Upul' }, ACTIVE_STATUS.inactive);
    expect((await signalsOf(second)).possibleBroker).toBe(true);
    expect((await signalsOf(brides[0]!)).possibleBroker).toBe(false);
  });

  it('counts the open reports on a profile', async () => {
    const reported = await profileOf(await newAccount());
    const quiet = await profileOf(await newAccount());
    const reporter = await newAccount();
    const report = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pp/report/${reported}`,
        payload: { reason: 'fake' },
        headers,
        remoteAddress,
      });
    expect((await report(reporter.auth, '10.8.0.1')).statusCode).toBe(200);
    expect((await report({}, '10.8.0.2')).statusCode).toBe(200);

    expect((await signalsOf(reported)).openReports).toBe(2);
    expect((await signalsOf(quiet)).openReports).toBe(0);

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.auth });
    const group = queue.json().items.find((item: { profileId: number }) => item.profileId === reported);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reports/${group.reports[0].id}`,
      payload: { action: 'dismiss' },
      headers: admin.auth,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await signalsOf(reported)).openReports).toBe(0);
  });
});
