import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

import type { SeoService } from './seo.service.ts';

export const seoText = messages('seo', {
  noSitemap: 'No such sitemap.',
});

/** robots.txt and the sitemaps: public pages, browse presets and published profiles. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService; siteUrl: string }> = async (app, { seo, siteUrl }) => {
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(seo.robots(siteUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', cache)
      .send(await seo.sitemapIndex(siteUrl)),
  );
  app.get('/sitemap-pages.xml', async (_request, reply) =>
    reply.type('application/xml').header('cache-control', cache).send(seo.pagesSitemap(siteUrl)),
  );
  app.get<{ Params: { page: string } }>('/sitemap-profiles-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1 || page > 10_000) throw notFound(said(seoText, 'noSitemap'));
    const body = await seo.profilesSitemap(siteUrl, page);
    if (!body) throw notFound(said(seoText, 'noSitemap'));
    return reply.type('application/xml').header('cache-control', cache).send(body);
  });
};
