import { identity, ignoredAnswer } from '@/lib/http';

/** How long Logout waits for the server before it signs out on this device anyway. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * POST /identity/logout: ends this token's session on the server, so a copy of the token stops
 * working. It answers success even for a session that has already ended.
 */
export const logout = () =>
  identity('logout', ignoredAnswer, { method: 'POST', body: {}, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
