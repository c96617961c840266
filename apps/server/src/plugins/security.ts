import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

import type { Config } from '#src/config.ts';

const RECAPTCHA_HOSTS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];

/** Security headers, with a Content-Security-Policy the web app works under. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const recaptcha = config.CAPTCHA_PROVIDER === 'recaptcha' ? RECAPTCHA_HOSTS : [];
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  await app.register(helmet, {
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
}
