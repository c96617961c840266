import { PROTECTED_SECTIONS, type ViewerList, type VisibilityUpdate } from '@vivaha/shared/privacy';
import {
  PHOTO_LIMIT,
  profileMessages,
  type OwnerProfile,
  type OwnProfileListItem,
  type ProfileForm,
} from '@vivaha/shared/profile';
import {
  PROFILE_FOR,
  PROFILE_STEPS,
  type ProfileDraftAnswer,
  type ProfileDraftBody,
  type ProfileFor,
  type ProfileStep,
} from '@vivaha/shared/profile-draft';
import { profilePath } from '@vivaha/shared/slugs';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, type Said } from '#src/lib/messages.ts';
import { isApprovedByTeam, ownerChoice, shownTo } from '#src/modules/access/index.ts';
import { type MediaStorage, type MediaSigner, removePhotoFiles, storePhoto } from '#src/modules/media/index.ts';
import type { Signals } from '#src/modules/signals/index.ts';

import {
  changedValues,
  editableColumns,
  formToColumns,
  imageToWire,
  type ProfileRow,
  toListItem,
  toOwnerProfile,
  visibilityColumns,
  withPendingChanges,
} from './profile-mapper.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

export const profileText = messages('profiles', {
  created: 'Profile created successfully!',
  updated: 'Profile updated successfully!',
  updatedForReview:
    'Profile updated successfully! Your changes are waiting for review: other members keep seeing the published version until the team has checked them.',
  deleted: 'Profile deleted successfully!',
  notFound: 'Profile not found.',
  limit:
    'You can keep up to {{limit}} profiles. To ask for more, write to us through Contact Us with the subject "Increase my allowed profile limit".',
  photoLimit: `A profile can have at most ${PHOTO_LIMIT} photos.`,
  photoNotFound: 'Photo not found.',
  photoDeleted: 'Image deleted successfully!',
  photoMain: 'Main photo changed.',
  stopped: 'This account may not create profiles. Please write to the team through Contact Us.',
  visibilitySaved: 'Your choices of who may see this profile’s details are saved.',
  draftCleared: 'The unfinished profile is cleared.',
} as const);

/** Who last changed a profile, as its owner is told: never a team member's address. */
const modifiedByForOwner = (modifiedBy: string, siteName: string) => (modifiedBy ? `${siteName} team` : '');

/** How an owner's save ended: applied, waiting for the team's review, or nothing to change. */
export type SaveOutcome = 'saved' | 'pending' | 'unchanged';

interface Deps {
  repository: ProfilesRepository;
  storage: MediaStorage;
  signer: MediaSigner;
  signals: Signals;
  siteName: string;
  /** Told how long each photo took to process (the metrics). */
  photoTimed?: (seconds: number) => void;
}

/** The member's own profiles: every call is for the owner only (another's id is not found). */
export function createProfilesService({ repository, storage, signer, signals, siteName, photoTimed }: Deps) {
  async function owned(id: number, ownerId: number) {
    const found = await repository.findOwned(id, ownerId);
    if (!found) throw notFound(said(profileText, 'notFound'));
    return found;
  }

  async function images(profileId: number, mainId: number | null, ownerId: number) {
    return (await repository.listImages(profileId)).map((image) => imageToWire(image, mainId, signer, ownerId));
  }

  /**
   * Saves the form's details: on a published profile they wait for the team's review and the
   * public keeps the reviewed version; on an unpublished one they apply at once.
   */
  async function saveDetails(profile: ProfileRow, form: ProfileForm): Promise<SaveOutcome> {
    const { id, ownerId } = profile;
    const values = editableColumns(form);
    if (!isApprovedByTeam(profile)) {
      const updated = await repository.update(id, ownerId, {
        ...values,
        pendingChanges: null,
        pendingSince: null,
        reviewed: false,
      });
      if (!updated) throw notFound(said(profileText, 'notFound'));
      return 'saved';
    }
    const changes = changedValues(profile, values);
    if (!Object.keys(changes).length) {
      // Back to the reviewed version: nothing is left for the team but any new photos.
      if (profile.pendingChanges) {
        const reviewed = !(await repository.hasUnreviewedImages(id));
        const updated = await repository.update(id, ownerId, { pendingChanges: null, pendingSince: null, reviewed });
        if (!updated) throw notFound(said(profileText, 'notFound'));
      }
      return 'unchanged';
    }
    const updated = await repository.update(id, ownerId, {
      pendingChanges: changes,
      pendingSince: profile.pendingSince ?? new Date(),
      reviewed: false,
    });
    if (!updated) throw notFound(said(profileText, 'notFound'));
    return 'pending';
  }

  return {
    /**
     * The guided form's draft of a new profile, or null; and, when the member cannot create a
     * profile now (stopped by the team, or at their limit), why, so the form says it first.
     */
    async draft(ownerId: number): Promise<Omit<ProfileDraftAnswer, 'message'> & { message?: Said }> {
      const [row, room] = await Promise.all([repository.draft(ownerId), repository.creationRoom(ownerId)]);
      const refusal = !room
        ? undefined
        : !room.canCreate
          ? said(profileText, 'stopped')
          : room.owned >= room.limit
            ? said(profileText, 'limit', { limit: room.limit })
            : undefined;
      const answer = refusal ? { message: refusal } : {};
      if (!row) return { draft: null, ...answer };
      const profileFor = (PROFILE_FOR as readonly string[]).includes(row.profileFor ?? '')
        ? (row.profileFor as ProfileFor)
        : null;
      const step = (PROFILE_STEPS as readonly string[]).includes(row.step) ? (row.step as ProfileStep) : 'for';
      return {
        draft: { step, profileFor, values: row.values, updatedAt: row.updatedAt.toISOString() },
        ...answer,
      };
    },

    async saveDraft(ownerId: number, draft: ProfileDraftBody): Promise<string> {
      return (await repository.saveDraft(ownerId, draft)).toISOString();
    },

    clearDraft: (ownerId: number) => repository.clearDraft(ownerId),

    async list(ownerId: number, searchText: string, page: number, pageSize: number) {
      const { items, totalCount } = await repository.listByOwner(ownerId, searchText, page, pageSize);
      return {
        items: items.map((row): OwnProfileListItem => ({
          ...toListItem(row),
          contactShownTo: shownTo({
            protected: row.contactProtected,
            visibility: ownerChoice(row.contactVisibility),
          }),
          seenBy: row.seenBy,
          requestsWaiting: row.requestsWaiting,
        })),
        totalCount,
      };
    },

    /** The owner's own version: their waiting changes included, marked as waiting for review. */
    async get(id: number, ownerId: number): Promise<OwnerProfile> {
      const { profile, lastLogin } = await owned(id, ownerId);
      return toOwnerProfile(withPendingChanges(profile), {
        lastLogin,
        images: await images(profile.id, profile.defaultImageId, ownerId),
        modifiedBy: modifiedByForOwner(profile.modifiedBy, siteName),
      });
    },

    /** A new profile starts Inactive and not reviewed, until the team publishes it. */
    async create(ownerId: number, form: ProfileForm): Promise<number> {
      const created = await repository.insertWithinLimit(ownerId, {
        ...formToColumns(form),
        ...visibilityColumns(form),
      });
      if (created === 'stopped') throw httpError(403, said(profileText, 'stopped'));
      if (created === 'limit') {
        const limit = await repository.ownerLimit(ownerId);
        throw httpError(409, said(profileText, 'limit', { limit }));
      }
      await signals.refresh(created.id);
      return created.id;
    },

    /**
     * An owner's change. Sex and date of birth stay as created (the FAQ's promise; only the team
     * changes them). The choices of who may see apply at once; the details as saveDetails says.
     */
    async update(id: number, ownerId: number, form: ProfileForm): Promise<SaveOutcome> {
      const { profile } = await owned(id, ownerId);
      const fixed = Object.fromEntries(
        (['sex', 'dob'] as const)
          .filter((field) => form[field] !== profile[field])
          .map((field) => [field, said(profileMessages, 'sexDobFixed')]),
      );
      if (Object.keys(fixed).length) throw badRequest(said(profileMessages, 'sexDobFixed'), fixed);

      const choices = visibilityColumns(form);
      // Deleted since it was read: not found, rather than saved.
      if (Object.keys(choices).length && !(await repository.update(id, ownerId, choices))) {
        throw notFound(said(profileText, 'notFound'));
      }
      const outcome = await saveDetails(profile, form);
      await signals.refresh(id);
      return outcome;
    },

    /** Only the choices of who may see each protected section: they apply at once. */
    async setVisibility(id: number, ownerId: number, choices: VisibilityUpdate): Promise<void> {
      await owned(id, ownerId);
      const values = visibilityColumns(choices);
      if (Object.keys(values).length && !(await repository.update(id, ownerId, values))) {
        throw notFound(said(profileText, 'notFound'));
      }
    },

    /** Who was shown this profile's protected details, for its owner. */
    async viewers(id: number, ownerId: number, page: number, pageSize: number): Promise<ViewerList> {
      await owned(id, ownerId);
      const { items, totalCount } = await repository.viewers(id, ownerId, page, pageSize);
      return {
        items: items.map((item) => ({
          profileId: item.viewerProfileId,
          name: item.name ?? '',
          profileURL: item.viewerProfileId && item.name ? profilePath(item.viewerProfileId, item.name) : '',
          via: item.via === 'approved' ? 'approved' : 'rule',
          sections: PROTECTED_SECTIONS.filter((section) => item.sections.split(',').includes(section)),
          firstViewedOn: item.firstViewedAt.toISOString(),
          lastViewedOn: item.viewedAt.toISOString(),
          times: item.times,
          requestId: item.via === 'approved' ? item.requestId : null,
          blocked: item.blocked,
        })),
        totalCount,
      };
    },

    async delete(id: number, ownerId: number): Promise<void> {
      const keys = await repository.delete(id, ownerId);
      if (!keys) throw notFound(said(profileText, 'notFound'));
      await Promise.all(keys.map((key) => removePhotoFiles(storage, key)));
    },

    async addPhoto(id: number, ownerId: number, upload: Buffer) {
      const { profile } = await owned(id, ownerId);
      if (profile.imageCount >= PHOTO_LIMIT) throw httpError(409, said(profileText, 'photoLimit'));
      const stored = await storePhoto(storage, upload, photoTimed);
      const added = await repository.addImage(
        id,
        { storageKey: stored.key, width: stored.width, height: stored.height },
        PHOTO_LIMIT,
      );
      if (added === 'missing' || added === 'limit') {
        await removePhotoFiles(storage, stored.key);
        throw added === 'limit'
          ? httpError(409, said(profileText, 'photoLimit'))
          : notFound(said(profileText, 'notFound'));
      }
      return imageToWire(added, added.isMain ? added.id : null, signer, ownerId);
    },

    async deletePhoto(id: number, ownerId: number, imageId: number): Promise<void> {
      await owned(id, ownerId);
      const key = await repository.deleteImage(id, imageId);
      if (!key) throw notFound(said(profileText, 'photoNotFound'));
      await removePhotoFiles(storage, key);
    },

    async setMainPhoto(id: number, ownerId: number, imageId: number): Promise<void> {
      await owned(id, ownerId);
      if (!(await repository.setMainImage(id, imageId))) throw notFound(said(profileText, 'photoNotFound'));
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
