import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import { z } from 'zod';
import { siteOrigin } from '../../../extensions/request-origin';
import { defineRoute } from '../../define-route';
import { sitemapFile, sitemapFileCount } from '../sitemap-service';
import { robotsTxt, sitemapIndexXml, urlSetXml } from '../sitemap-xml';
import { sitemapSettings } from '../settings';

/** Search engines read these at most hourly; an hour's delay for a new project is fine. */
const CACHE = 'public, max-age=3600';

/** The site's public address: PUBLIC_URL, else the host the request was addressed to; a Host that is no host name is a 400. */
export function publicOrigin(request: Pick<Request, 'server' | 'headers' | 'info'>): string {
  const origin = siteOrigin(request);
  if (origin === null) throw Boom.badRequest('The Host header is not a host name');
  return origin;
}

export const robotsRoute = defineRoute('GET /robots.txt', false, {
  description: 'What search engines may crawl, and where the sitemap is.',
  handler: (request, h) => {
    const { remotes } = sitemapSettings.of(request).remotes;
    const disallowed = remotes.filter((remote) => !remote.serverRendered).flatMap((remote) => remote.routes);
    return h.response(robotsTxt(publicOrigin(request), disallowed)).type('text/plain; charset=utf-8').header('cache-control', CACHE);
  },
});

export const sitemapRoute = defineRoute('GET /sitemap.xml', false, {
  description: 'Every public page with its last change; an index of files above 50,000 addresses.',
  handler: async (request, h) => {
    const origin = publicOrigin(request);
    const files = await sitemapFileCount();
    const xml = files > 1 ? sitemapIndexXml(origin, files) : urlSetXml(origin, (await sitemapFile(0)) ?? []);
    return h.response(xml).type('application/xml; charset=utf-8').header('cache-control', CACHE);
  },
});

export const sitemapPartRoute = defineRoute('GET /sitemaps/{file}', false, {
  description: 'One file of a sitemap too large for one: /sitemaps/1.xml, /sitemaps/2.xml, …',
  params: z.object({ file: z.string() }),
  handler: async (request, h) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    if (!match) throw Boom.notFound('No such sitemap file');
    const entries = await sitemapFile(Number(match[1]) - 1);
    if (!entries) throw Boom.notFound('No such sitemap file');
    return h.response(urlSetXml(publicOrigin(request), entries)).type('application/xml; charset=utf-8').header('cache-control', CACHE);
  },
});
