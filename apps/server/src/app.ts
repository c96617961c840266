import crypto from 'node:crypto';

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { isSaid, type Said } from '@vivaha/shared/said';

import { requestLanguage } from '#src/lib/language.ts';
import { MESSAGE_FIELDS } from '#src/lib/message-fields.ts';
import { sayIn } from '#src/lib/messages.ts';
import type { ApiTypeProvider } from '#src/lib/type-provider.ts';

import type { AppDeps } from './app-options.ts';
import { modules } from './modules.ts';
import { core } from './plugins/core.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/errors.ts';
import { registerHostCheck } from './plugins/host-check.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { trustedProxies } from './plugins/proxy.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

export type { AppDeps } from './app-options.ts';

/** Up to 64 characters that cannot break a log line or a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Builds the whole server as one Fastify instance; it does not listen. The framework's settings
 * and the hooks every answer passes are here; what stands under the modules is the core plugin
 * (plugins/core.ts), and the modules register themselves (modules.ts).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Refusals made before any route or hook (a malformed address, unreadable HTTP) in the site's shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: 256 * 1024,
    // A request that reaches the server while it stops is answered as usual, with
    // `Connection: close`, not refused: its sender could not tell a refused POST from a lost one
    // (lib/shutdown.ts).
    return503OnClosing: false,
    // A client's x-request-id is kept only when it looks like an id; else the server makes one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
  }).withTypeProvider<ApiTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  // First of the hooks, so every answer a hook gives (a wrong host's 400 too) carries them.
  registerSecurityHeaders(app, config);
  registerHostCheck(app, config);
  registerInputGuard(app);
  // An answer's message to the person, by key, in the page's language (lib/messages.ts); the rest
  // of the answer is data and stays as it is.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const words = payload as Record<string, unknown>;
    const said = MESSAGE_FIELDS.filter((field) => isSaid(words[field]));
    if (!said.length) return payload;
    const say = sayIn(requestLanguage(request));
    return { ...words, ...Object.fromEntries(said.map((field) => [field, say(words[field] as Said)])) };
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A call's messages and labels follow Accept-Language: a cache must keep each language apart.
    if (request.url.startsWith('/api/') || request.url.startsWith('/identity/')) {
      const vary = reply.getHeader('vary');
      if (!String(vary ?? '').includes('Accept-Language')) {
        reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      }
    }
    // Nothing answered to a signed-in call may be kept by a browser or a shared cache.
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
  });

  await app.register(core, deps);
  for (const module of modules) await app.register(module, deps);
  const { metrics, database: db, mailQueue, mediaRemovals, replicas } = app;
  metrics.watch({
    poolUse: () => db.poolUse?.(),
    replicaPoolUse: () => replicas?.poolUse(),
    mailQueue: () => mailQueue.counts(),
    photoRemovals: () => mediaRemovals.counts(),
  });
  return app;
}
