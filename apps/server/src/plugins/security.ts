import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

import type { Config } from '#src/config.ts';

const RECAPTCHA_HOSTS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];

/**
 * Security headers (helmet), with a Content-Security-Policy the web app works under, on every
 * answer a route or a hook gives (an address the router cannot take has its few in errors.ts,
 * `answerFrameworkError`). helmet's middleware is made once here: @fastify/helmet makes it again
 * for each request (parsing the policy each time), which was 3% of a drawn page's time under load.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const recaptcha = config.CAPTCHA_PROVIDER === 'recaptcha' ? RECAPTCHA_HOSTS : [];
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        // Toasts and dialogs insert their own style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...recaptcha],
        frameSrc: recaptcha.length ? recaptcha : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
