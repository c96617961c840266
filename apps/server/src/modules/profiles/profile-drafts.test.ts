import { describe, expect, it } from 'vitest';

import { DRAFT_TEXT_MAX } from '@vivaha/shared/profile-draft';

import {
  addProfile,
  callerOf,
  countRows,
  createAdmin,
  createMember,
  type Member,
  profileForm,
} from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** The guided form's draft (GET, PUT and DELETE /api/profilecx/draft): the member's own, kept until the profile is made. */
describe('profile drafts', () => {
  const t = useTestApp();
  const [mother, other] = useMembers(t, 'silva.mother@example.lk', 'jayasuriya@example.lk');

  const call = callerOf(() => t);
  const draftOf = async (who: Member) => (await call('GET', '/api/profilecx/draft', who)).json().draft;
  const typed = {
    step: 'horoscope',
    profileFor: 'daughter',
    values: { name: 'Nilmini', sex: 2, createdby: 2, dob: '', castenobar: true, other: 'Kind and cheerful' },
  };

  it('needs a signed-in member', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(
        (await call(method, '/api/profilecx/draft', undefined, method === 'PUT' ? typed : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('keeps what was typed and gives it back to its member only', async () => {
    expect(await draftOf(mother)).toBeNull();
    const saved = await call('PUT', '/api/profilecx/draft', mother, typed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, updatedAt: expect.any(String) });

    expect(await draftOf(mother)).toMatchObject({ ...typed, updatedAt: saved.json().updatedAt });
    expect(await draftOf(other)).toBeNull();

    // A later step replaces it whole.
    const later = { ...typed, step: 'contact', values: { ...typed.values, mobile: '+94 77 123 4567' } };
    await call('PUT', '/api/profilecx/draft', mother, later);
    expect(await draftOf(mother)).toMatchObject(later);
    expect(await countRows(t.database, 'profile_drafts')).toBe(1);
  });

  it('refuses what is not a draft, naming the field, and keeps the one it had', async () => {
    const before = await draftOf(mother);
    const cases: Array<[object, string]> = [
      [{ ...typed, values: { ...typed.values, nickname: 'x' } }, 'values.nickname'],
      [{ ...typed, values: { name: 5 } }, 'values.name'],
      [{ ...typed, values: { sex: '2' } }, 'values.sex'],
      [{ ...typed, values: { sex: 1e12 } }, 'values.sex'],
      [{ ...typed, values: { religion: -1 } }, 'values.religion'],
      [{ ...typed, values: { astro_padam: 1.5 } }, 'values.astro_padam'],
      [{ ...typed, step: 'basics\u0000' }, 'step'],
      [{ ...typed, values: { castenobar: 'yes' } }, 'values.castenobar'],
      [{ ...typed, values: { other: 'a'.repeat(DRAFT_TEXT_MAX + 1) } }, 'values.other'],
      [{ ...typed, values: { name: 'Nil\u0000mini' } }, 'values.name'],
      [{ ...typed, values: { astro_birthdaytime: '1999-01-01T10:00' } }, 'values.astro_birthdaytime'],
      [{ ...typed, step: 'photos' }, 'step'],
      [{ ...typed, profileFor: 'cousin' }, 'profileFor'],
      [{ ...typed, values: [] }, 'values'],
      [{ step: 'basics' }, 'profileFor'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('PUT', '/api/profilecx/draft', mother, body);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json().fieldErrors ?? {}), field).toContain(field);
    }
    expect(await draftOf(mother)).toEqual(before);
  });

  it('answers 413, not 500, for a body far past any draft', async () => {
    const answer = await call('PUT', '/api/profilecx/draft', mother, {
      ...typed,
      values: { other: 'a'.repeat(70 * 1024) },
    });
    expect(answer.statusCode).toBe(413);
  });

  it('is kept when creating the profile fails, and gone once it is created', async () => {
    const refused = await call('POST', '/api/profilecx', mother, profileForm({ mobile: '' }));
    expect(refused.statusCode).toBe(400);
    expect(await draftOf(mother)).not.toBeNull();

    const created = await call('POST', '/api/profilecx', mother, profileForm({ name: 'Nilmini', sex: 2 }));
    expect(created.statusCode).toBe(201);
    expect(await draftOf(mother)).toBeNull();
  });

  it('is cleared by Start again', async () => {
    await call('PUT', '/api/profilecx/draft', other, typed);
    const cleared = await call('DELETE', '/api/profilecx/draft', other);
    expect(cleared.statusCode).toBe(200);
    expect(await draftOf(other)).toBeNull();
  });

  it('says first when the member cannot create a profile now: at the limit, or stopped by the team', async () => {
    const family = await createMember(t, 'three.already@example.lk');
    expect((await call('GET', '/api/profilecx/draft', family)).json()).toEqual({ draft: null });
    for (const name of ['Amal', 'Bimal', 'Kamal']) await addProfile(t, family, { name });
    const full = (await call('GET', '/api/profilecx/draft', family)).json();
    expect(full.message).toMatch(/^You can keep up to 3 profiles\./);
    // In the page's language, as every message.
    const inSinhala = await t.app.inject({
      method: 'GET',
      url: '/api/profilecx/draft',
      headers: { ...family.auth, 'accept-language': 'si' },
    });
    expect(inSinhala.json().message).not.toMatch(/You can keep/);

    const stopped = await createMember(t, 'stopped.family@example.lk');
    const admin = await createAdmin(t, 'volunteer@example.org');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${stopped.id}/creation`,
      payload: { allowed: false },
      headers: admin.auth,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/profilecx/draft', stopped)).json().message).toBe(
      'This account may not create profiles. Please write to the team through Contact Us.',
    );
  });
});
