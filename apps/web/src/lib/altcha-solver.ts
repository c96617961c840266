import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { Challenge, DeriveKeyFunction } from 'altcha-lib/types';

/** The key derivation a challenge names: PBKDF2 or plain SHA, as the server chose. */
const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  (parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)(parameters, salt, password);

/** Solves a proof-of-work challenge and encodes the payload the server checks. */
export async function solve(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 60_000 });
  if (!solution) return '';
  return btoa(JSON.stringify({ challenge, solution }));
}
