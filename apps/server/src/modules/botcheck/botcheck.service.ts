import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify as verifyAltcha } from 'altcha-lib/frameworks/shared';
import type { Challenge } from 'altcha-lib/types';

import { validationMessages } from '@vivaha/shared/messages';

import type { BotCheckRepository } from './botcheck.repository.ts';

export type BotCheckProvider = 'altcha' | 'recaptcha' | 'none';

export type BotCheckResult = { ok: true } | { ok: false; message: string };

export interface BotCheck {
  provider: BotCheckProvider;
  /** A fresh proof-of-work challenge (altcha only). */
  createChallenge(): Promise<Challenge>;
  verify(token: string | undefined, clientIp: string): Promise<BotCheckResult>;
}

interface Options {
  provider: BotCheckProvider;
  hmacSecret: string;
  recaptchaSecret?: string;
  repository: BotCheckRepository;
  fetch?: typeof fetch;
}

/** Work the browser does for one altcha challenge: SHA-256 over a counter in this range. */
const ALTCHA_COUNTER = { min: 2_000, max: 12_000 } as const;
const ALTCHA_TTL_MS = 10 * 60_000;
/** reCAPTCHA v3 scores below this are taken for a bot. */
const RECAPTCHA_MIN_SCORE = 0.5;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const missing: BotCheckResult = { ok: false, message: validationMessages.captchaRequired };
const failed: BotCheckResult = { ok: false, message: validationMessages.captchaInvalid };

export function createBotCheck(options: Options): BotCheck {
  const { provider, repository } = options;
  const keySecret = `${options.hmacSecret}:key`;

  async function verifyAltchaToken(token: string): Promise<BotCheckResult> {
    const store = {
      get: async () => undefined,
      set: async () => {},
      setIfAbsent: (id: string) => repository.markUsed(id, new Date(Date.now() + ALTCHA_TTL_MS)),
    };
    const result = await verifyAltcha(token, deriveKey, options.hmacSecret, keySecret, store);
    if (Math.random() < 0.02) await repository.deleteExpired();
    return result.error ? failed : { ok: true };
  }

  async function verifyRecaptchaToken(token: string, clientIp: string): Promise<BotCheckResult> {
    const body = new URLSearchParams({ secret: options.recaptchaSecret ?? '', response: token, remoteip: clientIp });
    try {
      const response = await (options.fetch ?? fetch)(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      const answer = (await response.json()) as { success?: boolean; score?: number; action?: string };
      const passed =
        answer.success === true && (answer.score ?? 0) >= RECAPTCHA_MIN_SCORE && answer.action === 'submit';
      return passed ? { ok: true } : failed;
    } catch {
      return failed;
    }
  }

  return {
    provider,
    createChallenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(ALTCHA_COUNTER.max, ALTCHA_COUNTER.min),
        deriveKey,
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
