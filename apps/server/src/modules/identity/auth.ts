import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';

import { AUTH_COOKIE_NAME } from '@vivaha/shared/constants';

import { forbidden, unauthorized } from '#src/lib/http-errors.ts';
import { said } from '#src/lib/messages.ts';
import { isAdmin } from '#src/modules/access/index.ts';

import type { User } from './identity.repository.ts';
import { identityText, type IdentityService } from './identity.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `optionalUser` or `requireUser`. */
    user: User | null;
  }
}

/** The bearer token of a request, if it sends one. */
export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** The session's cookie, which the web app keeps beside its token (lib/session.ts in the web app). */
const cookieToken = (request: FastifyRequest) => {
  const header = request.headers.cookie;
  return (header && parseCookie(header)[AUTH_COOKIE_NAME]) || undefined;
};

/**
 * Auth hooks for route subtrees (STYLE.md): `optionalUser` reads a token when one is sent,
 * `requireUser` answers 401 without a good one, `requireAdmin` 403 for a member.
 */
export function createAuthHooks(app: FastifyInstance, identity: IdentityService) {
  app.decorateRequest('user', null);

  const optionalUser: preHandlerHookHandler = async (request) => {
    const token = bearerToken(request);
    request.user = token ? ((await identity.authenticate(token)) ?? null) : null;
  };

  const requireUser: preHandlerHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(said(identityText, 'logInFirst'));
    const user = await identity.authenticate(token);
    if (!user) throw unauthorized(said(identityText, 'sessionEnded'));
    request.user = user;
  };

  const requireAdmin: preHandlerHookHandler = async (request, reply) => {
    await requireUser.call(app, request, reply, () => {});
    if (!isAdmin(request.user)) throw forbidden(said(identityText, 'adminOnly'));
  };

  /**
   * The signed-in user behind a read the browser makes by itself (a photo in an <img>), which
   * carries the session's cookie but no bearer token: the token when sent, else the cookie, or
   * null. Only for reads that change nothing, so a cookie never stands for a member's decision.
   */
  const browserUser = async (request: FastifyRequest): Promise<User | null> => {
    const token = bearerToken(request) ?? cookieToken(request);
    return token ? ((await identity.authenticate(token)) ?? null) : null;
  };

  return { optionalUser, requireUser, requireAdmin, browserUser };
}

export type AuthHooks = ReturnType<typeof createAuthHooks>;

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized(said(identityText, 'logInAgain'));
  return request.user;
}
