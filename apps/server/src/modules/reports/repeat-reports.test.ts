import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { REPORT_DISMISSED_DAYS, REPORT_REVIEWED_DAYS, type ReportGroup } from '@vivaha/shared/privacy';

import { type Member } from '../../../test/helpers.ts';
import { addOwnedProfile, type Owned } from '../../../test/owned-profile.ts';
import { useAdmin, useTestApp } from '../../../test/use-test-app.ts';

import { reportText } from './reports.service.ts';

const day = 24 * 3600 * 1000;
const heldSubject = (name: string) => `Your profile ${name} is being reviewed by the Vivaha team`;

/**
 * Reports cannot keep one profile off the site (issue 33, point 2): members whose reports the team
 * dismissed do not count toward a hold on that profile for REPORT_DISMISSED_DAYS, and a profile the
 * team marked "reviewed after reports" is not held at all for REPORT_REVIEWED_DAYS. Their reports
 * still reach the team's queue, which says who came back.
 */
describe('reports on a profile the team has looked at', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const admin = useAdmin(t, 'volunteer@example.lk');
  let members = 0;

  /** A new account with one published profile: its reports count toward a hold. */
  const ownerWith = (name: string, sex = 2) =>
    addOwnedProfile(t, `${name.toLowerCase()}.${++members}@example.lk`, name, sex);
  const family = (prefix: string) => Promise.all([1, 2, 3].map((i) => ownerWith(`${prefix}${i}`, 1)));

  const report = (target: Owned, who: Owned) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pp/report/${target.id}`,
      payload: { reason: 'fake', text: '' },
      headers: who.owner.auth,
    });
  async function reportAll(target: Owned, reporters: Owned[]) {
    for (const reporter of reporters) {
      const response = await report(target, reporter);
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  const queue = async (status: 'open' | 'closed' = 'open') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?pageSize=50&status=${status}`,
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: ReportGroup[] }>().items;
  };
  const groupOf = async (target: Owned, status: 'open' | 'closed' = 'open') =>
    (await queue(status)).find((group) => group.profileId === target.id);
  const dismiss = async (target: Owned) => {
    const group = await groupOf(target);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reports/${group!.reports[0]!.id}`,
      payload: { action: 'dismiss' },
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The team's mark; `null` sends it signed out. */
  const markReviewed = (profileId: number | string, who: Member | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/profile/${profileId}/reports-reviewed`,
      headers: who?.auth ?? {},
    });
  /** What the public sees: 200 while the profile is shown, 404 while it is held. */
  const publicView = async (target: Owned) =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/${target.id}` })).statusCode;
  const heldForOwner = async (target: Owned) =>
    (await t.app.inject({ method: 'GET', url: `/api/profilecx/${target.id}`, headers: target.owner.auth })).json()
      .heldForReview as boolean;
  async function forgetMail() {
    await t.drainMail();
    t.mailer.sent.length = 0;
  }
  async function heldMails(target: Owned) {
    await t.drainMail();
    return t.mailer.sent.filter((mail) => mail.to === target.email && mail.subject === heldSubject(target.name));
  }

  it('a rival family reporting again after a dismissal does not hold the profile; three other members do', async () => {
    const daughter = await ownerWith('Sachini');
    const rivals = await family('Rival');
    await forgetMail();

    // The first time, three members hold the profile and its owner is told.
    await reportAll(daughter, rivals);
    expect(await publicView(daughter)).toBe(404);
    expect(await heldMails(daughter)).toHaveLength(1);
    await dismiss(daughter);
    expect(await publicView(daughter)).toBe(200);
    const dismissedAt = (await groupOf(daughter, 'closed'))!.history.find(
      (entry) => entry.action === 'reports-dismiss',
    )!.at;
    await forgetMail();

    // The same three at once: the profile stays on the site and its owner is not mailed.
    await reportAll(daughter, rivals);
    expect(await publicView(daughter)).toBe(200);
    expect(await heldForOwner(daughter)).toBe(false);
    expect(await heldMails(daughter)).toHaveLength(0);

    // The team sees the reports, and that these members came back after a dismissal.
    const group = await groupOf(daughter);
    expect(group).toMatchObject({ heldForReview: false, reviewedAfterReports: null });
    expect(group!.reports).toHaveLength(3);
    for (const item of group!.reports) {
      expect(item).toMatchObject({ status: 'open', counts: false, notCounted: 'dismissed', dismissedOn: dismissedAt });
    }

    // Two members who were not in the dismissed set are not enough; a third is.
    const others = await family('Neighbour');
    await reportAll(daughter, others.slice(0, 2));
    expect(await publicView(daughter)).toBe(200);
    expect(await heldMails(daughter)).toHaveLength(0);
    await reportAll(daughter, others.slice(2));
    expect(await publicView(daughter)).toBe(404);
    expect(await heldForOwner(daughter)).toBe(true);
    expect(await heldMails(daughter)).toHaveLength(1);

    const held = await groupOf(daughter);
    const byReporter = new Map(held!.reports.map((item) => [item.reporterEmail, item]));
    for (const rival of rivals) expect(byReporter.get(rival.email)).toMatchObject({ counts: false });
    for (const other of others) {
      expect(byReporter.get(other.email)).toMatchObject({ counts: true, notCounted: null, dismissedOn: null });
    }
  });

  it(`counts the same members again ${REPORT_DISMISSED_DAYS} days after the dismissal`, async () => {
    const target = await ownerWith('Dilhani');
    const rivals = await family('Cousin');
    await reportAll(target, rivals);
    await dismiss(target);
    // The dismissal was a day more than the window ago.
    await t.database.db.execute(
      sql`update reports set decided_at = now() - make_interval(days => ${REPORT_DISMISSED_DAYS + 1}) where profile_id = ${target.id}`,
    );
    await forgetMail();

    await reportAll(target, rivals);
    expect(await publicView(target)).toBe(404);
    expect(await heldMails(target)).toHaveLength(1);
    const group = await groupOf(target);
    // The team still sees that they were dismissed before.
    for (const item of group!.reports) {
      expect(item).toMatchObject({ counts: true, notCounted: null, dismissedOn: expect.stringMatching(/^\d{4}-/) });
    }
  });

  it(`does not hold a profile marked "reviewed after reports" for ${REPORT_REVIEWED_DAYS} days, and keeps the reports in the queue`, async () => {
    const target = await ownerWith('Nethmi');
    const early = await ownerWith('Early', 1);
    await reportAll(target, [early]);

    const marked = await markReviewed(target.id);
    expect(marked.statusCode, marked.body).toBe(200);
    const { until, ...answer } = marked.json<{ success: boolean; message: string; until: string }>();
    expect(answer).toEqual({ success: true, message: reportText.reviewed });
    const days = (Date.parse(until) - Date.now()) / day;
    expect(days).toBeGreaterThan(REPORT_REVIEWED_DAYS - 0.01);
    expect(days).toBeLessThan(REPORT_REVIEWED_DAYS + 0.01);
    await forgetMail();

    const reporters = await family('Stranger');
    await reportAll(target, reporters);
    expect(await publicView(target)).toBe(200);
    expect(await heldForOwner(target)).toBe(false);
    expect(await heldMails(target)).toHaveLength(0);

    const group = await groupOf(target);
    expect(group!.heldForReview).toBe(false);
    expect(group!.reviewedAfterReports).toEqual({
      at: expect.stringMatching(/^\d{4}-/),
      by: 'volunteer@example.lk',
      until,
    });
    expect(group!.reports).toHaveLength(4);
    // The report made before the mark was reviewed with it; the later ones only reach the queue.
    for (const item of group!.reports) expect(item).toMatchObject({ counts: false, notCounted: 'reviewed' });
    expect(group!.history[0]).toMatchObject({ adminEmail: 'volunteer@example.lk', action: 'reports-reviewed' });

    // Once the mark has run out, three new members hold it again; the reports made under it do not count.
    await t.database.db.execute(
      sql`update report_reviews set until = now() - interval '1 minute' where profile_id = ${target.id}`,
    );
    expect((await groupOf(target))!.reviewedAfterReports).toBeNull();
    const later = await family('Later');
    await reportAll(target, later.slice(0, 2));
    expect(await publicView(target)).toBe(200);
    await reportAll(target, later.slice(2));
    expect(await publicView(target)).toBe(404);
    expect(await heldMails(target)).toHaveLength(1);
  });

  it('lets only the team mark a profile reviewed, and only a profile that is there', async () => {
    const target = await ownerWith('Ishara');
    const member = await ownerWith('Curious', 1);
    expect((await markReviewed(target.id, null)).statusCode).toBe(401);
    const refused = await markReviewed(target.id, member.owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403 });
    const unknown = await markReviewed(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: reportText.notFound });
    const bad = await markReviewed('abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['id']);

    // The refused calls marked nothing: three members still hold the profile.
    await reportAll(target, await family('Checker'));
    expect(await publicView(target)).toBe(404);
    expect((await groupOf(target))!.reviewedAfterReports).toBeNull();
  });
});
