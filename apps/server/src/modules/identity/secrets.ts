import crypto from 'node:crypto';

import argon2 from 'argon2';
import { jwtVerify, SignJWT } from 'jose';

import { AUTH_COOKIE_DAYS } from '@vivaha/shared/constants';

/**
 * OWASP's argon2id setting (19 MiB, 2 passes, 1 lane): about 35 ms a check on a 2-core server,
 * slow for a guesser, quick for a person.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash that matches no password, checked when an address is unknown so both cases take as long. */
let decoyHash: Promise<string> | undefined;
export const decoy = () => (decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** Six digits, evenly drawn. */
export const newCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Codes and link tokens are stored only as keyed hashes: a copy of the database does not reveal them. */
export function keyedHash(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export interface TokenClaims {
  userId: number;
  version: number;
  /** The session (a row in `sessions`) the token belongs to; logging out deletes it. */
  sessionId: string;
}

/** A new session's id: 32 random bytes. */
export const newSessionId = () => crypto.randomBytes(32).toString('base64url');

/** Signs and checks the bearer tokens: the user's id, token version and session, valid for 7 days. */
export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, version, sessionId }: TokenClaims) =>
      new SignJWT({ ver: version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${AUTH_COOKIE_DAYS}d`)
        .sign(key),

    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { ver: version, sid: sessionId } = payload;
        if (!Number.isInteger(userId) || typeof version !== 'number') return undefined;
        if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 64) return undefined;
        return { userId, version, sessionId };
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
