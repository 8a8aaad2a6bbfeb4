import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import {
  ADMIN_OPS_TEXTS,
  storedFileIdOf,
  type AdminBlogListQuery,
  type BlogPost as BlogPostResponse,
  type BlogPostSummary,
  type Page,
  type blogPostPayloadSchema,
} from '@plotwise/contracts';
import type { z } from 'zod';
import { BlogPost } from '../../db/models';
import { pageOf } from '../../db/paging';
import { containsPattern } from '../../db/search-pattern';
import { isStoredUploadOfKind } from '../../storage';
import { presentBlogPost, presentBlogPostSummary } from './present-blog-post';
import { foundOr404 } from '../found-or-404';

export type BlogPostInput = z.output<typeof blogPostPayloadSchema>;

const SLUG_MAX_LENGTH = 80;

/** 'Plot Prices in Pune, 2025!' → 'plot-prices-in-pune-2025'; a title with no latin letters or digits becomes 'post'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'post';
}

/** The slug itself when free, else the first free 'slug-2', 'slug-3' … (another post's own slug excepted). */
async function freeSlug(title: string, exceptId: number | null, trx?: Knex.Transaction): Promise<string> {
  const base = slugify(title);
  const taken = await BlogPost.query(trx)
    .select('id', 'slug')
    .where((match) => match.where('slug', base).orWhere('slug', 'like', `${base}-%`));
  const used = new Set(taken.filter((post) => post.id !== exceptId).map((post) => post.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/** Two saves racing for one slug: the unique index decides, and the loser picks the next free one. */
async function withFreeSlug<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof UniqueViolationError) || tries >= 3) throw error;
    }
  }
}

/** A featured image is a picture uploaded here (`?kind=image`), or the one the post already has. */
async function checkFeaturedImage(url: string | null, current: string | null, trx?: Knex.Transaction): Promise<void> {
  if (url === null || url === current) return;
  const id = storedFileIdOf(url);
  if (!id || !(await isStoredUploadOfKind(id, 'image', trx))) throw Boom.badRequest(ADMIN_OPS_TEXTS.blogImageNotOurs);
}

async function findPost(id: number, trx?: Knex.Transaction): Promise<BlogPost> {
  return foundOr404(await BlogPost.query(trx).findById(id), ADMIN_OPS_TEXTS.postNotFound);
}

const SUMMARY_COLUMNS = [
  'id', 'slug', 'title', 'excerpt', 'category', 'featuredImage', 'author', 'tags', 'published', 'publishedAt', 'createdAt', 'updatedAt',
].map((column) => `blogPosts.${column}`);

/** `GET /api/admin/blog-posts`: every post, drafts too, newest first. */
export async function listAllBlogPosts(query: AdminBlogListQuery, trx?: Knex.Transaction): Promise<Page<BlogPostSummary>> {
  const filtered = BlogPost.query(trx)
    .select(SUMMARY_COLUMNS)
    .orderBy([{ column: 'blogPosts.createdAt', order: 'desc' }, { column: 'blogPosts.id', order: 'desc' }]);
  if (query.search) filtered.whereRaw('blog_posts.title ilike ?', [containsPattern(query.search)]);
  if (query.status) filtered.where('blogPosts.published', query.status === 'published');
  return pageOf(filtered, query, presentBlogPostSummary);
}

export async function getBlogPostById(id: number, trx?: Knex.Transaction): Promise<BlogPostResponse> {
  return presentBlogPost(await findPost(id, trx));
}

/** A new post; its slug comes from the title. Published at once when asked. */
export async function createBlogPost(input: BlogPostInput, trx?: Knex.Transaction): Promise<BlogPostResponse> {
  await checkFeaturedImage(input.featuredImage, null, trx);
  const post = await withFreeSlug(async () =>
    BlogPost.query(trx).insertAndFetch({
      ...input,
      slug: await freeSlug(input.title, null, trx),
      publishedAt: input.published ? new Date() : null,
    }),
  );
  return presentBlogPost(post);
}

/**
 * Saves an edited post. A post never published takes a new slug from a changed
 * title; a published one keeps its address. The first publication stamps publishedAt.
 */
export async function updateBlogPost(id: number, input: BlogPostInput, trx?: Knex.Transaction): Promise<BlogPostResponse> {
  const post = await findPost(id, trx);
  await checkFeaturedImage(input.featuredImage, post.featuredImage, trx);
  const renamed = post.publishedAt === null && input.title !== post.title;
  const updated = await withFreeSlug(async () =>
    post.$query(trx).patchAndFetch({
      ...input,
      ...(renamed && { slug: await freeSlug(input.title, post.id, trx) }),
      ...(input.published && post.publishedAt === null && { publishedAt: new Date() }),
    }),
  );
  return presentBlogPost(updated);
}

/** Publishes a draft (publishedAt set on the first publication only) or returns a post to draft. */
export async function setBlogPostPublished(id: number, published: boolean, trx?: Knex.Transaction): Promise<BlogPostResponse> {
  const post = await findPost(id, trx);
  if (post.published === published) return presentBlogPost(post);
  const updated = await post.$query(trx).patchAndFetch({ published, ...(published && post.publishedAt === null && { publishedAt: new Date() }) });
  return presentBlogPost(updated);
}

export async function deleteBlogPost(id: number, trx?: Knex.Transaction): Promise<void> {
  // PGlite does not report a row count for a delete: ask for the deleted id instead.
  const deleted = await BlogPost.query(trx).delete().where('id', id).returning('id');
  if (deleted.length === 0) throw Boom.notFound(ADMIN_OPS_TEXTS.postNotFound);
}
