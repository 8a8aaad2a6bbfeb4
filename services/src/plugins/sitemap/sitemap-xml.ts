import type { SitemapEntry } from './sitemap-service';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of absolute addresses on the origin, with their last change. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}</url>`;
  });
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each file of a sitemap too large for one. */
export function sitemapIndexXml(origin: string, fileCount: number): string {
  const files = Array.from({ length: fileCount }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${index + 1}.xml`)}</loc></sitemap>`);
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/**
 * robots.txt: the API and every page of a remote that is not server-rendered
 * (sign-in, dashboards, the admin portal) stay out of search engines; stored
 * pictures stay in (link previews and image search fetch them).
 */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  const lines = ['User-agent: *', 'Allow: /api/files/', 'Disallow: /api/', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
