import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { AppDeps } from '#src/app-options.ts';
import { onEveryChange } from '#src/lib/changes.ts';
import { createExpiringMap } from '#src/lib/expiring-map.ts';

import { registerWebApp, type ProfileTitle } from './web.routes.ts';

/** Profile pages' titles kept at most (a few hundred bytes each). */
const TITLES_KEPT = 5_000;

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
      keptTitles(app, (id, language) => app.seo.profileTitle(id, language)),
      deps.ssrEntry === undefined ? (deps.webRoot ? undefined : defaultSsrEntry) : deps.ssrEntry || undefined,
      config.LISTING_CACHE_SECONDS,
    );
  },
  { name: 'web', dependencies: ['core', 'seo'] },
);

/**
 * A profile page's title (and whether the profile is public at all), kept for the listings' few
 * seconds (LISTING_CACHE_SECONDS) and emptied by any change this server makes, as the visitors'
 * listings are: a page asked for again and again is not a statement each time.
 */
function keptTitles(app: FastifyInstance, profileTitle: ProfileTitle): ProfileTitle {
  const titles = createExpiringMap<{ fill: Awaited<ReturnType<ProfileTitle>> }>({
    seconds: app.config.LISTING_CACHE_SECONDS,
    max: TITLES_KEPT,
  });
  onEveryChange(app, () => titles.clear());
  return async (id, language) =>
    (await titles.remember(`${language} ${id}`, async () => ({ fill: await profileTitle(id, language) }))).fill;
}
