import fp from 'fastify-plugin';

import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService, type SeoService } from './seo.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages' titles and the sitemaps. */
    seo: SeoService;
  }
}

/** The sitemaps, and a profile page's title. */
export default fp(
  async (app) => {
    // A profile page's title names the profile: the primary's to decide, like the page. The
    // sitemaps may lag with the listings (a replica, when there is one).
    const seo = createSeoService(createSeoRepository(app.database.db));
    app.decorate('seo', seo);
    const replica = app.replicas?.dbs[0];
    const sitemaps = replica ? createSeoService(createSeoRepository(replica)) : seo;
    await app.register(seoRoutes, { seo: sitemaps, siteUrl: app.config.siteUrl });
  },
  { name: 'seo', dependencies: ['core'] },
);
