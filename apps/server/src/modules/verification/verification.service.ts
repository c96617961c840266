import crypto from 'node:crypto';

import {
  compareNic,
  NIC_CHECKS_PER_DAY,
  readNic,
  VERIFICATION_KINDS,
  type CheckResult,
  type NicAnswer,
  type ProfileChecks,
} from '@vivaha/shared/verification';

import { notFound } from '#src/lib/http-errors.ts';
import { fill, messages } from '#src/lib/messages.ts';
import { waitWords, type RateLimiter } from '#src/lib/rate-limit.ts';
import { profileText } from '#src/modules/profiles/profiles.service.ts';

import { standsNow } from './badges.ts';
import type { VerificationRepository } from './verification.repository.ts';

export const verificationText = messages('verification', {
  nicConsistent:
    'The NIC number agrees with this profile’s date of birth and gender: the badge “NIC checked” now shows on it. The number itself is not kept.',
  nicMismatchDob:
    'The NIC number gives a date of birth of {{nicDob}}, but this profile says {{dob}}. Nothing is shown to other members; please check the number.',
  nicMismatchSex:
    'The NIC number is of the other gender than this profile (a woman’s number adds 500 to the day of birth). Nothing is shown to other members; please check the number.',
  nicMismatchBoth:
    'The NIC number gives a date of birth of {{nicDob}} and the other gender, but this profile says {{dob}}. Nothing is shown to other members; please check the number.',
  nicLimit: `You can check at most ${NIC_CHECKS_PER_DAY} NIC numbers a day. You may check again in {{wait}}.`,
} as const);

interface Deps {
  repository: VerificationRepository;
  limiter: RateLimiter;
  /** The key of the NIC numbers' hashes (derived from the site's secret). */
  nicSecret: string;
}

/** A profile's checks, for its owner (README, Verification). */
export function createVerificationService({ repository, limiter, nicSecret }: Deps) {
  async function owned(id: number, ownerId: number) {
    const profile = await repository.ownedProfile(id, ownerId);
    if (!profile) throw notFound(profileText.notFound);
    return profile;
  }

  /** The NIC's keyed hash: the same number gives the same hash, and the number cannot be read back. */
  const nicHash = (normalised: string) => crypto.createHmac('sha256', nicSecret).update(normalised).digest('hex');

  return {
    /**
     * Compares a NIC number with the profile's date of birth and gender and keeps only the result
     * and the number's keyed hash. The number is in a form the schema checked (`readNic`).
     */
    async checkNic(id: number, ownerId: number, nic: string): Promise<NicAnswer> {
      const profile = await owned(id, ownerId);
      await limiter.consume({
        key: `nic:user:${ownerId}`,
        max: NIC_CHECKS_PER_DAY,
        windowSeconds: 86_400,
        message: (retryAfter) => fill(verificationText.nicLimit, { wait: waitWords(retryAfter) }),
      });
      const facts = readNic(nic);
      if (!facts) throw new Error('checkNic: a NIC number the schema let through cannot be read');
      const { result, dobDiffers, sexDiffers } = compareNic(facts, profile);
      await repository.record(id, 'nic', {
        result,
        subject: nicHash(facts.normalised),
        dob: profile.dob,
        sex: profile.sex,
      });
      const values = { nicDob: facts.dob, dob: profile.dob };
      const message =
        result === 'consistent'
          ? verificationText.nicConsistent
          : dobDiffers && sexDiffers
            ? fill(verificationText.nicMismatchBoth, values)
            : dobDiffers
              ? fill(verificationText.nicMismatchDob, values)
              : verificationText.nicMismatchSex;
      return { success: true, result, message };
    },

    /** The profile's checks as its owner sees them: each one's latest result, and the badges now. */
    async checks(id: number, ownerId: number): Promise<ProfileChecks> {
      const profile = await owned(id, ownerId);
      const rows = await repository.checks(id);
      const state = (kind: (typeof VERIFICATION_KINDS)[number]) => {
        const row = rows.find((check) => check.kind === kind);
        if (!row) return null;
        return {
          result: row.result as CheckResult,
          checkedOn: row.checkedAt.toISOString(),
          current: standsNow(row, profile),
        };
      };
      return {
        phone: state('phone'),
        nic: state('nic'),
        photo: state('photo'),
        verified: VERIFICATION_KINDS.filter((kind) => state(kind)?.current),
      };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
