import { PHOTO_LIMIT, type OwnerProfile, type ProfileForm } from '@vivaha/shared/profile';

import { HttpError, notFound } from '#src/lib/http-errors.ts';
import type { MediaStorage } from '#src/modules/media/media.storage.ts';
import type { MediaSigner } from '#src/modules/media/media.urls.ts';
import { removePhotoFiles, storePhoto } from '#src/modules/media/photos.ts';

import { formToColumns, imageToWire, toListItem, toOwnerProfile } from './profile-mapper.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

export const profileText = {
  created: 'Profile created successfully!',
  updated: 'Profile updated successfully!',
  deleted: 'Profile deleted successfully!',
  notFound: 'Profile not found.',
  limit: (limit: number) =>
    `You can keep up to ${limit} profiles. To ask for more, write to us through Contact Us with the subject "Increase my allowed profile limit".`,
  photoLimit: `A profile can have at most ${PHOTO_LIMIT} photos.`,
  photoNotFound: 'Photo not found.',
  photoDeleted: 'Image deleted successfully!',
  photoMain: 'Main photo changed.',
} as const;

interface Deps {
  repository: ProfilesRepository;
  storage: MediaStorage;
  signer: MediaSigner;
}

/** The member's own profiles: every call is for the owner only (another's id is not found). */
export function createProfilesService({ repository, storage, signer }: Deps) {
  async function owned(id: number, ownerId: number) {
    const found = await repository.findOwned(id, ownerId);
    if (!found) throw notFound(profileText.notFound);
    return found;
  }

  async function images(profileId: number, mainId: number | null) {
    return (await repository.listImages(profileId)).map((image) => imageToWire(image, mainId, signer));
  }

  return {
    async list(ownerId: number, searchText: string, page: number, pageSize: number) {
      const { items, totalCount } = await repository.listByOwner(ownerId, searchText, page, pageSize);
      return { items: items.map(toListItem), totalCount };
    },

    async get(id: number, ownerId: number): Promise<OwnerProfile> {
      const { profile, lastLogin } = await owned(id, ownerId);
      return toOwnerProfile(profile, { lastLogin, images: await images(profile.id, profile.defaultImageId) });
    },

    /** A new profile starts Inactive and not reviewed, until the team publishes it. */
    async create(ownerId: number, form: ProfileForm): Promise<number> {
      const created = await repository.insertWithinLimit(ownerId, formToColumns(form));
      if (created === 'limit') {
        const limit = await repository.ownerLimit(ownerId);
        throw new HttpError(409, profileText.limit(limit));
      }
      return created.id;
    },

    /** An owner's change sends a published profile back to the team's review. */
    async update(id: number, ownerId: number, form: ProfileForm): Promise<void> {
      await owned(id, ownerId);
      const updated = await repository.update(id, ownerId, { ...formToColumns(form), reviewed: false });
      if (!updated) throw notFound(profileText.notFound);
    },

    async delete(id: number, ownerId: number): Promise<void> {
      const keys = await repository.delete(id, ownerId);
      if (!keys) throw notFound(profileText.notFound);
      await Promise.all(keys.map((key) => removePhotoFiles(storage, key)));
    },

    async addPhoto(id: number, ownerId: number, upload: Buffer) {
      const { profile } = await owned(id, ownerId);
      if (profile.imageCount >= PHOTO_LIMIT) throw new HttpError(409, profileText.photoLimit);
      const stored = await storePhoto(storage, upload);
      const added = await repository.addImage(
        id,
        { storageKey: stored.key, width: stored.width, height: stored.height },
        PHOTO_LIMIT,
      );
      if (added === 'missing' || added === 'limit') {
        await removePhotoFiles(storage, stored.key);
        throw added === 'limit' ? new HttpError(409, profileText.photoLimit) : notFound(profileText.notFound);
      }
      return imageToWire(added, added.isMain ? added.id : null, signer);
    },

    async deletePhoto(id: number, ownerId: number, imageId: number): Promise<void> {
      await owned(id, ownerId);
      const key = await repository.deleteImage(id, imageId);
      if (!key) throw notFound(profileText.photoNotFound);
      await removePhotoFiles(storage, key);
    },

    async setMainPhoto(id: number, ownerId: number, imageId: number): Promise<void> {
      await owned(id, ownerId);
      if (!(await repository.setMainImage(id, imageId))) throw notFound(profileText.photoNotFound);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
