import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { Challenge, ChallengeParameters, DeriveKeyFunction } from 'altcha-lib/types';

import type { AnswerSchema } from './http';

/** The key derivation a challenge names: PBKDF2 or plain SHA, as the server chose. */
const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  (parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)(parameters, salt, password);

const textFields = ['algorithm', 'nonce', 'salt', 'keyPrefix'] as const;
const numberFields = ['cost', 'keyLength'] as const;

/** Reads GET /api/botcheck/challenge: a challenge with every parameter the solver needs. */
export const challengeAnswer: AnswerSchema<Challenge> = {
  parse(value) {
    const parameters = (value as { parameters?: Partial<Record<keyof ChallengeParameters, unknown>> } | null)
      ?.parameters;
    const complete =
      parameters &&
      textFields.every((field) => typeof parameters[field] === 'string') &&
      numberFields.every((field) => typeof parameters[field] === 'number');
    if (!complete) throw new TypeError('The bot check challenge is incomplete.');
    return value as Challenge;
  },
};

/** Solves a proof-of-work challenge and encodes the payload the server checks. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) return '';
  return btoa(JSON.stringify({ challenge, solution }));
}
