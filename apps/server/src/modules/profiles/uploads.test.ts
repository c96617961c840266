import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  MAX_PHOTO_PIXELS,
  PHOTO_QUEUE,
  PHOTO_UPLOADS_PER_HOUR,
  photoMessages,
  photoQueue,
} from '#src/modules/media/photos.ts';

import { createMember, type Member, multipart, profileForm, solidImage } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

const solidPng = (width: number, height: number) => solidImage('png', width, height, '#7a5c44');

describe('photo uploads: limits and the work queue', () => {
  const t = useTestApp();
  const [member] = useMembers(t, 'uploads@example.lk');
  let small: Buffer;

  async function profileOf(owner: Member) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm(),
      headers: owner.auth,
    });
    return response.json().profileId as number;
  }
  const upload = (owner: Member, profileId: number, content: Buffer) => {
    const body = multipart(content);
    return t.app.inject({
      method: 'POST',
      url: `/api/profilecx/${profileId}/images`,
      payload: body.payload,
      headers: { ...owner.auth, ...body.headers },
    });
  };

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 10`);
    small = await solidPng(400, 300);
  });

  it('decodes photos on one libvips thread', () => {
    expect(sharp.concurrency()).toBe(1);
    expect(PHOTO_QUEUE.concurrency).toBe(1);
  });

  it('takes 20 uploads an hour from one member, across profiles, and answers the 21st with 429', async () => {
    const uploader = await createMember(t, 'many.photos@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 10 where id = ${uploader.id}`);
    const profiles = [];
    for (let i = 0; i < 4; i++) profiles.push(await profileOf(uploader));
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i++) {
      expect((await upload(uploader, profiles[i % 4]!, small)).statusCode).toBe(201);
    }
    const stored = (await t.storedFiles()).length;

    const refused = await upload(uploader, profiles[0]!, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You can upload at most 20 photos an hour. Please try again in 60 minutes.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await t.storedFiles()).toHaveLength(stored);
    // Other members upload as before.
    expect((await upload(member, await profileOf(member), small)).statusCode).toBe(201);
  });

  it('refuses a photo of more than 40 megapixels without decoding it, and takes one just under', async () => {
    const profileId = await profileOf(member);
    const huge = await solidPng(7000, 6000);
    expect(7000 * 6000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    const before = (await t.storedFiles()).length;
    const started = Date.now();
    const refused = await upload(member, profileId, huge);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: photoMessages.tooManyPixels,
      fieldErrors: { file: photoMessages.tooManyPixels },
    });
    expect(photoMessages.tooManyPixels).toBe('This photo has more than 40 megapixels. Please choose a smaller one.');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await t.storedFiles()).toHaveLength(before);

    const justUnder = await solidPng(6300, 6300);
    expect(6300 * 6300).toBeLessThanOrEqual(MAX_PHOTO_PIXELS);
    const accepted = await upload(member, profileId, justUnder);
    expect(accepted.statusCode).toBe(201);
  });

  it('answers 503 with Retry-After when the photo queue is full, and takes photos again once it has room', async () => {
    const profileId = await profileOf(member);
    // Other uploads hold the worker and every waiting place.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: PHOTO_QUEUE.concurrency + PHOTO_QUEUE.maxWaiting }, () =>
      photoQueue.run(() => held),
    );
    expect(photoQueue.load).toEqual({ running: 1, waiting: PHOTO_QUEUE.maxWaiting });

    const before = (await t.storedFiles()).length;
    const started = Date.now();
    const refused = await upload(member, profileId, small);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(PHOTO_QUEUE.retryAfterSeconds));
    expect(refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: photoMessages.busy });
    expect(await t.storedFiles()).toHaveLength(before);

    release();
    await Promise.all(holders);
    expect((await upload(member, profileId, small)).statusCode).toBe(201);
  });

  it('lets an upload wait its turn behind another', async () => {
    const profileId = await profileOf(member);
    let release!: () => void;
    const held = photoQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = upload(member, profileId, small);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(photoQueue.load).toEqual({ running: 1, waiting: 1 });
    release();
    await held;
    expect((await waiting).statusCode).toBe(201);
  });
});
