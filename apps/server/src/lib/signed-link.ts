import crypto from 'node:crypto';

/**
 * The token of a link in a mail that works without signing in (stop these mails): a record's id
 * and an HMAC of what the link is for, so it cannot be made for another record. `purpose` names
 * the link and the record, e.g. `unsubscribe:42`.
 */
export const signedToken = (secret: string, id: number, purpose: string): string =>
  `${id}.${crypto.createHmac('sha256', secret).update(purpose).digest('base64url').slice(0, 32)}`;

/** The id a token names, when the token is one `signedToken` made for `purposeOf(id)`. */
export function signedId(secret: string, token: string, purposeOf: (id: number) => string | undefined) {
  const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const purpose = purposeOf(id);
  if (purpose === undefined) return undefined;
  const expected = Buffer.from(signedToken(secret, id, purpose));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : undefined;
}
