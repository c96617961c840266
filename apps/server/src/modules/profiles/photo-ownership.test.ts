import { beforeAll, describe, expect, it } from 'vitest';

import { addProfile, addReviewedPhoto, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { profileText } from './profiles.service.ts';

interface WireImage {
  imageId: number;
  isMain: boolean;
  imageLocation: string;
}

/**
 * Another member cannot delete a photo of a profile or make it the main one, even with the real
 * image id of a profile that has photos: the refusal comes from ownership, and the photo stays.
 */
describe('photos of another member’s profile', () => {
  const t = useTestApp();
  const [owner, other] = useMembers(t, 'photo-owner@example.lk', 'photo-other@example.lk');
  let profileId: number;
  let otherProfileId: number;
  let images: WireImage[];

  beforeAll(async () => {
    profileId = await addProfile(t, owner, { name: 'Owned' });
    await addReviewedPhoto(t, owner, profileId);
    await addReviewedPhoto(t, owner, profileId);
    otherProfileId = await addProfile(t, other, { name: 'Other', sex: 1 });
    images = (await ownProfile()).images;
  });

  const ownProfile = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth })).json() as {
      imagecount: number;
      images: WireImage[];
    };
  const storedFile = async (image: WireImage) => {
    const key = new URL(image.imageLocation, 'http://localhost').pathname.split('/')[3]!;
    return (await t.storedFiles()).some((name) => name.includes(key));
  };
  const allStored = async (list: WireImage[]) => (await Promise.all(list.map(storedFile))).every(Boolean);
  const deletePhoto = (member: Member, id: number, imageId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/profilecx/${id}/images/${imageId}`, headers: member.auth });
  const makeMain = (member: Member, id: number, imageId: number) =>
    t.app.inject({ method: 'PUT', url: `/api/profilecx/${id}/images/${imageId}/main`, headers: member.auth });

  it('has two photos, the first one main (the setup is what the tests need)', async () => {
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.isMain)).toEqual([true, false]);
    expect(await allStored(images)).toBe(true);
  });

  it('refuses another member deleting a photo by the profile and its real image id, and keeps the photo', async () => {
    for (const image of images) {
      const response = await deletePhoto(other, profileId, image.imageId);
      expect(response.statusCode).toBe(404);
      // Not found as a profile of theirs, not as a missing photo.
      expect(response.json().message).toBe(profileText.notFound);
    }
    const after = await ownProfile();
    expect(after.imagecount).toBe(2);
    expect(after.images.map((image) => image.imageId)).toEqual(images.map((image) => image.imageId));
    expect(await allStored(images)).toBe(true);
  });

  it('refuses another member deleting the photo through their own profile id', async () => {
    const response = await deletePhoto(other, otherProfileId, images[1]!.imageId);
    expect(response.statusCode).toBe(404);
    expect((await ownProfile()).imagecount).toBe(2);
    expect(await storedFile(images[1]!)).toBe(true);
  });

  it('refuses another member making a photo the main one, and the main photo stays', async () => {
    const second = images[1]!;
    const response = await makeMain(other, profileId, second.imageId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(profileText.notFound);
    const through = await makeMain(other, otherProfileId, second.imageId);
    expect(through.statusCode).toBe(404);
    const after = await ownProfile();
    expect(after.images.find((image) => image.isMain)?.imageId).toBe(images[0]!.imageId);
  });

  it('lets the owner do both with the same ids', async () => {
    const second = images[1]!;
    expect((await makeMain(owner, profileId, second.imageId)).statusCode).toBe(200);
    expect((await ownProfile()).images.find((image) => image.isMain)?.imageId).toBe(second.imageId);
    expect((await deletePhoto(owner, profileId, second.imageId)).statusCode).toBe(200);
    expect((await ownProfile()).imagecount).toBe(1);
    expect(await storedFile(second)).toBe(false);
  });
});
