import type { Knex } from 'knex';
import { BLOG_FEATURED_LIMIT, type BlogListQuery, type BlogPost as BlogPostResponse, type BlogPostSummary, type Page } from '@plotwise/contracts';
import { BlogPost } from '../../db/models';
import { pageOf } from '../../db/paging';
import { presentBlogPost, presentBlogPostSummary } from './present-blog-post';

/** Everything but the content: lists never carry whole articles. */
const SUMMARY_COLUMNS = [
  'id', 'slug', 'title', 'excerpt', 'category', 'featuredImage', 'author', 'tags', 'published', 'publishedAt', 'createdAt', 'updatedAt',
].map((column) => `blogPosts.${column}`);

/** `GET /api/blog-posts`: published posts, newest first, optionally with one tag (any case). */
export async function listPublishedPosts(query: BlogListQuery, trx?: Knex.Transaction): Promise<Page<BlogPostSummary>> {
  const filtered = BlogPost.query(trx).modify('published').select(SUMMARY_COLUMNS).modify('newestFirst');
  if (query.tag) {
    filtered.whereRaw('exists (select 1 from jsonb_array_elements_text(blog_posts.tags) as tag where lower(tag) = ?)', [query.tag.toLowerCase()]);
  }
  return pageOf(filtered, query, presentBlogPostSummary);
}

/** The home carousel: the latest published posts. */
export async function listFeaturedPosts(trx?: Knex.Transaction): Promise<BlogPostSummary[]> {
  const posts = await BlogPost.query(trx).modify('published').select(SUMMARY_COLUMNS).modify('newestFirst').limit(BLOG_FEATURED_LIMIT);
  return posts.map(presentBlogPostSummary);
}

/** A published post, or null: a draft is as invisible as a missing post. */
export async function findPublishedPost(slug: string, trx?: Knex.Transaction): Promise<BlogPostResponse | null> {
  const post = await BlogPost.query(trx).modify('published').where('slug', slug).first();
  return post ? presentBlogPost(post) : null;
}
