import { fileURLToPath } from 'node:url';

import fp from 'fastify-plugin';

import type { AppDeps } from '#src/app-options.ts';

import { registerWebApp } from './web.routes.ts';

export const defaultWebRoot = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
export const defaultSsrEntry = fileURLToPath(new URL('../../../../web/dist-ssr/entry-server.js', import.meta.url));

/** The web app: its files, and its public pages drawn on the server. Registered last. */
export default fp(
  async (app, deps: AppDeps) => {
    const { config } = app;
    await registerWebApp(
      app,
      deps.webRoot ?? defaultWebRoot,
      {
        siteName: config.SITE_NAME,
        publicUrl: config.PUBLIC_URL,
        captchaProvider: config.CAPTCHA_PROVIDER,
        recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
        teamAbout: config.TEAM_ABOUT,
        dataController: {
          name: config.DATA_CONTROLLER,
          address: config.DATA_CONTROLLER_ADDRESS,
          email: config.dataRequestsEmail,
        },
      },
      (id, language) => app.seo.profileTitle(id, language),
      deps.ssrEntry === undefined ? (deps.webRoot ? undefined : defaultSsrEntry) : deps.ssrEntry || undefined,
      config.LISTING_CACHE_SECONDS,
    );
  },
  { name: 'web', dependencies: ['core', 'seo'] },
);
