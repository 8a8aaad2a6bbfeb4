import type { Knex } from 'knex';
import { Project } from '../../db/models';

/** The sitemaps protocol's limit of addresses in one file; above it the sitemap is an index of files. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The public pages that are not records: the screens of the server-rendered remotes. */
export const SITEMAP_STATIC_PATHS = ['/', '/listings', '/blog', '/loan-calculator', '/services', '/about', '/careers', '/contact', '/submit-property', '/privacy', '/terms', '/listing-terms'] as const;

export interface SitemapEntry {
  path: string;
  /** When the page's content last changed; unknown for the static screens. */
  lastmod: Date | null;
}

interface SitemapCounts {
  leading: SitemapEntry[];
  projects: number;
}

/**
 * Everything before the projects (screens, cities, posts: a few hundred at
 * most), and how many public projects follow them in id order.
 */
async function leadingEntries(knex: Knex): Promise<SitemapCounts> {
  const [cities, posts, projectCount] = await Promise.all([
    knex('projects')
      .where('approvalStatus', 'approved')
      .select(knex.raw('min(city) as city'))
      .max({ lastmod: 'updatedAt' })
      .groupByRaw('lower(city)')
      .orderByRaw('lower(city)') as Promise<{ city: string; lastmod: Date | string }[]>,
    knex('blogPosts').where('published', true).select('slug', 'updatedAt').orderBy('id') as Promise<{ slug: string; updatedAt: Date | string }[]>,
    knex('projects').where('approvalStatus', 'approved').count({ count: '*' }).first() as Promise<{ count: string | number } | undefined>,
  ]);
  return {
    leading: [
      ...SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: null })),
      ...cities.map((row) => ({ path: `/city?location=${encodeURIComponent(row.city)}`, lastmod: new Date(row.lastmod) })),
      ...posts.map((row) => ({ path: `/blog/${row.slug}`, lastmod: new Date(row.updatedAt) })),
    ],
    projects: Number(projectCount?.count ?? 0),
  };
}

/** How many sitemap files the site needs: one until it has more than SITEMAP_URLS_PER_FILE addresses. */
export async function sitemapFileCount(knex: Knex = Project.knex(), perFile = SITEMAP_URLS_PER_FILE): Promise<number> {
  const { leading, projects } = await leadingEntries(knex);
  return Math.max(1, Math.ceil((leading.length + projects) / perFile));
}

/** The addresses of one sitemap file (0-based); null past the last file. */
export async function sitemapFile(index: number, knex: Knex = Project.knex(), perFile = SITEMAP_URLS_PER_FILE): Promise<SitemapEntry[] | null> {
  const { leading, projects } = await leadingEntries(knex);
  const total = leading.length + projects;
  const start = index * perFile;
  if (index < 0 || (start >= total && index > 0)) return null;
  const end = Math.min(total, start + perFile);
  const entries = leading.slice(start, end);
  const projectStart = Math.max(0, start - leading.length);
  const projectLimit = end - Math.max(start, leading.length);
  if (projectLimit > 0) {
    const rows: { id: number; updatedAt: Date | string }[] = await knex('projects')
      .where('approvalStatus', 'approved')
      .select('id', 'updatedAt')
      .orderBy('id')
      .offset(projectStart)
      .limit(projectLimit);
    for (const row of rows) entries.push({ path: `/projects/${row.id}`, lastmod: new Date(row.updatedAt) });
  }
  return entries;
}
