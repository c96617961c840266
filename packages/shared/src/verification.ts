import { z } from 'zod';

import { verificationMessages } from './field-messages.ts';
import { RETENTION } from './retention.ts';
import { carried } from './said.ts';
import { VERIFICATION_KINDS } from './verification-kinds.ts';
import { wireString } from './wire.ts';

const verificationErrors = carried(verificationMessages);

export { verificationMessages };

/**
 * Checks a profile can carry without its family handing over a document (README, Verification):
 * its mobile number confirmed by a code, the NIC number's birth date and sex agreeing with the
 * profile (only a keyed hash of the number is kept), and the team comparing a selfie with the photos.
 */
export { VERIFICATION_KINDS, type VerificationKind } from './verification-kinds.ts';

/**
 * A check's latest result: a phone number `sent` a code and then `verified`; a NIC `consistent`
 * or a `mismatch`; a photo check `verified` or `declined` by the team.
 */
export const CHECK_RESULTS = ['sent', 'verified', 'consistent', 'mismatch', 'declined'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/** How far the NIC's birth date may be from the profile's: public decoders differ around leap years. */
export const NIC_DAY_TOLERANCE = 2;
/** NIC checks an account may make in a day: enough for typing errors, too few to try numbers. */
export const NIC_CHECKS_PER_DAY = 10;

/** How long a code sent by SMS works, in minutes. */
export const PHONE_CODE_MINUTES = 10;
/** Codes an hour, to one number and from one account. */
export const PHONE_CODES_PER_HOUR = 3;
/** Accounts one mobile number may be verified on before the team is told (a broker's number). */
export const PHONE_ACCOUNTS_BEFORE_SIGNAL = 3;
/** Wrong tries one code allows. */
export const PHONE_CODE_TRIES = 5;

/**
 * The drawn poses of a photo check: the site picks one at random and the selfie must show it, so a
 * photo taken before (or someone else's) will not do.
 * - palm: an open palm raised beside the face;
 * - thumb: a thumb up beside the face;
 * - ear: a hand covering the ear on the same side;
 * - twofingers: two fingers raised apart beside the cheek.
 * Either hand will do: a phone's front camera shows the picture mirrored.
 */
export const PHOTO_POSES = ['palm', 'thumb', 'ear', 'twofingers'] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];
/** How long a pose waits for its selfie, in minutes: a new one is drawn after. */
export const POSE_MINUTES = 30;
/** Days a selfie waits for the team before it is deleted undecided (the privacy page's table). */
export const SELFIE_KEEP_DAYS = RETENTION.checkPhotoDays;
/** Selfies an account may send in a day. */
export const SELFIES_PER_DAY = 5;
/** Why the team declines a photo check; each is told to the owner in plain words. */
export const PHOTO_DECLINE_REASONS = ['pose', 'unclear', 'different', 'nophotos'] as const;
export type PhotoDeclineReason = (typeof PHOTO_DECLINE_REASONS)[number];

/** POST /api/profilecx/{id}/verify-phone/confirm. */
export const phoneConfirmSchema = z.object({
  code: wireString('Code', { error: verificationErrors.codeFormat })
    .trim()
    .regex(/^\d{6}$/, { error: verificationErrors.codeFormat }),
});
export type PhoneConfirm = z.infer<typeof phoneConfirmSchema>;

/** What a National Identity Card number says about its holder. */
export interface NicFacts {
  /** The number in the 12-digit form, which the old form (9 digits and V or X) maps to. */
  normalised: string;
  /** The birth date it encodes, YYYY-MM-DD. */
  dob: string;
  /** 1 for a man, 2 for a woman (the profile's `sex` codes). */
  sex: 1 | 2;
}

/** Days before each month in the calendar the card numbers use: every year has a 29 February. */
const DAYS_BEFORE = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366];

/**
 * Reads a Sri Lankan NIC number: the old form (9 digits and V or X: year, day, serial) or the new
 * one (12 digits: four-digit year, day, serial). The day of the year counts every February as 29
 * days and adds 500 for a woman. Answers undefined for anything that is not such a number.
 */
export function readNic(input: string): NicFacts | undefined {
  const text = input.replace(/[\s-]/g, '').toUpperCase();
  let year: number;
  let normalised: string;
  const old = /^(\d{2})(\d{3})(\d{4})[VX]$/.exec(text);
  const current = /^((?:19|20)\d{2})(\d{3})(\d{5})$/.exec(text);
  if (old) {
    year = 1900 + Number(old[1]);
    // The card's own rule for the new form: the century in front, a 0 before the serial.
    normalised = `19${old[1]}${old[2]}0${old[3]}`;
  } else if (current) {
    year = Number(current[1]);
    normalised = text;
  } else {
    return undefined;
  }
  const coded = Number(normalised.slice(4, 7));
  const sex = coded > 500 ? 2 : 1;
  const day = sex === 2 ? coded - 500 : coded;
  if (day < 1 || day > 366) return undefined;
  const month = DAYS_BEFORE.findIndex((before) => day <= before);
  const dayOfMonth = day - DAYS_BEFORE[month - 1]!;
  // A 29 February in a year without one is the 1st of March (Date rolls it over).
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return { normalised, dob: date.toISOString().slice(0, 10), sex };
}

/** Whole days between two YYYY-MM-DD dates. */
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/** What the NIC says against what the profile says: the result an owner is told. */
export type NicResult = 'consistent' | 'mismatch';

export interface NicComparison {
  result: NicResult;
  /** The birth date is more than NIC_DAY_TOLERANCE days from the profile's. */
  dobDiffers: boolean;
  sexDiffers: boolean;
}

/** Compares a read NIC with a profile's date of birth and sex code. */
export function compareNic(facts: NicFacts, profile: { dob: string; sex: number }): NicComparison {
  const dobDiffers = daysApart(facts.dob, profile.dob) > NIC_DAY_TOLERANCE;
  const sexDiffers = facts.sex !== profile.sex;
  return { result: dobDiffers || sexDiffers ? 'mismatch' : 'consistent', dobDiffers, sexDiffers };
}

/** PUT /api/profilecx/{id}/nic. */
export const nicBodySchema = z.object({
  nic: wireString('NIC number', { error: verificationErrors.nicRequired })
    .trim()
    .min(1, { error: verificationErrors.nicRequired })
    .max(20, { error: verificationErrors.nicFormat })
    .refine((value) => readNic(value) !== undefined, { error: verificationErrors.nicFormat }),
});
export type NicBody = z.infer<typeof nicBodySchema>;

export const nicAnswerSchema = z.object({
  success: z.literal(true),
  result: z.enum(['consistent', 'mismatch']),
  /** In plain words: what agreed, or what did not. */
  message: z.string(),
});
export type NicAnswer = z.infer<typeof nicAnswerSchema>;

/**
 * GET /api/profilecx/{id}/checks: the owner's view of the profile's checks. A check that no longer
 * holds (the number or the birth date changed since) is `current: false` and gives no badge.
 */
const checkStateSchema = z
  .object({
    result: z.enum(CHECK_RESULTS),
    checkedOn: z.string(),
    current: z.boolean(),
    /** Why the team declined a photo check; null otherwise. */
    reason: z.enum(PHOTO_DECLINE_REASONS).nullable(),
  })
  .nullable();

/**
 * A photo check under way: `posed` while the owner is to send a selfie in `pose` (until
 * `expiresOn`), `waiting` while the team has the selfie (deleted undecided at `expiresOn`).
 */
export const photoCheckStateSchema = z
  .object({ state: z.enum(['posed', 'waiting']), pose: z.enum(PHOTO_POSES), expiresOn: z.string() })
  .nullable();
export type PhotoCheckState = z.infer<typeof photoCheckStateSchema>;
export const profileChecksSchema = z.object({
  phone: checkStateSchema,
  nic: checkStateSchema,
  photo: checkStateSchema,
  /** The code sent last by SMS, while it works: whether the SMS went, or could not be sent. */
  phoneCode: z
    .object({ state: z.enum(['queued', 'sent', 'failed']), to: z.string(), expiresOn: z.string() })
    .nullable(),
  /** The photo check under way, if any. */
  photoCheck: photoCheckStateSchema,
  /** The badges other members see now. */
  verified: z.array(z.enum(VERIFICATION_KINDS)),
});
export type ProfileChecks = z.infer<typeof profileChecksSchema>;

/** POST /api/profilecx/{id}/photo-check: the pose the selfie must show. */
export const poseAnswerSchema = z.object({ pose: z.enum(PHOTO_POSES), expiresOn: z.string() });
export type PoseAnswer = z.infer<typeof poseAnswerSchema>;

/** POST /api/admin/photo-checks/{id}: the team's decision on a selfie; a decline names its reason. */
export const photoDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: verificationErrors.decision }),
    reason: z.enum(PHOTO_DECLINE_REASONS, { error: verificationErrors.reason }).optional(),
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, {
    path: ['reason'],
    error: verificationErrors.reason,
  });
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;

/**
 * GET /api/admin/profile/{id}/checks: the checks as the team sees them, with the selfie waiting
 * (its address answers the team only, and only until it is decided).
 */
export const adminChecksSchema = z.object({
  phone: checkStateSchema,
  nic: checkStateSchema,
  photo: checkStateSchema,
  verified: z.array(z.enum(VERIFICATION_KINDS)),
  selfie: z
    .object({ pose: z.enum(PHOTO_POSES), sentOn: z.string(), deletedOn: z.string(), url: z.string() })
    .nullable(),
});
export type AdminChecks = z.infer<typeof adminChecksSchema>;

/** GET /api/admin/photo-checks: the selfies waiting for the team, oldest first. */
export const photoChecksWaitingSchema = z.object({
  items: z.array(z.object({ profileid: z.number(), name: z.string(), pose: z.enum(PHOTO_POSES), sentOn: z.string() })),
});
export type PhotoChecksWaiting = z.infer<typeof photoChecksWaitingSchema>;
