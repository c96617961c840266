import type { AdminProfile, AdminProfileForm } from '@vivaha/shared/admin';
import { activeStatusLabels } from '@vivaha/shared/profile';

import { badRequest, notFound } from '#src/lib/http-errors.ts';
import type { User } from '#src/modules/identity/identity.repository.ts';
import { displayName } from '#src/modules/identity/identity.service.ts';
import type { MediaStorage } from '#src/modules/media/media.storage.ts';
import type { MediaSigner } from '#src/modules/media/media.urls.ts';
import { removePhotoFiles } from '#src/modules/media/photos.ts';
import { formToColumns, imageToWire, toListItem, toOwnerProfile } from '#src/modules/profiles/profile-mapper.ts';
import type { ProfilesRepository } from '#src/modules/profiles/profiles.repository.ts';

import type { AdminListOptions, AdminRepository } from './admin.repository.ts';

export const adminText = {
  saved: 'Profile saved successfully!',
  deleted: 'Profile deleted successfully!',
  imageDeleted: 'Image deleted successfully!',
  published: 'Profile published successfully!',
  limitSet: 'Profile limit changed.',
  notFound: 'Profile not found.',
  imageNotFound: 'Image not found.',
  userNotFound: 'Account not found.',
  ownerMismatch: 'The owner id does not match this profile.',
} as const;

interface Deps {
  repository: AdminRepository;
  profiles: ProfilesRepository;
  storage: MediaStorage;
  signer: MediaSigner;
}

const statusName = (status: number) => activeStatusLabels[status] ?? String(status);

/** The team's work on any profile. Every change is written to the audit record. */
export function createAdminService({ repository, profiles, storage, signer }: Deps) {
  const record = (admin: User, action: string, profileId: number | null, details = '', userId: number | null = null) =>
    repository.record({ adminId: admin.id, adminEmail: admin.email, action, profileId, userId, details });

  function teamColumns(form: AdminProfileForm) {
    return {
      ...formToColumns(form),
      active: form.active,
      reviewed: form.reviewed,
      horoscopeProtected: form.horprotected,
      photoProtected: form.photoprotected,
      contactProtected: form.contactprotected,
      removeComments: form.removeComments,
    };
  }

  return {
    async list(options: AdminListOptions) {
      const { items, totalCount } = await repository.list(options);
      return { items: items.map(toListItem), totalCount };
    },

    async get(id: number): Promise<AdminProfile> {
      const found = await repository.find(id);
      if (!found) throw notFound(adminText.notFound);
      const { profile, owner } = found;
      const images = (await profiles.listImages(id)).map((image) => imageToWire(image, profile.defaultImageId, signer));
      const [profileCount, history] = await Promise.all([
        repository.ownerProfileCount(owner.id),
        repository.history(id),
      ]);
      return {
        ...toOwnerProfile(profile, { lastLogin: owner.lastLoginAt, images }),
        adminImage: images.map((image) => ({
          imageId: image.imageId,
          imageLocation: image.imageLocation,
          thumbnail: image.thumbnail,
        })),
        owner: {
          id: owner.id,
          email: owner.email,
          name: displayName(owner),
          profileLimit: owner.profileLimit,
          profileCount,
        },
        history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
        packageID: profile.packageId,
        expiresOn: profile.expiresOn?.toISOString() ?? null,
        paidOn: profile.paidOn?.toISOString() ?? null,
        amountPaid: profile.amountPaid,
        paidCurrency: profile.paidCurrency,
        payComments: profile.payComments,
        isGold: profile.isGold,
        orderstatus: profile.orderStatus,
      };
    },

    /** A profile made by the team belongs to the account with that address, else to the admin. */
    async create(admin: User, form: AdminProfileForm): Promise<number> {
      let ownerId = admin.id;
      if (form.ownerEmail) {
        const owner = await repository.userByEmail(form.ownerEmail);
        if (!owner)
          throw badRequest('No account has this email address.', { ownerEmail: 'No account has this email address.' });
        ownerId = owner.id;
      }
      const id = await repository.insert(ownerId, { ...teamColumns(form), modifiedBy: admin.email });
      await record(admin, 'create', id, `Created "${form.name}" (${statusName(form.active)}) for account ${ownerId}.`);
      return id;
    },

    async update(admin: User, id: number, form: AdminProfileForm): Promise<void> {
      const found = await repository.find(id);
      if (!found) throw notFound(adminText.notFound);
      const before = found.profile;
      await repository.update(id, { ...teamColumns(form), modifiedBy: admin.email });
      const changes = [
        before.active !== form.active ? `status ${statusName(before.active)} → ${statusName(form.active)}` : '',
        before.reviewed !== form.reviewed
          ? `reviewed ${before.reviewed ? 'yes' : 'no'} → ${form.reviewed ? 'yes' : 'no'}`
          : '',
        before.name !== form.name ? `name "${before.name}" → "${form.name}"` : '',
      ].filter(Boolean);
      await record(admin, 'edit', id, changes.length ? `Edited: ${changes.join('; ')}.` : 'Edited the details.');
    },

    async delete(admin: User, id: number): Promise<void> {
      const found = await repository.find(id);
      const keys = await profiles.delete(id);
      if (!found || !keys) throw notFound(adminText.notFound);
      await Promise.all(keys.map((key) => removePhotoFiles(storage, key)));
      await record(admin, 'delete', id, `Deleted "${found.profile.name}" of account ${found.owner.email}.`);
    },

    async deleteImage(admin: User, imageId: number, profileId: number): Promise<void> {
      const key = await profiles.deleteImage(profileId, imageId);
      if (!key) throw notFound(adminText.imageNotFound);
      await removePhotoFiles(storage, key);
      await record(admin, 'image-delete', profileId, `Deleted photo ${imageId}.`);
    },

    /** Publishing makes a profile Active and reviewed, on behalf of its owner. */
    async publish(admin: User, profileId: number, ownerId: number): Promise<void> {
      const found = await repository.find(profileId);
      if (!found) throw notFound(adminText.notFound);
      if (found.owner.id !== ownerId) throw badRequest(adminText.ownerMismatch, { ownerid: adminText.ownerMismatch });
      await repository.update(profileId, { active: 1, reviewed: true, modifiedBy: admin.email });
      await record(admin, 'publish', profileId, `Published (was ${statusName(found.profile.active)}).`);
    },

    async setLimit(admin: User, userId: number, profileLimit: number): Promise<void> {
      const user = await repository.setLimit(userId, profileLimit);
      if (!user) throw notFound(adminText.userNotFound);
      await record(admin, 'limit', null, `Profile limit of ${user.email} set to ${profileLimit}.`, userId);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
