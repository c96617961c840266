import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { verify as verifyAltcha } from 'altcha-lib/frameworks/shared';
import type { Challenge, DeriveKeyFunction } from 'altcha-lib/types';

import { validationMessages } from '@vivaha/shared/messages';

import { said, type Said } from '#src/lib/messages.ts';

import type { BotCheckRepository } from './botcheck.repository.ts';

export type BotCheckProvider = 'altcha' | 'recaptcha' | 'none';

/** `unavailable`: the verifier could not be asked, so nothing is known about the client. */
export type BotCheckResult = { ok: true } | { ok: false; message: Said; unavailable?: true };

export interface BotCheck {
  provider: BotCheckProvider;
  /** A fresh proof-of-work challenge (altcha only). */
  createChallenge(): Promise<Challenge>;
  verify(token: string | undefined, clientIp: string): Promise<BotCheckResult>;
}

/**
 * The work one altcha challenge asks of the browser: the key derivation `algorithm` at `cost`,
 * tried for each counter from 0 up to a secret one drawn from [counterMin, counterMax].
 */
export interface AltchaWork {
  algorithm: 'SHA-256' | 'PBKDF2/SHA-256';
  cost: number;
  counterMin: number;
  counterMax: number;
}

/**
 * About one second of solving on a mid-range phone, measured with the web app's own solver in
 * Chromium at 4x CPU throttling (docs/decisions/003-bot-check.md; scripts/botcheck-cost.ts).
 */
export const ALTCHA_WORK: AltchaWork = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 2_000,
  counterMin: 500,
  counterMax: 1_500,
};

interface Options {
  provider: BotCheckProvider;
  hmacSecret: string;
  recaptchaSecret?: string;
  repository: BotCheckRepository;
  fetch?: typeof fetch;
  /** The altcha work; ALTCHA_WORK unless a caller (the tests) asks for less. */
  work?: AltchaWork;
}

/** Derives a key for either algorithm a challenge of ours may name (server and tests). */
export const altchaDeriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  (parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)(parameters, salt, password);

const ALTCHA_TTL_MS = 10 * 60_000;
/** reCAPTCHA v3 scores below this are taken for a bot. */
const RECAPTCHA_MIN_SCORE = 0.5;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const missing: BotCheckResult = { ok: false, message: said(validationMessages, 'captchaRequired') };
const failed: BotCheckResult = { ok: false, message: said(validationMessages, 'captchaInvalid') };
const unavailable: BotCheckResult = {
  ok: false,
  message: said(validationMessages, 'captchaUnavailable'),
  unavailable: true,
};

export function createBotCheck(options: Options): BotCheck {
  const { provider, repository, work = ALTCHA_WORK } = options;
  const keySecret = `${options.hmacSecret}:key`;

  async function verifyAltchaToken(token: string): Promise<BotCheckResult> {
    const store = {
      get: async () => undefined,
      set: async () => {},
      setIfAbsent: (id: string) => repository.markUsed(id, new Date(Date.now() + ALTCHA_TTL_MS)),
    };
    const result = await verifyAltcha(token, altchaDeriveKey, options.hmacSecret, keySecret, store);
    if (Math.random() < 0.02) await repository.deleteExpired();
    return result.error ? failed : { ok: true };
  }

  async function verifyRecaptchaToken(token: string, clientIp: string): Promise<BotCheckResult> {
    const body = new URLSearchParams({ secret: options.recaptchaSecret ?? '', response: token, remoteip: clientIp });
    let answer: { success?: unknown; score?: unknown; action?: unknown };
    try {
      const response = await (options.fetch ?? fetch)(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return unavailable;
      answer = (await response.json()) as typeof answer;
    } catch {
      // Not reached, too slow, or not JSON: the verifier is down, which says nothing about the client.
      return unavailable;
    }
    const score = typeof answer?.score === 'number' ? answer.score : 0;
    const passed = answer?.success === true && score >= RECAPTCHA_MIN_SCORE && answer.action === 'submit';
    return passed ? { ok: true } : failed;
  }

  return {
    provider,
    createChallenge: () =>
      createChallenge({
        algorithm: work.algorithm,
        cost: work.cost,
        counter: randomInt(work.counterMax, work.counterMin),
        deriveKey: altchaDeriveKey,
        expiresAt: new Date(Date.now() + ALTCHA_TTL_MS),
        hmacSignatureSecret: options.hmacSecret,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(token, clientIp) {
      if (provider === 'none') return { ok: true };
      if (!token) return missing;
      return provider === 'altcha' ? verifyAltchaToken(token) : verifyRecaptchaToken(token, clientIp);
    },
  };
}
