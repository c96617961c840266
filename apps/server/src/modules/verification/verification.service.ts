import crypto from 'node:crypto';

import { API_BASE } from '@vivaha/shared/constants';
import type { Language } from '@vivaha/shared/languages';
import {
  compareNic,
  NIC_CHECKS_PER_DAY,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODES_PER_HOUR,
  readNic,
  VERIFICATION_KINDS,
  type AdminChecks,
  type CheckResult,
  type NicAnswer,
  type PhotoDeclineReason,
  type PhotoPose,
  type ProfileChecks,
  type VerificationKind,
} from '@vivaha/shared/verification';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, sayIn, type Said } from '#src/lib/messages.ts';
import { waitWords, type RateLimiter } from '#src/lib/rate-limit.ts';
import { profileText } from '#src/modules/profiles/index.ts';

import { standsNow, type CheckedProfile, type CheckRow } from './badges.ts';
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
  phoneMissing: 'This profile has no mobile number. Please add one to the profile first.',
  phoneAlready: 'This mobile number is verified already.',
  phoneSending: `We are sending a 6-digit code by SMS to {{number}}. It works for ${PHONE_CODE_MINUTES} minutes.`,
  phoneLimit: `You can ask for at most ${PHONE_CODES_PER_HOUR} codes an hour. You may ask again in {{wait}}.`,
  codeExpired: 'This code no longer works. Please ask for a new one.',
  codeWrong: 'That code is not right. Please check the SMS and try again.',
  codeNumberChanged: 'The mobile number changed after the code was sent. Please ask for a new code.',
  phoneVerified: 'Thank you: the mobile number is verified, and the badge “Phone verified” now shows on the profile.',
  smsCode: `{{code}} is your {{site}} code to verify this mobile number. It works for ${PHONE_CODE_MINUTES} minutes. Do not share it.`,
  nicLimit: `You can check at most ${NIC_CHECKS_PER_DAY} NIC numbers a day. You may check again in {{wait}}.`,
} as const);

interface Deps {
  repository: VerificationRepository;
  limiter: RateLimiter;
  /** The key of the NIC numbers' hashes (derived from the site's secret). */
  nicSecret: string;
  /** The key of the codes' hashes. */
  codeSecret: string;
  /** Queues one SMS; `ref` comes back to `phoneCodeOutcome`. */
  sendSms: (sms: { to: string; text: string; ref: string }) => Promise<void>;
  siteName: string;
}

/** Each check's latest result, whether it holds now, and the badges it gives. */
function statesOf(rows: Array<CheckRow & { checkedAt: Date }>, profile: CheckedProfile) {
  const state = (kind: VerificationKind) => {
    const row = rows.find((check) => check.kind === kind);
    if (!row) return null;
    return {
      result: row.result as CheckResult,
      checkedOn: row.checkedAt.toISOString(),
      current: standsNow(row, profile),
      reason: kind === 'photo' && row.result === 'declined' ? (row.subject as PhotoDeclineReason | null) : null,
    };
  };
  return {
    phone: state('phone'),
    nic: state('nic'),
    photo: state('photo'),
    verified: VERIFICATION_KINDS.filter((kind) => state(kind)?.current),
  };
}

/** The digits of a number: how limits and comparisons see it, whatever its spaces. */
const digitsOf = (number: string) => number.replace(/\D/g, '');

/** A profile's checks, for its owner (README, Verification). */
export function createVerificationService({ repository, limiter, nicSecret, codeSecret, sendSms, siteName }: Deps) {
  async function owned(id: number, ownerId: number) {
    const profile = await repository.ownedProfile(id, ownerId);
    if (!profile) throw notFound(said(profileText, 'notFound'));
    return profile;
  }

  /** The NIC's keyed hash: the same number gives the same hash, and the number cannot be read back. */
  const nicHash = (normalised: string) => crypto.createHmac('sha256', nicSecret).update(normalised).digest('hex');

  const codeHash = (profileId: number, mobile: string, code: string) =>
    crypto
      .createHmac('sha256', codeSecret)
      .update(`${profileId}:${digitsOf(mobile)}:${code}`)
      .digest('hex');
  const sameHash = (a: string, b: string) => crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const codeError = (key: 'codeExpired' | 'codeNumberChanged' | 'codeWrong') =>
    badRequest(said(verificationText, key), { code: said(verificationText, key) });

  return {
    /**
     * Sends a 6-digit code by SMS to the profile's mobile number (the reviewed one), through the
     * queue. The code is kept only as a keyed hash, for PHONE_CODE_MINUTES and PHONE_CODE_TRIES.
     */
    async sendPhoneCode(id: number, ownerId: number, language: Language) {
      const profile = await owned(id, ownerId);
      const mobile = profile.mobile.trim();
      if (!digitsOf(mobile))
        throw badRequest(said(verificationText, 'phoneMissing'), { mobile: said(verificationText, 'phoneMissing') });
      const current = (await repository.checks(id)).find((check) => check.kind === 'phone');
      if (current && standsNow(current, profile)) throw httpError(409, said(verificationText, 'phoneAlready'));
      const message = (retryAfter: number) => said(verificationText, 'phoneLimit', { wait: waitWords(retryAfter) });
      await limiter.consume(
        { key: `phone-code:user:${ownerId}`, max: PHONE_CODES_PER_HOUR, windowSeconds: 3600, message },
        { key: `phone-code:number:${digitsOf(mobile)}`, max: PHONE_CODES_PER_HOUR, windowSeconds: 3600, message },
      );
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const hash = codeHash(id, mobile, code);
      await repository.savePhoneCode(id, {
        mobile,
        codeHash: hash,
        expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000),
      });
      const text = sayIn(language)(said(verificationText, 'smsCode', { code, site: siteName }));
      await sendSms({ to: mobile, text, ref: `${id}:${hash}` });
      return { success: true as const, message: said(verificationText, 'phoneSending', { number: mobile }) };
    },

    /** The queue's word on a code's SMS. */
    async phoneCodeOutcome(ref: string, outcome: 'sent' | 'failed') {
      const [id, hash] = ref.split(':');
      if (id && hash) await repository.setPhoneCodeState(Number(id), hash, outcome);
    },

    /** Takes the code from the SMS: right, the number is verified while it stays the profile's. */
    async confirmPhone(id: number, ownerId: number, code: string) {
      const profile = await owned(id, ownerId);
      const sent = await repository.spendTry(id, PHONE_CODE_TRIES);
      if (!sent) throw codeError('codeExpired');
      if (digitsOf(sent.mobile) !== digitsOf(profile.mobile)) throw codeError('codeNumberChanged');
      if (!sameHash(sent.codeHash, codeHash(id, sent.mobile, code))) throw codeError('codeWrong');
      await repository.deletePhoneCode(id);
      await repository.record(id, 'phone', { result: 'verified', subject: profile.mobile });
      return { success: true as const, message: said(verificationText, 'phoneVerified') };
    },

    /**
     * Compares a NIC number with the profile's date of birth and gender and keeps only the result
     * and the number's keyed hash. The number is in a form the schema checked (`readNic`).
     */
    async checkNic(id: number, ownerId: number, nic: string): Promise<Omit<NicAnswer, 'message'> & { message: Said }> {
      const profile = await owned(id, ownerId);
      await limiter.consume({
        key: `nic:user:${ownerId}`,
        max: NIC_CHECKS_PER_DAY,
        windowSeconds: 86_400,
        message: (retryAfter) => said(verificationText, 'nicLimit', { wait: waitWords(retryAfter) }),
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
          ? said(verificationText, 'nicConsistent')
          : dobDiffers && sexDiffers
            ? said(verificationText, 'nicMismatchBoth', values)
            : dobDiffers
              ? said(verificationText, 'nicMismatchDob', values)
              : said(verificationText, 'nicMismatchSex');
      return { success: true, result, message };
    },

    /** The profile's checks as its owner sees them: each one's latest result, and the badges now. */
    async checks(id: number, ownerId: number): Promise<ProfileChecks> {
      const profile = await owned(id, ownerId);
      const states = statesOf(await repository.checks(id), profile);
      const sent = await repository.phoneCode(id);
      const phoneCode =
        sent && sent.expiresAt > new Date() && sent.tries < PHONE_CODE_TRIES
          ? {
              state: sent.state as 'queued' | 'sent' | 'failed',
              to: sent.mobile,
              expiresOn: sent.expiresAt.toISOString(),
            }
          : null;
      const check = await repository.photoCheck(id);
      const photoCheck =
        check && check.expiresAt > new Date()
          ? {
              state: check.selfieKey ? ('waiting' as const) : ('posed' as const),
              pose: check.pose as PhotoPose,
              expiresOn: check.expiresAt.toISOString(),
            }
          : null;
      return { ...states, phoneCode, photoCheck };
    },

    /** The checks as the team sees them, with the selfie waiting for their decision, if any. */
    async teamChecks(id: number): Promise<AdminChecks> {
      const profile = await repository.profile(id);
      if (!profile) throw notFound(said(profileText, 'notFound'));
      const states = statesOf(await repository.checks(id), profile);
      const check = await repository.photoCheck(id);
      const selfie =
        check?.selfieKey && check.sentAt
          ? {
              pose: check.pose as PhotoPose,
              sentOn: check.sentAt.toISOString(),
              deletedOn: check.expiresAt.toISOString(),
              // The key's end tells one selfie's address from the next one's, for the browser's cache.
              url: `${API_BASE}/admin/photo-checks/${id}/selfie?k=${check.selfieKey.slice(-8)}`,
            }
          : null;
      return { ...states, selfie };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
