// What the server-rendering journeys share: a page fetched as a crawler would
// (no script, no redirect followed), read out of its HTML, and the demo data's
// public pages with a heading each one's first screen shows.
import assert from 'node:assert/strict';
import { CATALOG_SCREEN_TEXTS, type BlogPostSummary, type Page, type ProjectSummary } from '@plotwise/contracts';

export interface Fetched {
  status: number;
  html: string;
  headers: Headers;
}

export async function fetchPage(site: { url: string }, path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${site.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

export const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function headTag(html: string, pattern: RegExp): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = pattern.exec(head);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

export const titleOf = (html: string) => headTag(html, /<title>([^<]*)<\/title>/);
export const metaProperty = (html: string, property: string) => headTag(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
export const metaName = (html: string, name: string) => headTag(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
export const canonicalOf = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/);

/** The inside of #root: what the server rendered. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  assert.ok(start >= 0, 'the page has its root element');
  return html.slice(start, html.indexOf('<script type="application/json" id="plotwise-state"'));
}

export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** The demo data's first featured project and first post. */
export async function demoFeaturedAndPost(site: { url: string }): Promise<{ featured: ProjectSummary; post: BlogPostSummary }> {
  const featuredProjects = (await (await fetch(`${site.url}/api/projects/featured`)).json()) as ProjectSummary[];
  const posts = ((await (await fetch(`${site.url}/api/blog-posts`)).json()) as Page<BlogPostSummary>).items;
  assert.ok(featuredProjects[0] && posts[0], 'the demo data has featured projects and posts');
  return { featured: featuredProjects[0], post: posts[0] };
}

/** Public routes and a heading each one's first screen shows. */
export const publicPages = (featured: ProjectSummary, post: BlogPostSummary): { path: string; heading: string }[] => [
  { path: '/listings', heading: CATALOG_SCREEN_TEXTS.listingsHeading },
  { path: '/listings?city=Pune&sortBy=price-low&page=1', heading: 'Plots in Pune' },
  { path: `/projects/${featured.id}`, heading: featured.title },
  { path: '/city?location=Pune', heading: 'Pune' },
  { path: '/blog', heading: 'Plotwise Blog' },
  { path: `/blog/${post.slug}`, heading: post.title },
  { path: '/loan-calculator', heading: 'Home Loan EMI Calculator' },
  { path: '/services', heading: 'Real estate services, from first call to registration' },
  { path: '/about', heading: 'About Us' },
  { path: '/careers', heading: 'Build the most trusted way to buy land in India' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/submit-property', heading: 'Submit Your Plot' },
];

