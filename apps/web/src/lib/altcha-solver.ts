import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';

/** Solves a proof-of-work challenge and encodes the payload the server checks. */
export async function solve(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 60_000 });
  if (!solution) return '';
  return btoa(JSON.stringify({ challenge, solution }));
}
