import crypto from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { asLanguage, pathIn } from '@vivaha/shared/languages';
import { paths } from '@vivaha/shared/routes';
import {
  PHOTO_POSES,
  POSE_MINUTES,
  SELFIE_KEEP_DAYS,
  SELFIES_PER_DAY,
  type PhotoChecksWaiting,
  type PhotoDecision,
  type PhotoPose,
  type PoseAnswer,
} from '@vivaha/shared/verification';

import { httpError, notFound } from '#src/lib/http-errors.ts';
import { workOnSchedule, type Jobs } from '#src/lib/jobs.ts';
import { messages, said, sayIn } from '#src/lib/messages.ts';
import { waitWords, type RateLimiter } from '#src/lib/rate-limit.ts';
import type { User } from '#src/modules/identity/index.ts';
import { mailText as say, type Mailer } from '#src/modules/mail/index.ts';
import { type MediaStorage, removePhotoFiles, selfieFileName, storeSelfie } from '#src/modules/media/index.ts';
import { profileText } from '#src/modules/profiles/index.ts';

import { standsNow } from './badges.ts';
import type { VerificationRepository } from './verification.repository.ts';

export const photoCheckText = messages('photoChecks', {
  noPhotos: 'Please add a photo of the person in the profile first: the team compares the selfie with it.',
  already: 'The team has checked the photos of this profile already.',
  waiting: `Your selfie is with the team. They decide within ${SELFIE_KEEP_DAYS} days, and you will get a mail.`,
  noPose: 'Please start the photo check again: the pose to show is drawn anew each time.',
  sent: `Thank you. The team will compare your selfie with the profile’s photos within ${SELFIE_KEEP_DAYS} days and tell you by mail. The selfie is deleted as soon as they decide, and is never shown to other members.`,
  withdrawn: 'The photo check is cancelled and the selfie deleted.',
  limit: `You can send at most ${SELFIES_PER_DAY} selfies a day. You may send another in {{wait}}.`,
  approved: 'Approved: the profile now shows “Photo checked by the team”. The selfie is deleted.',
  declined: 'Declined, and the owner is told the reason. The selfie is deleted.',
  noSelfie: 'No selfie is waiting for this profile.',
  reasonPose: 'the selfie does not show the pose that was asked for.',
  reasonUnclear: 'the face is not clear enough in the selfie.',
  reasonDifferent: 'the person in the selfie does not look like the person in the profile’s photos.',
  reasonNophotos: 'the profile has no photo the selfie could be compared with.',
} as const);

const reasonKeys = {
  pose: 'reasonPose',
  unclear: 'reasonUnclear',
  different: 'reasonDifferent',
  nophotos: 'reasonNophotos',
} as const;

interface Deps {
  repository: VerificationRepository;
  storage: MediaStorage;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Writes the team's record of a decision. */
  record: (entry: {
    adminId: number;
    adminEmail: string;
    action: string;
    profileId: number;
    details: string;
  }) => Promise<void>;
  siteName: string;
  siteUrl: string;
}

/**
 * The team's photo check (README, Verification): the owner sends a selfie in a pose the site drew
 * at random, the team compares it with the profile's photos and approves or declines with a
 * reason, and the selfie is deleted as soon as it is decided, or undecided after SELFIE_KEEP_DAYS.
 * Nobody but the team ever sees a selfie.
 */
export function createPhotoChecks({ repository, storage, limiter, mailer, record, siteName, siteUrl }: Deps) {
  async function owned(id: number, ownerId: number) {
    const profile = await repository.ownedProfile(id, ownerId);
    if (!profile) throw notFound(said(profileText, 'notFound'));
    return profile;
  }

  /**
   * Refuses a new check while the badge stands, or while a selfie is with the team; answers the
   * check under way (a pose drawn), if any.
   */
  async function mayStart(id: number, profile: Awaited<ReturnType<typeof owned>>) {
    if (!profile.lastPhotoAt) throw httpError(409, said(photoCheckText, 'noPhotos'));
    const current = (await repository.checks(id)).find((check) => check.kind === 'photo');
    if (current && standsNow(current, profile)) throw httpError(409, said(photoCheckText, 'already'));
    const underWay = await repository.photoCheck(id);
    if (underWay?.selfieKey) throw httpError(409, said(photoCheckText, 'waiting'));
    return underWay;
  }

  const days = (n: number) => new Date(Date.now() + n * 86_400_000);

  return {
    /** Draws the pose the selfie must show, at random (another than the one before, if any). */
    async drawPose(id: number, ownerId: number): Promise<PoseAnswer> {
      const profile = await owned(id, ownerId);
      const before = (await mayStart(id, profile))?.pose;
      const choices = PHOTO_POSES.filter((pose) => pose !== before);
      const pose = choices[crypto.randomInt(choices.length)]!;
      const expiresAt = new Date(Date.now() + POSE_MINUTES * 60_000);
      if (!(await repository.drawPose(id, pose, expiresAt))) throw httpError(409, said(photoCheckText, 'waiting'));
      return { pose, expiresOn: expiresAt.toISOString() };
    },

    /** Keeps the selfie for the team, re-encoded like a photo, until decided or SELFIE_KEEP_DAYS. */
    async sendSelfie(id: number, ownerId: number, upload: Buffer) {
      const profile = await owned(id, ownerId);
      const posed = await mayStart(id, profile);
      if (!posed || posed.expiresAt <= new Date()) throw httpError(409, said(photoCheckText, 'noPose'));
      // Every selfie counts, kept or not: decoding is the costly part, and it comes next.
      await limiter.consumeRolling({
        key: `selfie:${ownerId}`,
        max: SELFIES_PER_DAY,
        windowSeconds: 86_400,
        message: (wait) => said(photoCheckText, 'limit', { wait: waitWords(wait) }),
      });
      const key = await storeSelfie(storage, upload);
      if (!(await repository.saveSelfie(id, key, days(SELFIE_KEEP_DAYS)))) {
        await removePhotoFiles(storage, key);
        throw httpError(409, said(photoCheckText, 'noPose'));
      }
      return { success: true as const, message: said(photoCheckText, 'sent') };
    },

    /** The owner cancels the check: the pose and any selfie go at once. */
    async withdraw(id: number, ownerId: number) {
      await owned(id, ownerId);
      const taken = await repository.takeSelfie(id);
      if (taken?.selfieKey) await removePhotoFiles(storage, taken.selfieKey);
      return { success: true as const, message: said(photoCheckText, 'withdrawn') };
    },

    /** The selfies waiting for the team, oldest first. */
    async waiting(): Promise<PhotoChecksWaiting> {
      const rows = await repository.waitingSelfies();
      return {
        items: rows.map((row) => ({
          profileid: row.profileid,
          name: row.name,
          pose: row.pose as PhotoPose,
          sentOn: (row.sentAt ?? new Date()).toISOString(),
        })),
      };
    },

    /** The bytes of the selfie waiting for a profile, for the team only; undefined when none. */
    async selfie(id: number): Promise<Buffer | undefined> {
      const check = await repository.photoCheck(id);
      return check?.selfieKey ? storage.get(selfieFileName(check.selfieKey)) : undefined;
    },

    /**
     * The team's decision: the selfie leaves the table at once (two of the team deciding together
     * decide once), its file goes, the result is kept, and the owner is told by mail.
     */
    async decide(admin: User, id: number, { decision, reason }: PhotoDecision) {
      const profile = await repository.profile(id);
      if (!profile) throw notFound(said(profileText, 'notFound'));
      const taken = await repository.takeSelfie(id, { sentOnly: true });
      if (!taken?.selfieKey) throw notFound(said(photoCheckText, 'noSelfie'));
      await removePhotoFiles(storage, taken.selfieKey);
      const approved = decision === 'approve';
      await repository.record(id, 'photo', {
        result: approved ? 'verified' : 'declined',
        subject: approved ? null : (reason ?? null),
      });
      await record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: approved ? 'photo-approve' : 'photo-decline',
        profileId: id,
        details: approved
          ? 'Photo check approved; selfie deleted.'
          : `Photo check declined (${reason}); selfie deleted.`,
      });

      const language = asLanguage(profile.ownerLanguage);
      const words = { name: profile.name, id, site: siteName };
      const why = reason ? sayIn(language)(said(photoCheckText, reasonKeys[reason])) : '';
      await mailer.send({
        to: profile.ownerEmail,
        subject: say(language, 'photoChecked.subject', words),
        text: [
          approved
            ? say(language, 'photoChecked.approved', words)
            : say(language, 'photoChecked.declined', { ...words, reason: why }),
          ...(approved
            ? []
            : [
                say(language, 'photoChecked.again', {
                  url: `${siteUrl}${pathIn(language, paths.profileOwner.replace(':id', String(id)))}`,
                }),
              ]),
          say(language, 'photoChecked.deleted'),
        ].join('\n\n'),
      });
      return { success: true as const, message: said(photoCheckText, approved ? 'approved' : 'declined') };
    },

    /** Deletes the checks past their time and their selfies (hourly, once across the servers). */
    async expire(): Promise<number> {
      const { checks, selfies } = await repository.expirePhotoChecks();
      await Promise.all(selfies.map((key) => removePhotoFiles(storage, key)));
      return checks;
    },
  };
}

export type PhotoChecks = ReturnType<typeof createPhotoChecks>;

/** The pg-boss queue of the photo checks' expiry. */
export const PHOTO_CHECK_JOBS = 'photo-check-expiry';
const HOURLY = '17 * * * *';

/**
 * Deletes the photo checks past their time every hour, once across all the servers (a pg-boss
 * schedule), so an undecided selfie is gone within an hour of its SELFIE_KEEP_DAYS. Answers the
 * service, so tests can run `expire` themselves.
 */
export async function schedulePhotoCheckExpiry({
  jobs,
  photoChecks,
  log,
  background,
}: {
  jobs: Jobs;
  photoChecks: PhotoChecks;
  log: FastifyBaseLogger;
  background: boolean;
}): Promise<PhotoChecks> {
  if (background) {
    const queue = { retryLimit: 2, retryDelay: 300, expireInSeconds: 10 * 60 };
    await workOnSchedule(jobs, PHOTO_CHECK_JOBS, HOURLY, queue, async () => {
      const gone = await photoChecks.expire();
      if (gone) log.info({ checks: gone }, 'photo checks past their time deleted');
    });
  }
  return photoChecks;
}
