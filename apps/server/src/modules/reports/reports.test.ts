import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import {
  DECISION_REASON_MAX,
  privacyMessages,
  REPORT_HOLD_THRESHOLD,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  REPORTS_PER_DAY,
  type ReportGroup,
} from '@vivaha/shared/privacy';

import { queryRows } from '#src/db/client.ts';
import { adminText } from '#src/modules/admin/admin.service.ts';
import { profileText } from '#src/modules/profiles/profiles.service.ts';

import {
  addProfile,
  countRows,
  createMember,
  type Member,
  profileForm,
  solveBotCheck,
  type TestApp,
} from '../../../test/helpers.ts';
import { addOwnedProfile, type Owned } from '../../../test/owned-profile.ts';
import { useAdmin, useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { reportText } from './reports.service.ts';

/** A visitor's report comes from an address; a member's from a session (any address). */
const report = (t: TestApp, profileId: number | string, payload: object, who?: Member, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/pp/report/${profileId}`,
    payload,
    headers: who?.auth ?? {},
    remoteAddress,
  });

/** A new account with one profile; published unless told otherwise. */
const ownerWith = (t: TestApp, name: string, sex = 2, active: number = ACTIVE_STATUS.active) =>
  addOwnedProfile(t, `${name.toLowerCase()}.family@example.lk`, name, sex, active);

/** The reports stored on one profile. */
const reportRows = async (t: TestApp, profileId: number) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from reports where profile_id = ${profileId}`,
  );
  return row!.n;
};

describe('reporting a profile', () => {
  const t = useTestApp();
  let bride: Owned;
  let groom: Owned;

  beforeAll(async () => {
    bride = await ownerWith(t, 'Sachini');
    groom = await ownerWith(t, 'Kasun', 1);
  });

  it('thanks a member and a visitor, and refuses a second open report from either', async () => {
    const target = await ownerWith(t, 'Dilhani');
    const first = await report(t, target.id, { reason: 'fake' }, groom.owner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, message: reportText.thanks });

    const again = await report(
      t,
      target.id,
      { reason: 'money', text: 'Asked for a deposit.' },
      groom.owner,
      '10.0.9.9',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reportText.already);

    const visitor = await report(t, target.id, { reason: 'broker' }, undefined, '10.1.1.1');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ success: true, message: reportText.thanks });
    const sameAddress = await report(t, target.id, { reason: 'offensive' }, undefined, '10.1.1.1');
    expect(sameAddress.statusCode).toBe(409);
    expect(sameAddress.json().message).toBe(reportText.already);
    const otherAddress = await report(t, target.id, { reason: 'offensive' }, undefined, '10.1.1.2');
    expect(otherAddress.statusCode).toBe(200);

    expect(await reportRows(t, target.id)).toBe(3);
  });

  it('takes a visitor’s IPv6 addresses in one /64 network as one address', async () => {
    const target = await ownerWith(t, 'Nethmi');
    const from = (address: string) => report(t, target.id, { reason: 'fake' }, undefined, address);
    expect((await from('2001:db8:7:7::1')).statusCode).toBe(200);
    expect((await from('2001:db8:7:7:aaaa::2')).statusCode).toBe(409);
    expect((await from('2001:db8:7:8::1')).statusCode).toBe(200);
    expect(await reportRows(t, target.id)).toBe(2);
  });

  it('asks for a known reason, a text with Other, and at most 1000 characters', async () => {
    const target = await ownerWith(t, 'Ishara');
    const refused: Array<[object, string, string]> = [
      [{}, 'reason', privacyMessages.reasonRequired],
      [{ reason: 'spam' }, 'reason', privacyMessages.reasonRequired],
      [{ reason: 'other' }, 'text', privacyMessages.reportTextRequired],
      [{ reason: 'other', text: '   ' }, 'text', privacyMessages.reportTextRequired],
      [{ reason: 'fake', text: 'x'.repeat(REPORT_TEXT_MAX + 1) }, 'text', privacyMessages.reportTextTooLong],
    ];
    for (const [payload, field, message] of refused) {
      const response = await report(t, target.id, payload, groom.owner);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await reportRows(t, target.id)).toBe(0);

    const longest = await report(t, target.id, { reason: 'other', text: 'x'.repeat(REPORT_TEXT_MAX) }, groom.owner);
    expect(longest.statusCode, longest.body).toBe(200);
    expect(await reportRows(t, target.id)).toBe(1);
  });

  it('refuses an owner reporting their own profile', async () => {
    const response = await report(t, bride.id, { reason: 'fake' }, bride.owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(reportText.ownProfile);
    expect(await reportRows(t, bride.id)).toBe(0);
  });

  it('does not find a profile that is not published or not there', async () => {
    const unpublished = [
      await ownerWith(t, 'Waiting', 2, ACTIVE_STATUS.inactive),
      await ownerWith(t, 'Suspended', 2, ACTIVE_STATUS.suspended),
      await ownerWith(t, 'Removed', 2, ACTIVE_STATUS.removed),
    ];
    const stored = await countRows(t.database, 'reports');
    for (const { id } of [...unpublished, { id: 999_999 }]) {
      for (const who of [groom.owner, undefined]) {
        const response = await report(t, id, { reason: 'fake' }, who);
        expect(response.statusCode, `${id} ${who ? 'member' : 'visitor'}`).toBe(404);
        expect(response.json().message).toBe(reportText.notFound);
      }
    }
    expect(await countRows(t.database, 'reports')).toBe(stored);
  });

  it('does not find a profile behind a block, whichever side made it', async () => {
    const member = await ownerWith(t, 'Chamara', 1);
    const blockedByMember = await ownerWith(t, 'Anoma');
    const blockedTheMember = await ownerWith(t, 'Sewwandi');
    const block = (who: Member, profileId: number) =>
      t.app.inject({ method: 'POST', url: `/api/blocks/${profileId}`, headers: who.auth });
    expect((await block(member.owner, blockedByMember.id)).statusCode).toBe(200);
    expect((await block(blockedTheMember.owner, member.id)).statusCode).toBe(200);

    for (const target of [blockedByMember, blockedTheMember]) {
      const response = await report(t, target.id, { reason: 'fake' }, member.owner);
      expect(response.statusCode, target.email).toBe(404);
      expect(response.json().message).toBe(reportText.notFound);
      expect(await reportRows(t, target.id)).toBe(0);
      // Anyone else still can.
      expect((await report(t, target.id, { reason: 'fake' }, groom.owner)).statusCode).toBe(200);
    }
  });

  it(`takes at most ${REPORTS_PER_DAY} reports a day from one member or one address`, async () => {
    const many = await createMember(t, 'many.profiles@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 20 where id = ${many.id}`);
    const targets: number[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i++) {
      targets.push(await addProfile(t, many, { name: `Target${String.fromCharCode(65 + i)}` }));
    }
    const last = targets.at(-1)!;
    const busy = await createMember(t, 'busy.reporter@example.lk');
    for (const [who, address] of [
      [busy, '10.2.2.2'],
      [undefined, '10.3.3.3'],
    ] as const) {
      for (const id of targets.slice(0, REPORTS_PER_DAY)) {
        const response = await report(t, id, { reason: 'fake' }, who, address);
        expect(response.statusCode, response.body).toBe(200);
        // A report already made, sent again, is refused without using up one of the day's.
        expect((await report(t, id, { reason: 'fake' }, who, address)).statusCode).toBe(409);
      }
      const over = await report(t, last, { reason: 'fake' }, who, address);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(new RegExp(`^You can send at most ${REPORTS_PER_DAY} reports a day.`));
    }
    expect(await reportRows(t, last)).toBe(0);
    // Another visitor is not held back by them.
    expect((await report(t, last, { reason: 'fake' }, undefined, '10.4.4.4')).statusCode).toBe(200);
  });
});

describe('the bot check on a report', () => {
  const t = useTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  const [member] = useMembers(t, 'checked.member@example.lk');
  let target: Owned;

  beforeAll(async () => {
    target = await ownerWith(t, 'Madhavi');
  });

  it('refuses a report without a solved check and stores nothing', async () => {
    for (const who of [undefined, member]) {
      for (const captchaToken of [undefined, 'not-a-solution']) {
        const response = await report(t, target.id, { reason: 'fake', captchaToken }, who);
        expect(response.statusCode, `${who ? 'member' : 'visitor'} ${captchaToken}`).toBe(400);
        expect(response.json().fieldErrors.captchaToken).toBeTruthy();
      }
    }
    expect(await countRows(t.database, 'reports')).toBe(0);

    const solved = await report(t, target.id, { reason: 'fake', captchaToken: await solveBotCheck(t) });
    expect(solved.statusCode, solved.body).toBe(200);
    expect(await countRows(t.database, 'reports')).toBe(1);
  });
});

describe('reports from several members', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  /** Members with a published profile each: their reports count. */
  const counting: Owned[] = [];
  let searcher: Owned;

  beforeAll(async () => {
    for (const name of ['Ruwan', 'Sampath', 'Nuwan', 'Lahiru']) counting.push(await ownerWith(t, name, 1));
    searcher = await ownerWith(t, 'Dinesh', 1);
  });

  /** Where a visitor or a member could come across the profile. */
  async function whereShown(id: number) {
    const ids = (body: { items: Array<{ searchResults: string }> }) =>
      body.items.map((item) => (JSON.parse(item.searchResults) as { profileid: number }).profileid);
    const search = await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2&pageSize=50' });
    const latest = await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=2' });
    const memberSearch = await t.app.inject({
      method: 'GET',
      url: '/api/pp/search?sx=2&pageSize=50',
      headers: searcher.owner.auth,
    });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap-profiles-1.xml' });
    const asking = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { requestingProfileId: searcher.id, receiverProfileId: id, receiverCustId: searcher.owner.id },
      headers: searcher.owner.auth,
    });
    return {
      search: ids(search.json()).includes(id),
      memberSearch: ids(memberSearch.json()).includes(id),
      latest: ids(latest.json()).includes(id),
      visitorView: (await t.app.inject({ method: 'GET', url: `/api/pp/${id}` })).statusCode,
      memberView: (await t.app.inject({ method: 'GET', url: `/api/pp/${id}`, headers: searcher.owner.auth }))
        .statusCode,
      sitemap: sitemap.statusCode === 200 && sitemap.body.includes(`/profile/${id}_`),
      // The owner id given is wrong on purpose, so nothing is asked: 400 while the profile is there, 404 once it is not.
      request: asking.statusCode,
    };
  }
  const shownEverywhere = {
    search: true,
    memberSearch: true,
    latest: true,
    visitorView: 200,
    memberView: 200,
    sitemap: true,
    request: 400,
  };
  const ownerView = async (target: Owned) =>
    (await t.app.inject({ method: 'GET', url: `/api/profilecx/${target.id}`, headers: target.owner.auth })).json();

  it('do not hide a profile when they come from visitors or members without a published profile', async () => {
    const target = await ownerWith(t, 'Tharushi');
    for (const address of ['10.5.0.1', '10.5.0.2', '10.5.0.3']) {
      expect((await report(t, target.id, { reason: 'fake' }, undefined, address)).statusCode).toBe(200);
    }
    const unpublished = await ownerWith(t, 'Pradeep', 1, ACTIVE_STATUS.inactive);
    // A profile held for reports is not published: its owner's reports do not count either.
    const held = await ownerWith(t, 'Nimal');
    await t.database.db.execute(sql`update profiles set report_hold = true where id = ${held.id}`);
    const noProfile = [
      await createMember(t, 'no.profile.one@example.lk'),
      await createMember(t, 'no.profile.two@example.lk'),
    ];
    for (const member of [unpublished.owner, held.owner, ...noProfile]) {
      expect((await report(t, target.id, { reason: 'fake' }, member)).statusCode).toBe(200);
    }
    // Two that count, with seven that do not: still one short.
    for (const reporter of counting.slice(0, REPORT_HOLD_THRESHOLD - 1)) {
      expect((await report(t, target.id, { reason: 'fake' }, reporter.owner)).statusCode).toBe(200);
    }
    expect(await whereShown(target.id)).toEqual(shownEverywhere);
    expect((await ownerView(target)).heldForReview).toBe(false);
  });

  it('hide a profile from everyone but its owner once three members with published profiles report it', async () => {
    const target = await ownerWith(t, 'Kumudini');
    await t.drainMail();
    t.mailer.sent.length = 0;
    const [first, second, third, late] = counting;
    for (const reporter of [first!, second!]) {
      expect((await report(t, target.id, { reason: 'married' }, reporter.owner)).statusCode).toBe(200);
    }
    expect(await whereShown(target.id)).toEqual(shownEverywhere);

    const last = await report(t, target.id, { reason: 'fake', text: 'Same photos as another profile.' }, third!.owner);
    expect(last.statusCode, last.body).toBe(200);
    expect(await whereShown(target.id)).toEqual({
      search: false,
      memberSearch: false,
      latest: false,
      visitorView: 404,
      memberView: 404,
      sitemap: false,
      request: 404,
    });
    const mine = await ownerView(target);
    expect(mine).toMatchObject({ profileid: target.id, name: 'Kumudini', heldForReview: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/profilecx', headers: target.owner.auth });
    expect(list.json().items).toMatchObject([{ profileId: target.id, heldForReview: true }]);

    // Nobody else can report it now; the owner is told once.
    expect((await report(t, target.id, { reason: 'fake' }, late!.owner)).statusCode).toBe(404);
    await t.drainMail();
    const toOwner = t.mailer.sent.filter((mail) => mail.to === target.email);
    expect(toOwner).toHaveLength(1);
    const [notice] = toOwner;
    expect(notice!.subject).toBe('Your profile Kumudini is being reviewed by the Vivaha team');
    // The whole mail, so nothing about who reported can slip in unseen.
    expect(notice!.text).toBe(
      [
        `Members have asked the Vivaha team to look at your profile Kumudini (profile ${target.id}).`,
        'While the team looks into it, the profile is not shown to the public. Nothing is deleted, and you can still see and edit it.',
        'If you think this is a mistake, write to the team through Contact Us.',
        `Your profile: https://vivaha.example.org/profiles/${target.id}`,
        '-- \nVivaha\n',
      ].join('\n\n'),
    );
    for (const reporter of counting) {
      for (const part of [notice!.subject, notice!.text]) {
        expect(part).not.toContain(reporter.email);
        expect(part).not.toContain(reporter.name);
      }
    }
  });
});

describe('the team’s report queue', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const admin = useAdmin(t, 'volunteer@example.lk');
  const counting: Owned[] = [];

  const queue = async (query = '', who: Member | undefined = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?pageSize=50${query}`,
      headers: who?.auth ?? {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: ReportGroup[]; totalCount: number }>();
  };
  const groupOf = async (id: number, status: 'open' | 'closed' = 'open') =>
    (await queue(`&status=${status}`)).items.find((group) => group.profileId === id);
  const decide = (reportId: number, payload: object, who: Member | undefined = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/reports/${reportId}`, payload, headers: who?.auth ?? {} });
  const ownerView = (target: Owned) =>
    t.app.inject({ method: 'GET', url: `/api/profilecx/${target.id}`, headers: target.owner.auth });
  const visitorView = async (target: Owned) =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/${target.id}` })).statusCode;
  /** Sends what is queued and forgets it: the mails a decision sends come after this. */
  async function forgetMail() {
    await t.drainMail();
    t.mailer.sent.length = 0;
  }
  async function mailsTo(email: string) {
    await t.drainMail();
    return t.mailer.sent.filter((mail) => mail.to === email);
  }
  /** The one mail `email` got since the mail was last forgotten. */
  async function onlyMailTo(email: string) {
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    return mail!;
  }
  /** The team decides on a report, and the answer says it was done with `message`. */
  async function expectDecided(reportId: number, payload: object, message: string) {
    const response = await decide(reportId, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message });
  }
  /**
   * The team takes the profile down with `reason`: it is no longer active and no visitor sees it;
   * answers the one mail its owner got, which quotes the reason.
   */
  async function expectTakenDown(target: Owned, reportId: number, action: string, reason: string, message: string) {
    await expectDecided(reportId, { action, reason }, message);
    expect((await ownerView(target)).json().active).toBe(ACTIVE_STATUS.inactive);
    expect(await visitorView(target)).toBe(404);
    const mail = await onlyMailTo(target.email);
    expect(mail.text).toContain(reason);
    return mail;
  }
  /** A published profile reported by `times` counting members: three hold it. */
  async function reported(name: string, times: number) {
    const target = await ownerWith(t, name);
    for (const reporter of counting.slice(0, times)) {
      const response = await report(t, target.id, { reason: 'fake' }, reporter.owner);
      expect(response.statusCode, response.body).toBe(200);
    }
    const group = await groupOf(target.id);
    return { ...target, reportIds: group!.reports.map((item) => item.id) };
  }

  beforeAll(async () => {
    for (const name of ['Ruwan', 'Sampath', 'Nuwan']) counting.push(await ownerWith(t, name, 1));
  });

  it('is only for the team', async () => {
    const member = await createMember(t, 'curious.member@example.lk');
    const calls = [
      ['GET', '/api/admin/reports'],
      ['PUT', '/api/admin/reports/1', { action: 'dismiss' }],
      ['PUT', `/api/admin/users/${member.id}/creation`, { allowed: false }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const as = (who?: Member) => t.app.inject({ method, url, payload, headers: who?.auth ?? {} });
      expect((await as()).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member)).statusCode, `${method} ${url}`).toBe(403);
    }
    // The refused call did not stop the member creating profiles.
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm(),
      headers: member.auth,
    });
    expect(create.statusCode).toBe(201);
  });

  it('lists open reports by profile, held ones first, with what each reporter said', async () => {
    // Reported more often and earlier, by visitors, but not held.
    const busy = await ownerWith(t, 'Busy');
    const visitorReports = [
      { reason: 'broker', text: '' },
      { reason: 'money', text: 'Asked my father for money.' },
      { reason: 'contact', text: '' },
      { reason: 'other', text: 'Says she is in Canada, photos from Kandy.' },
    ];
    for (const [i, payload] of visitorReports.entries()) {
      expect((await report(t, busy.id, payload, undefined, `10.6.0.${i + 1}`)).statusCode).toBe(200);
    }
    const held = await ownerWith(t, 'Held');
    const memberReports = [
      { reason: 'fake', text: 'Stock photos.' },
      { reason: 'married', text: '' },
      { reason: 'offensive', text: 'Rude about caste.' },
    ];
    for (const [i, payload] of memberReports.entries()) {
      expect((await report(t, held.id, payload, counting[i]!.owner)).statusCode).toBe(200);
    }

    const { items, totalCount } = await queue();
    expect(totalCount).toBe(items.length);
    expect(items.map((group) => group.profileId).slice(0, 2)).toEqual([held.id, busy.id]);
    const label = (reason: string) => REPORT_REASONS.find((item) => item.id === reason)!.label;
    expect(items[0]).toEqual({
      profileId: held.id,
      name: 'Held',
      profileURL: `/profile/${held.id}_Held`,
      active: ACTIVE_STATUS.active,
      heldForReview: true,
      reviewedAfterReports: null,
      owner: { id: held.owner.id, email: held.email, canCreateProfiles: true },
      reports: memberReports.map((payload, i) => ({
        id: expect.any(Number),
        reason: payload.reason,
        reasonText: label(payload.reason),
        text: payload.text,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'open',
        reporterEmail: counting[i]!.email,
        reporterDeleted: false,
        reporterProfiles: [{ profileId: counting[i]!.id, name: counting[i]!.name, active: ACTIVE_STATUS.active }],
        counts: true,
        notCounted: null,
        dismissedOn: null,
        messages: null,
      })),
      history: [],
    });
    expect(items[1]).toMatchObject({
      profileId: busy.id,
      heldForReview: false,
      reports: visitorReports.map((payload) => ({
        reason: payload.reason,
        reasonText: label(payload.reason),
        text: payload.text,
        reporterEmail: null,
        reporterDeleted: false,
        reporterProfiles: [],
        counts: false,
        notCounted: 'visitor',
        dismissedOn: null,
        messages: null,
      })),
    });

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/reports?status=waiting', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('dismissing shows a held profile again, closes all its reports, is recorded and cannot be repeated', async () => {
    const target = await reported('Released', 3);
    expect((await report(t, target.id, { reason: 'fake' }, undefined, '10.7.0.1')).statusCode).toBe(404);
    expect(await visitorView(target)).toBe(404);
    await forgetMail();

    await expectDecided(target.reportIds[1]!, { action: 'dismiss' }, reportText.dismissed);

    expect(await visitorView(target)).toBe(200);
    expect((await ownerView(target)).json().heldForReview).toBe(false);
    const mail = await onlyMailTo(target.email);
    expect(mail.subject).toBe('Your profile Released is shown again on Vivaha');

    expect(await groupOf(target.id)).toBeUndefined();
    const closed = await groupOf(target.id, 'closed');
    expect(closed!.reports.map((item) => [item.id, item.status])).toEqual(
      target.reportIds.map((id) => [id, 'dismissed']),
    );
    expect(closed!.history).toMatchObject([{ adminEmail: 'volunteer@example.lk', action: 'reports-dismiss' }]);
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/profile/${target.id}`, headers: admin.auth });
    expect(audit.json().history).toMatchObject([
      {
        adminEmail: 'volunteer@example.lk',
        action: 'reports-dismiss',
        details: expect.stringContaining('Dismissed 3 reports'),
      },
    ]);

    for (const id of target.reportIds) {
      const again = await decide(id, { action: 'hide', reason: 'Changed my mind.' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(reportText.decided);
    }
    expect(await visitorView(target)).toBe(200);
  });

  it('hiding needs a reason, takes the profile off the site and tells the owner why', async () => {
    const target = await reported('Hidden', 1);
    const [reportId] = target.reportIds;
    const refused: Array<[object, string, string]> = [
      [{ action: 'hide' }, 'reason', privacyMessages.decisionReasonRequired],
      [{ action: 'hide', reason: '   ' }, 'reason', privacyMessages.decisionReasonRequired],
      [
        { action: 'hide', reason: 'x'.repeat(DECISION_REASON_MAX + 1) },
        'reason',
        privacyMessages.decisionReasonTooLong,
      ],
      [{ action: 'archive', reason: 'No.' }, 'action', privacyMessages.actionInvalid],
    ];
    for (const [payload, field, message] of refused) {
      const response = await decide(reportId!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field]).toBe(message);
    }
    expect((await groupOf(target.id))?.reports).toHaveLength(1);
    await forgetMail();

    const reason = 'The photos belong to someone else.';
    const mail = await expectTakenDown(target, reportId!, 'hide', reason, reportText.hidden);
    expect(mail.subject).toBe('Your profile Hidden was taken off Vivaha');
    expect((await groupOf(target.id, 'closed'))!.reports.map((item) => item.status)).toEqual(['hidden']);
  });

  it('deleting removes the profile and tells the owner', async () => {
    const target = await reported('Deleted', 2);
    await forgetMail();
    await expectDecided(target.reportIds[0]!, { action: 'delete' }, reportText.deleted);

    expect((await ownerView(target)).statusCode).toBe(404);
    expect(await visitorView(target)).toBe(404);
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/profile/${target.id}`, headers: admin.auth });
    expect(view.statusCode).toBe(404);
    const mail = await onlyMailTo(target.email);
    expect(mail.subject).toBe('Your profile Deleted was removed from Vivaha');
    expect(await groupOf(target.id)).toBeUndefined();
  });

  it('blocking hides the profile and stops its owner creating profiles until the team allows it again', async () => {
    const target = await reported('Blocked', 1);
    const [reportId] = target.reportIds;
    const withoutReason = await decide(reportId!, { action: 'block' });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().fieldErrors.reason).toBe(privacyMessages.decisionReasonRequired);
    await forgetMail();

    const reason = 'Runs a marriage agency under several names.';
    const mail = await expectTakenDown(target, reportId!, 'block', reason, reportText.blocked);
    expect(mail.text).toContain('can no longer create profiles');

    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/profilecx',
        payload: profileForm({ name: 'Another' }),
        headers: target.owner.auth,
      });
    const stopped = await create();
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json().message).toBe(profileText.stopped);
    const owned = await t.app.inject({ method: 'GET', url: '/api/profilecx', headers: target.owner.auth });
    expect(owned.json().totalCount).toBe(1);
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/profile/${target.id}`,
      headers: admin.auth,
    });
    expect(adminView.json().owner.canCreateProfiles).toBe(false);

    const allow = (userId: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/creation`, payload, headers: admin.auth });
    expect((await allow(target.owner.id, { allowed: 'yes' })).statusCode).toBe(400);
    expect((await allow(999_999, { allowed: true })).statusCode).toBe(404);
    const allowed = await allow(target.owner.id, { allowed: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toEqual({ success: true, message: adminText.creationAllowed });
    expect((await create()).statusCode).toBe(201);
  });

  it('changes nothing and mails no one when the decision cannot be recorded', async () => {
    const target = await reported('Unrecorded', 3);
    const [reportId] = target.reportIds;
    // The audit record refuses the team's report decisions, as a full disk or a lost connection would.
    await t.database.db.execute(sql`
      create function refuse_report_audit() returns trigger language plpgsql as $$
      begin
        if new.action like 'reports-%' then raise exception 'audit unavailable'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_report_audit before insert on admin_audit for each row execute function refuse_report_audit()`,
    );
    try {
      await forgetMail();
      for (const payload of [
        { action: 'dismiss' },
        { action: 'hide', reason: 'Fake.' },
        { action: 'delete' },
        { action: 'block', reason: 'Agency.' },
      ]) {
        const response = await decide(reportId!, payload);
        expect(response.statusCode, payload.action).toBeGreaterThanOrEqual(500);
        const group = await groupOf(target.id);
        expect(
          group?.reports.map((item) => item.status),
          payload.action,
        ).toEqual(['open', 'open', 'open']);
        expect(group?.heldForReview, payload.action).toBe(true);
        expect(group?.owner.canCreateProfiles, payload.action).toBe(true);
        const owner = await ownerView(target);
        expect(owner.statusCode, payload.action).toBe(200);
        expect(owner.json().active, payload.action).toBe(ACTIVE_STATUS.active);
      }
      expect(await mailsTo(target.email)).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_report_audit on admin_audit`);
      await t.database.db.execute(sql`drop function refuse_report_audit()`);
    }
    const response = await decide(reportId!, { action: 'dismiss' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await groupOf(target.id, 'closed'))!.reports.map((item) => item.status)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);
  });

  it('does not find an unknown report', async () => {
    const response = await decide(999_999, { action: 'dismiss' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(reportText.reportNotFound);
  });
});
