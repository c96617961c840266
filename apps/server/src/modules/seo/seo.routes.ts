import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { notFound } from '#src/lib/http-errors.ts';
import { siteUrl } from '#src/lib/request-parts.ts';

import type { SeoService } from './seo.service.ts';

/** robots.txt and the sitemaps: public pages, browse presets and published profiles. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService; publicUrl?: string }> = async (
  app,
  { seo, publicUrl },
) => {
  const base = (request: FastifyRequest) => siteUrl(request, publicUrl);
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cache)
      .send(seo.robots(base(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', cache)
      .send(await seo.sitemapIndex(base(request))),
  );
  app.get('/sitemap-pages.xml', async (request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', cache)
      .send(seo.pagesSitemap(base(request))),
  );
  app.get<{ Params: { page: string } }>('/sitemap-profiles-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1 || page > 10_000) throw notFound('No such sitemap.');
    const body = await seo.profilesSitemap(base(request), page);
    if (!body) throw notFound('No such sitemap.');
    return reply.type('application/xml').header('cache-control', cache).send(body);
  });
};
