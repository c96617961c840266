import { like, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import si from '@vivaha/shared/locales/si/messages.json' with { type: 'json' };
import { HOME_STORIES, storyMessages } from '@vivaha/shared/stories';

import { adminAudit } from '#src/db/schema.ts';

import { type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

describe('success stories', () => {
  const t = useTestApp();
  const [admin, member] = useMembers(t, 'volunteer@example.lk', 'family@example.lk');

  const as = (who: Member | undefined, method: string, url: string, payload?: object, language?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { ...(who?.auth ?? {}), ...(language ? { 'accept-language': language } : {}) },
    });
  const story = (overrides: Record<string, unknown> = {}) => ({
    title: 'Nimali and Kasun',
    story: 'Our families met through Vivaha in March and the wedding was in Kandy in August.',
    place: 'Kandy, 2026',
    language: 'en',
    brideFamilyConsent: 'Her mother, by phone on 2 November 2026',
    groomFamilyConsent: 'His father, by letter on 5 November 2026',
    published: true,
    ...overrides,
  });
  const homepage = async () => (await as(undefined, 'GET', '/api/pp/stories')).json().items;
  const teamList = async () => (await as(admin, 'GET', '/api/admin/stories')).json().items;

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from success_stories`);
  });

  it('shows no section until a story is published: the homepage list is empty', async () => {
    const answer = await as(undefined, 'GET', '/api/pp/stories');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ items: [] });
  });

  it('refuses the team calls to a member (403) and a visitor (401), and changes nothing', async () => {
    const made = (await as(admin, 'POST', '/api/admin/stories', story())).json().id;
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/admin/stories'],
      ['POST', '/api/admin/stories', story({ title: 'Not the team' })],
      ['PUT', `/api/admin/stories/${made}`, story({ published: false })],
      ['DELETE', `/api/admin/stories/${made}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await as(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await homepage()).toMatchObject([{ id: made, title: 'Nimali and Kasun' }]);
    expect(await teamList()).toHaveLength(1);
  });

  it('publishes a story only with both families consent on record, naming each missing one', async () => {
    const refused = await as(
      admin,
      'POST',
      '/api/admin/stories',
      story({ brideFamilyConsent: '  ', groomFamilyConsent: undefined }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      brideFamilyConsent: storyMessages.brideConsentNeeded,
      groomFamilyConsent: storyMessages.groomConsentNeeded,
    });
    expect(await teamList()).toEqual([]);

    // A draft may wait for the families; publishing it later needs both.
    const draft = await as(admin, 'POST', '/api/admin/stories', story({ groomFamilyConsent: '', published: false }));
    expect(draft.statusCode).toBe(201);
    expect(draft.json().message).toBe(storyMessages.saved);
    const id = draft.json().id;
    expect(await homepage()).toEqual([]);
    const stillOne = await as(admin, 'PUT', `/api/admin/stories/${id}`, story({ groomFamilyConsent: '' }));
    expect(stillOne.statusCode).toBe(400);
    expect(stillOne.json().fieldErrors).toEqual({ groomFamilyConsent: storyMessages.groomConsentNeeded });
    expect(await homepage()).toEqual([]);

    const published = await as(admin, 'PUT', `/api/admin/stories/${id}`, story());
    expect(published.json()).toEqual({ success: true, message: storyMessages.published });
    const shown = await as(undefined, 'GET', '/api/pp/stories');
    expect(shown.headers['cache-control']).toBe('no-cache');
    // The homepage never carries the record of consent, nor who in the team wrote it.
    expect(shown.json().items).toEqual([
      {
        id,
        title: 'Nimali and Kasun',
        story: story().story,
        place: 'Kandy, 2026',
        language: 'en',
        publishedOn: expect.any(String),
      },
    ]);
    expect(shown.body).not.toContain('phone on 2 November');
    expect(shown.body).not.toContain('volunteer@example.lk');
  });

  it('takes a withdrawn story off the homepage at once and keeps it as a draft for the team', async () => {
    const id = (await as(admin, 'POST', '/api/admin/stories', story())).json().id;
    expect(await homepage()).toHaveLength(1);
    const withdrawn = await as(admin, 'PUT', `/api/admin/stories/${id}`, story({ published: false }));
    expect(withdrawn.json().message).toBe(storyMessages.saved);
    expect(await homepage()).toEqual([]);
    expect(await teamList()).toMatchObject([
      { id, published: false, publishedOn: null, updatedBy: 'volunteer@example.lk' },
    ]);
    const gone = await as(admin, 'DELETE', `/api/admin/stories/${id}`);
    expect(gone.json()).toEqual({ success: true, message: storyMessages.deleted });
    expect(await teamList()).toEqual([]);
    expect((await as(admin, 'DELETE', `/api/admin/stories/${id}`)).statusCode).toBe(404);
    const changeGone = await as(admin, 'PUT', `/api/admin/stories/${id}`, story());
    expect(changeGone.statusCode).toBe(404);
    expect(changeGone.json().message).toBe(storyMessages.notFound);
    expect((await as(admin, 'PUT', '/api/admin/stories/abc', story())).statusCode).toBe(400);
    expect(await homepage()).toEqual([]);
  });

  it('keeps the date a published story was first published on when it is edited', async () => {
    const id = (await as(admin, 'POST', '/api/admin/stories', story())).json().id;
    await t.database.db.execute(sql`update success_stories set published_at = '2026-10-01T08:00:00Z' where id = ${id}`);
    await as(admin, 'PUT', `/api/admin/stories/${id}`, story({ story: 'Corrected: the wedding was in Matale.' }));
    expect(await homepage()).toMatchObject([
      { story: 'Corrected: the wedding was in Matale.', publishedOn: '2026-10-01T08:00:00.000Z' },
    ]);
  });

  it(`shows the newest ${HOME_STORIES} published stories on the homepage, no drafts`, async () => {
    for (const title of ['First', 'Second', 'Third', 'Fourth']) {
      await as(admin, 'POST', '/api/admin/stories', story({ title }));
    }
    await as(admin, 'POST', '/api/admin/stories', story({ title: 'A draft', published: false }));
    const titles = (await homepage()).map((item: { title: string }) => item.title);
    expect(titles).toEqual(['Fourth', 'Third', 'Second']);
    expect(await teamList()).toHaveLength(5);
  });

  it('refuses bad fields by name and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', storyMessages.title],
      [{ title: 'x'.repeat(81) }, 'title', storyMessages.title],
      [{ story: 'x'.repeat(1001) }, 'story', storyMessages.story],
      [{ story: '   ' }, 'story', storyMessages.story],
      [{ place: 'x'.repeat(81) }, 'place', storyMessages.place],
      [{ language: 'fr' }, 'language', storyMessages.language],
      [{ brideFamilyConsent: 'x'.repeat(201) }, 'brideFamilyConsent', storyMessages.consent],
      [{ published: 'yes' }, 'published', storyMessages.publishedInvalid],
      [{ title: 'Nul\u0000here' }, 'title', 'Title'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await as(admin, 'POST', '/api/admin/stories', story(change));
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().fieldErrors[field], field).toContain(message);
    }
    expect((await as(admin, 'POST', '/api/admin/stories')).statusCode).toBe(400);
    expect(await teamList()).toEqual([]);
  });

  it('answers the team in Sinhala on a Sinhala page', async () => {
    const answer = await as(admin, 'POST', '/api/admin/stories', story({ brideFamilyConsent: '' }), 'si');
    expect(answer.json().fieldErrors.brideFamilyConsent).toBe(si.stories.brideConsentNeeded);
  });

  it("records each save, publication and deletion in the team's record", async () => {
    const id = (await as(admin, 'POST', '/api/admin/stories', story({ published: false }))).json().id;
    await as(admin, 'PUT', `/api/admin/stories/${id}`, story());
    await as(admin, 'DELETE', `/api/admin/stories/${id}`);
    const rows = await t.database.db
      .select({ action: adminAudit.action, adminEmail: adminAudit.adminEmail, profileId: adminAudit.profileId })
      .from(adminAudit)
      .where(like(adminAudit.details, `Story ${id}:%`))
      .orderBy(adminAudit.id);
    expect(rows.map((row) => row.action)).toEqual(['story-save', 'story-publish', 'story-delete']);
    expect(rows[0]).toEqual({ action: 'story-save', adminEmail: 'volunteer@example.lk', profileId: null });
  });
});
