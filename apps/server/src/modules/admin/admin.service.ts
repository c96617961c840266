import type { FastifyBaseLogger } from 'fastify';

import {
  adminMessages,
  OVERVIEW_WEEKS,
  type AdminOverview,
  type AdminProfile,
  type AdminProfileForm,
} from '@vivaha/shared/admin';
import { asLanguage, pathIn } from '@vivaha/shared/languages';
import { PROTECTED_SECTIONS } from '@vivaha/shared/privacy';
import { activeStatusLabels } from '@vivaha/shared/profile';
import { profilePath } from '@vivaha/shared/slugs';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, type Said } from '#src/lib/messages.ts';
import { isAdmin, sectionRules, sectionState } from '#src/modules/access/index.ts';
import { type User, displayName } from '#src/modules/identity/index.ts';
import { mailText as say, plainText, type Mailer } from '#src/modules/mail/index.ts';
import { type MediaStorage, type MediaSigner, removePhotoFiles } from '#src/modules/media/index.ts';
import {
  describeChanges,
  formToColumns,
  imageToWire,
  toListItem,
  toOwnerProfile,
  visibilityColumns,
  type ProfileRecords,
} from '#src/modules/profiles/index.ts';
import { NO_SIGNALS, type Signals } from '#src/modules/signals/index.ts';

import type { AdminListOptions, AdminRepository } from './admin.repository.ts';
import { isoWeekName, weekStart, weeksBefore } from './iso-weeks.ts';

export const adminText = messages('admin', {
  saved: 'Profile saved successfully!',
  deleted: 'Profile deleted successfully!',
  imageDeleted: 'Image deleted successfully!',
  published: 'Profile published successfully!',
  discarded: 'The owner’s changes were discarded; the published version stays.',
  nothingPending: 'This profile has no changes waiting for review.',
  limitSet: 'Profile limit changed.',
  creationAllowed: 'This account can create profiles again.',
  creationStopped: 'This account can no longer create profiles.',
  notFound: 'Profile not found.',
  imageNotFound: 'Image not found.',
  userNotFound: 'Account not found.',
  ownerMismatch: 'The owner id does not match this profile.',
} as const);

interface Deps {
  repository: AdminRepository;
  profiles: ProfileRecords;
  storage: MediaStorage;
  signer: MediaSigner;
  signals: Signals;
  mailer: Mailer;
  siteName: string;
  /**
   * Runs work on repositories bound to one database transaction, so a change and its audit
   * record commit together or not at all.
   */
  inTransaction: <T>(
    work: (repositories: { repository: AdminRepository; profiles: ProfileRecords }) => Promise<T>,
  ) => Promise<T>;
}

const statusName = (status: number) => activeStatusLabels[status] ?? String(status);

/** Where mails' links lead, and the request's log for a mail that cannot be queued. */
export interface MailContext {
  siteUrl: string;
  log: FastifyBaseLogger;
}

/** Who may see a section of a just-published profile, in the words of the owner's mail. */
const whoSees = { open: 'everyone', rule: 'members', approvedOnly: 'approved', closed: 'members' } as const;

/** The team's work on any profile. Every change is written to the audit record. */
export function createAdminService({
  repository,
  profiles,
  storage,
  signer,
  signals,
  mailer,
  siteName,
  inTransaction,
}: Deps) {
  const entry = (
    admin: User,
    action: string,
    profileId: number | null,
    details = '',
    userId: number | null = null,
  ) => ({
    adminId: admin.id,
    adminEmail: admin.email,
    action,
    profileId,
    userId,
    details,
  });
  const record = (...args: Parameters<typeof entry>) => repository.record(entry(...args));

  function teamColumns(form: AdminProfileForm) {
    return {
      ...formToColumns(form),
      ...visibilityColumns(form),
      active: form.active,
      reviewed: form.reviewed,
      horoscopeProtected: form.horprotected,
      photoProtected: form.photoprotected,
      contactProtected: form.contactprotected,
      removeComments: form.removeComments,
    };
  }

  /** The owner's mail on a first publication, in their language, with its address and who sees what. */
  async function tellOwnerPublished(
    owner: User,
    profile: Parameters<typeof sectionRules>[0] & { id: number; name: string },
    context: MailContext,
  ) {
    const language = asLanguage(owner.language);
    const words = { name: plainText(profile.name, 100), id: profile.id, site: siteName };
    const rules = sectionRules(profile);
    const address = `${context.siteUrl}${pathIn(language, profilePath(profile.id, profile.name))}`;
    try {
      await mailer.send({
        to: owner.email,
        subject: say(language, 'profilePublished.subject', words),
        text: [
          `${say(language, 'profilePublished.public', words)}\n${address}`,
          [
            say(language, 'profilePublished.who'),
            ...PROTECTED_SECTIONS.map((section) =>
              say(language, `profilePublished.${section}`, {
                who: say(language, `profilePublished.${whoSees[sectionState(null, rules[section])]}`),
              }),
            ),
          ].join('\n'),
          say(language, 'profilePublished.change', {
            url: `${context.siteUrl}${pathIn(language, `/profiles/${profile.id}`)}`,
          }),
        ].join('\n\n'),
      });
    } catch (error) {
      // The profile is published either way; the mail is the only thing lost.
      context.log.error({ err: error, profileId: profile.id }, 'publication mail not sent');
    }
  }

  return {
    async list(options: AdminListOptions) {
      const { items, totalCount } = await repository.list(options);
      const flags = await signals.forProfiles(items);
      return {
        items: items.map((item) => ({
          ...toListItem(item),
          signals: flags.get(item.id) ?? NO_SIGNALS,
          verified: item.verified,
        })),
        totalCount,
      };
    },

    /** The overview's counts: this week and the last OVERVIEW_WEEKS ISO weeks (UTC), oldest first. */
    async overview(now = new Date()): Promise<AdminOverview> {
      const thisWeek = weekStart(now);
      const mondays = weeksBefore(thisWeek, OVERVIEW_WEEKS);
      const counts = await repository.overview(mondays[0]!);
      const weeks = mondays.map((monday) => {
        const start = monday.toISOString().slice(0, 10);
        return {
          week: isoWeekName(monday),
          start,
          published: counts.published.get(start) ?? 0,
          requests: counts.requests.get(start) ?? 0,
        };
      });
      const current = weeks.at(-1)!;
      return {
        waitingForReview: counts.waitingForReview,
        openReports: counts.openReports,
        reportedProfiles: counts.reportedProfiles,
        publishedThisWeek: current.published,
        requestsThisWeek: current.requests,
        weeks,
      };
    },

    /** A profile as the team sees it; its photo addresses are written for this admin (`adminId`). */
    async get(id: number, adminId: number): Promise<AdminProfile> {
      const found = await repository.find(id);
      if (!found) throw notFound(said(adminText, 'notFound'));
      const { profile, owner } = found;
      const images = (await profiles.listImages(id)).map((image) =>
        imageToWire(image, profile.defaultImageId, signer, adminId),
      );
      const [profileCount, history, flags] = await Promise.all([
        repository.ownerProfileCount(owner.id),
        repository.history(id),
        signals.forProfiles([{ id, ownerId: owner.id }]),
      ]);
      return {
        ...toOwnerProfile(profile, { lastLogin: owner.lastLoginAt, images }),
        pendingChanges: describeChanges(profile),
        pendingSince: profile.pendingSince?.toISOString() ?? null,
        adminImage: images.map((image) => ({
          imageId: image.imageId,
          imageLocation: image.imageLocation,
          thumbnail: image.thumbnail,
          reviewed: image.reviewed,
        })),
        owner: {
          id: owner.id,
          email: owner.email,
          name: displayName(owner),
          profileLimit: owner.profileLimit,
          profileCount,
          canCreateProfiles: owner.canCreateProfiles,
        },
        signals: flags.get(id) ?? NO_SIGNALS,
        history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      };
    },

    /** A profile made by the team belongs to the account with that address, else to the admin. */
    async create(admin: User, form: AdminProfileForm): Promise<number> {
      let ownerId = admin.id;
      if (form.ownerEmail) {
        const owner = await repository.userByEmail(form.ownerEmail);
        if (!owner) {
          const unknown = said(adminMessages, 'ownerUnknown');
          throw badRequest(unknown, { ownerEmail: unknown });
        }
        ownerId = owner.id;
      }
      const id = await repository.insert(ownerId, { ...teamColumns(form), modifiedBy: admin.email });
      await signals.refresh(id);
      await record(admin, 'create', id, `Created "${form.name}" (${statusName(form.active)}) for account ${ownerId}.`);
      return id;
    },

    async update(admin: User, id: number, form: AdminProfileForm): Promise<void> {
      const found = await repository.find(id);
      if (!found) throw notFound(said(adminText, 'notFound'));
      const before = found.profile;
      const changes = [
        before.active !== form.active ? `status ${statusName(before.active)} → ${statusName(form.active)}` : '',
        before.reviewed !== form.reviewed
          ? `reviewed ${before.reviewed ? 'yes' : 'no'} → ${form.reviewed ? 'yes' : 'no'}`
          : '',
        before.name !== form.name ? `name "${before.name}" → "${form.name}"` : '',
        before.sex !== form.sex
          ? `sex ${before.sex === 2 ? 'Female' : 'Male'} → ${form.sex === 2 ? 'Female' : 'Male'}`
          : '',
        before.dob !== form.dob ? `date of birth ${before.dob} → ${form.dob}` : '',
      ].filter(Boolean);
      await inTransaction(async (tx) => {
        // Deleted since it was read: nothing changed, nothing to record.
        if (!(await tx.repository.update(id, { ...teamColumns(form), modifiedBy: admin.email })))
          throw notFound(said(adminText, 'notFound'));
        await tx.repository.record(
          entry(admin, 'edit', id, changes.length ? `Edited: ${changes.join('; ')}.` : 'Edited the details.'),
        );
      });
      await signals.refresh(id);
    },

    /** Deletes the profile and records it, together; the photo files go once that has committed. */
    async delete(admin: User, id: number): Promise<void> {
      const keys = await inTransaction(async (tx) => {
        const found = await tx.repository.find(id);
        const removed = found && (await tx.profiles.delete(id));
        if (!found || !removed) throw notFound(said(adminText, 'notFound'));
        await tx.repository.record(
          entry(admin, 'delete', id, `Deleted "${found.profile.name}" of account ${found.owner.email}.`),
        );
        return removed;
      });
      await Promise.all(keys.map((key) => removePhotoFiles(storage, key)));
    },

    async deleteImage(admin: User, imageId: number, profileId: number): Promise<void> {
      const key = await inTransaction(async (tx) => {
        const removed = await tx.profiles.deleteImage(profileId, imageId);
        if (!removed) throw notFound(said(adminText, 'imageNotFound'));
        await tx.repository.record(entry(admin, 'image-delete', profileId, `Deleted photo ${imageId}.`));
        return removed;
      });
      await removePhotoFiles(storage, key);
    },

    /**
     * Publishing makes a profile Active and reviewed, on behalf of its owner: the owner's waiting
     * changes become public and new photos are approved. The first time a profile becomes public
     * its owner is mailed the news; publishing it again after an edit mails nothing.
     */
    async publish(admin: User, profileId: number, ownerId: number, context: MailContext): Promise<void> {
      const found = await repository.find(profileId);
      if (!found) throw notFound(said(adminText, 'notFound'));
      if (found.owner.id !== ownerId) {
        const mismatch = said(adminText, 'ownerMismatch');
        throw badRequest(mismatch, { ownerid: mismatch });
      }
      const changes = describeChanges(found.profile);
      const result = await inTransaction(async (tx) => {
        const result = await tx.repository.publish(profileId, admin.email);
        if (!result) throw notFound(said(adminText, 'notFound'));
        const details = [
          `Published (was ${statusName(result.before.active)})`,
          changes.length ? `applied the owner's changes to ${changes.map((change) => change.label).join(', ')}` : '',
          result.approvedPhotos
            ? `approved ${result.approvedPhotos} new photo${result.approvedPhotos === 1 ? '' : 's'}`
            : '',
        ].filter(Boolean);
        await tx.repository.record(entry(admin, 'publish', profileId, `${details.join('; ')}.`));
        return result;
      });
      await signals.refresh(profileId);
      // Public for the first time (a profile held back by reports is not public yet: the reports'
      // decision tells the owner when it is shown). A profile the team keeps on its own account
      // tells no one.
      const firstTime = result.before.firstPublishedAt === null && result.after.firstPublishedAt !== null;
      if (firstTime && !isAdmin(found.owner)) {
        await tellOwnerPublished(found.owner, { ...result.before, name: result.after.name }, context);
      }
    },

    /** Drops the owner's waiting edit, keeping the published version. */
    async discardPending(admin: User, profileId: number): Promise<void> {
      const found = await repository.find(profileId);
      if (!found) throw notFound(said(adminText, 'notFound'));
      const changes = describeChanges(found.profile);
      await inTransaction(async (tx) => {
        if (!(await tx.repository.discardPending(profileId, admin.email))) {
          // Deleted since it was read, or nothing waits any more.
          if (!(await tx.repository.find(profileId))) throw notFound(said(adminText, 'notFound'));
          throw httpError(409, said(adminText, 'nothingPending'));
        }
        await tx.repository.record(
          entry(
            admin,
            'discard',
            profileId,
            `Discarded the owner's changes to ${changes.map((change) => change.label).join(', ') || 'nothing'}.`,
          ),
        );
      });
      await signals.refresh(profileId);
    },

    async setLimit(admin: User, userId: number, profileLimit: number): Promise<void> {
      const user = await repository.setLimit(userId, profileLimit);
      if (!user) throw notFound(said(adminText, 'userNotFound'));
      await record(admin, 'limit', null, `Profile limit of ${user.email} set to ${profileLimit}.`, userId);
    },

    /** Lets an account create profiles, or stops it (existing profiles stay as they are). */
    async setCreation(admin: User, userId: number, allowed: boolean): Promise<Said> {
      const user = await repository.setCreation(userId, allowed);
      if (!user) throw notFound(said(adminText, 'userNotFound'));
      await record(
        admin,
        'creation',
        null,
        `${user.email} ${allowed ? 'may create profiles again' : 'may no longer create profiles'}.`,
        userId,
      );
      return said(adminText, allowed ? 'creationAllowed' : 'creationStopped');
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
