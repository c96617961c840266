import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { IDENTITY_BASE } from '@vivaha/shared/constants';
import { PHOTO_POSES, SELFIES_PER_DAY } from '@vivaha/shared/verification';

import { queryRows } from '#src/db/client.ts';

import {
  addPhoto,
  addProfile,
  addReviewedPhoto,
  callerOf,
  cookieOf,
  createMember,
  type Member,
  sendImage,
} from '../../../test/helpers.ts';
import { useAdmin, useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { photoCheckText } from './photo-checks.service.ts';

/** A camera's JPEG with EXIF (camera, place), as a phone would send a selfie. */
const selfieJpeg = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c9a27e' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Selfie 9' } } })
    .toBuffer();

/** The team's photo check, the selfie deleted as soon as it is decided (README, Verification). */
describe('photo check by the team', () => {
  const t = useTestApp();
  const [family, other] = useMembers(t, 'selfie.family@example.org', 'selfie.other@example.org');
  const team = useAdmin(t, 'selfie.team@example.org');
  let bride: number;
  let photoless: number;

  const call = callerOf(() => t);
  const draw = (who: Member | undefined, id: number) => call('POST', `/api/profilecx/${id}/photo-check`, who);
  const sendSelfie = async (who: Member | undefined, id: number, image?: Buffer) =>
    sendImage(t, who, 'PUT', `/api/profilecx/${id}/photo-check/selfie`, image ?? (await selfieJpeg()));
  const checksOf = async (id: number) => (await call('GET', `/api/profilecx/${id}/checks`, family)).json();
  const teamChecks = async (id: number) => (await call('GET', `/api/admin/profile/${id}/checks`, team)).json();
  const decide = (id: number, body: object, who: Member = team) =>
    call('POST', `/api/admin/photo-checks/${id}`, who, body);
  const badgesOf = async (id: number) =>
    (JSON.parse((await call('GET', `/api/pp/${id}`)).json().searchResults) as { verified: string[] }).verified;
  const foundWithPhotoBadge = async () =>
    (await call('GET', '/api/pp/search?sx=2&vf=photo'))
      .json<{ items: Array<{ searchResults: string }> }>()
      .items.map((item) => (JSON.parse(item.searchResults) as { profileid: number }).profileid);
  const selfieFiles = async () => (await t.storedFiles()).filter((name) => name.startsWith('selfie-'));
  const photoCheckRows = async () =>
    queryRows<{ profile_id: number; selfie_key: string | null }>(t.database.db, sql`select * from photo_checks`);

  /** Draws a pose and sends a selfie for it, as the owner would. */
  async function submit(id: number) {
    expect((await draw(family, id)).statusCode).toBe(200);
    const sent = await sendSelfie(family, id);
    expect(sent.statusCode, sent.body).toBe(200);
  }

  beforeAll(async () => {
    bride = await addProfile(t, family, { name: 'Nadeesha', sex: 2 });
    await addReviewedPhoto(t, family, bride);
    photoless = await addProfile(t, family, { name: 'Sanduni', sex: 2 });
  });
  // Each test sends its own selfies: the day's limit is a test of its own.
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from rate_limits where key like 'selfie:%'`);
  });

  it('is its owner’s alone to start, and the team’s alone to see and decide', async () => {
    expect((await draw(undefined, bride)).statusCode).toBe(401);
    expect((await draw(other, bride)).statusCode).toBe(404);
    expect((await sendSelfie(other, bride)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/profilecx/${bride}/photo-check`, other)).statusCode).toBe(404);
    for (const who of [family, other]) {
      expect((await call('GET', '/api/admin/photo-checks', who)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/profile/${bride}/checks`, who)).statusCode).toBe(403);
      expect((await decide(bride, { decision: 'approve' }, who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/photo-checks')).statusCode).toBe(401);
    expect(await photoCheckRows()).toEqual([]);
  });

  it('answers bad ids and bodies with 400, naming the field, and changes nothing', async () => {
    for (const id of ['99999999999999999999', 'abc', '1.5', '%00']) {
      expect((await draw(family, id as unknown as number)).statusCode, id).toBe(400);
      expect((await call('GET', `/api/admin/profile/${id}/checks`, team)).statusCode, id).toBe(400);
      expect((await decide(id as unknown as number, { decision: 'approve' })).statusCode, id).toBe(400);
    }
    for (const body of [
      { decision: 1 },
      { decision: 'decline', reason: 'pose\u0000' },
      { decision: 'approve\u0000' },
    ]) {
      const answer = await decide(bride, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors).length).toBeGreaterThan(0);
    }
    expect(await photoCheckRows()).toEqual([]);
  });

  it('needs a photo of the person to compare with', async () => {
    const answer = await draw(family, photoless);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(photoCheckText.noPhotos);
    // In the page's language, as every message is.
    for (const [language, words] of [
      ['si', 'කරුණාකර පළමුව පැතිකඩේ සිටින පුද්ගලයාගේ ඡායාරූපයක් එක් කරන්න'],
      ['ta', 'முதலில் சுயவிவரத்தில் உள்ளவரின் புகைப்படம் ஒன்றைச் சேர்க்கவும்'],
    ] as const) {
      const translated = await t.app.inject({
        method: 'POST',
        url: `/api/profilecx/${photoless}/photo-check`,
        headers: { ...family.auth, 'accept-language': language },
      });
      expect(translated.json().message).toContain(words);
    }
  });

  it('draws one of the poses at random, another each time, and takes a selfie only for a drawn pose', async () => {
    const noPose = await sendSelfie(family, bride);
    expect(noPose.statusCode).toBe(409);
    expect(noPose.json().message).toBe(photoCheckText.noPose);

    const first = (await draw(family, bride)).json<{ pose: string; expiresOn: string }>();
    expect(PHOTO_POSES).toContain(first.pose);
    const second = (await draw(family, bride)).json<{ pose: string }>();
    expect(PHOTO_POSES).toContain(second.pose);
    expect(second.pose).not.toBe(first.pose);
    expect((await checksOf(bride)).photoCheck).toMatchObject({ state: 'posed', pose: second.pose });

    // A pose past its time takes no selfie.
    await t.database.db.execute(sql`update photo_checks set expires_at = now() - interval '1 minute'`);
    expect((await sendSelfie(family, bride)).statusCode).toBe(409);
    expect(await selfieFiles()).toEqual([]);
  });

  it('refuses what is not a photo, naming the field, and keeps nothing', async () => {
    await draw(family, bride);
    const answer = await sendSelfie(family, bride, Buffer.from('not a photo at all'));
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fieldErrors)).toEqual(['file']);
    expect(await selfieFiles()).toEqual([]);
    expect((await photoCheckRows())[0]?.selfie_key).toBeNull();
  });

  it('keeps the selfie re-encoded, without the camera’s details, for the team only', async () => {
    await submit(bride);
    const files = await selfieFiles();
    expect(files).toHaveLength(1);
    const stored = (await t.storage.get(files[0]!))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1000);

    const mine = await checksOf(bride);
    expect(mine.photoCheck).toMatchObject({ state: 'waiting' });
    // While the team has it, no new pose and no second selfie.
    expect((await draw(family, bride)).json().message).toBe(photoCheckText.waiting);
    expect((await sendSelfie(family, bride)).statusCode).toBe(409);
    expect(await selfieFiles()).toHaveLength(1);

    const waiting = (await call('GET', '/api/admin/photo-checks', team)).json();
    expect(waiting.items).toEqual([
      expect.objectContaining({ profileid: bride, name: 'Nadeesha', pose: mine.photoCheck.pose }),
    ]);
    const { selfie } = await teamChecks(bride);
    expect(selfie).toMatchObject({ pose: mine.photoCheck.pose });
    const asTeam = await t.app.inject({ method: 'GET', url: selfie.url, headers: cookieOf(team) });
    expect(asTeam.statusCode).toBe(200);
    expect(asTeam.headers['content-type']).toBe('image/webp');
    expect(asTeam.headers['cache-control']).toContain('no-store');
    for (const headers of [cookieOf(family), cookieOf(other), {}]) {
      expect((await t.app.inject({ method: 'GET', url: selfie.url, headers })).statusCode).toBe(404);
    }
    // Nowhere a member looks: the profile's page carries no address of it.
    expect((await call('GET', `/api/pp/${bride}`, other)).body).not.toContain('selfie');
  });

  it('declines only with a reason, then deletes the selfie and tells the owner why', async () => {
    const noReason = await decide(bride, { decision: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Please choose the reason the photo check is declined.' });
    expect((await decide(bride, { decision: 'maybe' })).json().fieldErrors).toHaveProperty('decision');
    expect(await selfieFiles()).toHaveLength(1);

    const mails = t.mailer.sent.length;
    const declined = await decide(bride, { decision: 'decline', reason: 'pose' });
    expect(declined.statusCode).toBe(200);
    expect(await selfieFiles()).toEqual([]);
    expect(await photoCheckRows()).toEqual([]);
    expect((await decide(bride, { decision: 'approve' })).statusCode).toBe(404);

    const mine = await checksOf(bride);
    expect(mine.photo).toMatchObject({ result: 'declined', reason: 'pose', current: false });
    expect(mine.photoCheck).toBeNull();
    expect(await badgesOf(bride)).toEqual([]);
    await t.drainMail();
    const mail = t.mailer.sent.slice(mails).find((sent) => sent.to === 'selfie.family@example.org')!;
    expect(mail.text).toContain(photoCheckText.reasonPose);
    expect(mail.text).toContain('Your selfie has been deleted');
  });

  it('approves: the badge shows on the page and in search, until a photo is added', async () => {
    await submit(bride);
    expect((await decide(bride, { decision: 'approve' })).statusCode).toBe(200);
    expect(await selfieFiles()).toEqual([]);
    expect(await badgesOf(bride)).toEqual(['photo']);
    expect(await foundWithPhotoBadge()).toEqual([bride]);
    expect((await checksOf(bride)).verified).toEqual(['photo']);
    expect((await teamChecks(bride)).photo).toMatchObject({ result: 'verified', current: true });
    expect((await draw(family, bride)).json().message).toBe(photoCheckText.already);
    const [record] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from admin_audit where profile_id = ${bride} order by id desc limit 1`,
    );
    expect(record?.action).toBe('photo-approve');

    // A photo added later was never compared with the selfie: the badge waits for a new check.
    await t.database.db.execute(sql`update profile_checks set checked_at = now() - interval '1 minute'`);
    await addPhoto(t, family, bride);
    expect(await badgesOf(bride)).toEqual([]);
    expect(await foundWithPhotoBadge()).toEqual([]);
    expect((await checksOf(bride)).photo).toMatchObject({ result: 'verified', current: false });
    expect((await draw(family, bride)).statusCode).toBe(200);
  });

  it('lets the owner cancel: the selfie goes at once', async () => {
    await t.database.db.execute(sql`delete from photo_checks`);
    await submit(bride);
    expect(await selfieFiles()).toHaveLength(1);
    const cancelled = await call('DELETE', `/api/profilecx/${bride}/photo-check`, family);
    expect(cancelled.json().message).toBe(photoCheckText.withdrawn);
    expect(await selfieFiles()).toEqual([]);
    expect(await photoCheckRows()).toEqual([]);
  });

  it('deletes a selfie nobody decided once its days are up', async () => {
    await submit(bride);
    expect(await t.app.photoChecks.expire()).toBe(0);
    expect(await selfieFiles()).toHaveLength(1);
    await t.database.db.execute(sql`update photo_checks set expires_at = now() - interval '1 second'`);
    expect(await t.app.photoChecks.expire()).toBe(1);
    expect(await selfieFiles()).toEqual([]);
    expect(await photoCheckRows()).toEqual([]);
  });

  it('deletes a waiting selfie with its profile, and with its account', async () => {
    await submit(bride);
    expect((await call('DELETE', `/api/profilecx/${bride}`, family)).statusCode).toBe(200);
    expect(await selfieFiles()).toEqual([]);

    const leaving = await createMember(t, 'selfie.leaving@example.org');
    const groom = await addProfile(t, leaving, { name: 'Ruwan', sex: 1 });
    await addReviewedPhoto(t, leaving, groom);
    expect((await call('POST', `/api/profilecx/${groom}/photo-check`, leaving)).statusCode).toBe(200);
    expect(
      (await sendImage(t, leaving, 'PUT', `/api/profilecx/${groom}/photo-check/selfie`, await selfieJpeg())).statusCode,
    ).toBe(200);
    expect(await selfieFiles()).toHaveLength(1);
    const gone = await call('POST', `${IDENTITY_BASE}/deleteaccount`, leaving, { password: 'Kandy#2026a' });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await selfieFiles()).toEqual([]);
  });

  it('takes at most SELFIES_PER_DAY selfies an account a day', async () => {
    const busy = await createMember(t, 'selfie.busy@example.org');
    const id = await addProfile(t, busy, { name: 'Tharindu', sex: 1 });
    await addReviewedPhoto(t, busy, id);
    const send = async () => {
      await call('POST', `/api/profilecx/${id}/photo-check`, busy);
      return sendImage(t, busy, 'PUT', `/api/profilecx/${id}/photo-check/selfie`, await selfieJpeg());
    };
    for (let n = 0; n < SELFIES_PER_DAY; n++) {
      expect((await send()).statusCode).toBe(200);
      await call('DELETE', `/api/profilecx/${id}/photo-check`, busy);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/at most 5 selfies a day/);
  });

  it('leaves no selfie in storage or in any table once decided', async () => {
    const scanFamily = await createMember(t, 'selfie.scan@example.org');
    const id = await addProfile(t, scanFamily, { name: 'Ishara', sex: 2 });
    await addReviewedPhoto(t, scanFamily, id);
    await call('POST', `/api/profilecx/${id}/photo-check`, scanFamily);
    await sendImage(t, scanFamily, 'PUT', `/api/profilecx/${id}/photo-check/selfie`, await selfieJpeg());
    const key = (await photoCheckRows()).find((row) => row.profile_id === id)!.selfie_key!;
    expect(await t.storedFiles()).toContain(`${key}.webp`);
    await decide(id, { decision: 'approve' });

    expect((await t.storedFiles()).filter((name) => name.startsWith(key))).toEqual([]);
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const found = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} r where r::text like ${`%${key}%`}`,
      );
      expect(found[0]?.n, table_name).toBe(0);
    }
  });
});
