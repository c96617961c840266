import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify';

import { httpError } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

import type { BotCheck } from './botcheck.service.ts';

export const botCheckText = messages('botcheck', {
  noChallenge: 'This site does not use a proof-of-work check.',
});

/** GET /api/botcheck/challenge: a proof-of-work challenge for the altcha provider. */
export const botCheckRoutes: FastifyPluginAsync<{ botCheck: BotCheck }> = async (app, { botCheck }) => {
  app.get('/botcheck/challenge', async (_request, reply) => {
    if (botCheck.provider !== 'altcha') throw httpError(404, said(botCheckText, 'noChallenge'));
    reply.header('cache-control', 'no-store');
    return botCheck.createChallenge();
  });
};

/** How soon to try again when the verifier is down. */
const VERIFIER_RETRY_SECONDS = 30;

/**
 * A preHandler that lets the request through only with a valid `captchaToken` in its body. A
 * verifier that cannot be asked is 503 with Retry-After, not a refusal of the client.
 */
export function requireBotCheck(botCheck: BotCheck): preHandlerHookHandler {
  return async (request) => {
    const body = request.body as { captchaToken?: unknown } | undefined;
    const token = typeof body?.captchaToken === 'string' ? body.captchaToken : undefined;
    const result = await botCheck.verify(token, request.ip);
    if (result.ok) return;
    if (result.unavailable) {
      throw httpError(503, result.message, undefined, { 'retry-after': String(VERIFIER_RETRY_SECONDS) });
    }
    throw httpError(400, result.message, { captchaToken: result.message });
  };
}
