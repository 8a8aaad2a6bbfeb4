import { BLOG_TEXTS, blogFeaturedResponseSchema, blogListResponseSchema, blogPostSchema, type BlogPost as BlogPostResponse } from '@plotwise/contracts';
import { BlogPost } from '../../../db/models';
import { useTestApp } from '../../../../test/support/test-app';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function insertPost(slug: string, overrides: Partial<BlogPost> = {}): Promise<BlogPost> {
  return BlogPost.query().insertAndFetch({
    slug,
    title: `Post ${slug}`,
    excerpt: 'An excerpt.',
    content: 'First paragraph.\n\nSecond paragraph.',
    category: 'Legal',
    tags: ['RERA'],
    published: true,
    publishedAt: daysAgo(1),
    ...overrides,
  });
}

const app = useTestApp();

beforeAll(async () => {
  // Eleven published posts, one a day, the first the newest; a draft; one unpublished again.
  for (let day = 1; day <= 11; day += 1) {
    await insertPost(`published-${day}`, { publishedAt: daysAgo(day), tags: day % 2 === 0 ? ['Finance', 'Home Loan'] : ['RERA', 'Legal'] });
  }
  await insertPost('draft-post', { published: false, publishedAt: null, tags: ['Finance'] });
  await insertPost('withdrawn-post', { published: false, publishedAt: daysAgo(30), tags: ['Finance'] });
});

const json = (payload: string) => JSON.parse(payload) as unknown;

describe('GET /api/blog-posts', () => {
  it('lists published posts only, newest first, in pages, without their content', async () => {
    const response = await app.inject('/api/blog-posts?pageSize=4');
    expect(response.statusCode).toBe(200);
    const page = blogListResponseSchema.parse(json(response.payload));
    expect(page).toMatchObject({ total: 11, page: 1, pageSize: 4 });
    expect(page.items.map((post) => post.slug)).toEqual(['published-1', 'published-2', 'published-3', 'published-4']);
    expect(page.items[0]).not.toHaveProperty('content');
    expect(page.items[0]).toMatchObject({ author: 'Admin', published: true, tags: ['RERA', 'Legal'] });

    const last = blogListResponseSchema.parse(json((await app.inject('/api/blog-posts?pageSize=4&page=3')).payload));
    expect(last.items.map((post) => post.slug)).toEqual(['published-9', 'published-10', 'published-11']);
  });

  it('uses 9 by default and caps the page size at 50', async () => {
    expect(blogListResponseSchema.parse(json((await app.inject('/api/blog-posts')).payload)).pageSize).toBe(9);
    expect(blogListResponseSchema.parse(json((await app.inject('/api/blog-posts?pageSize=500')).payload)).pageSize).toBe(50);
  });

  it('filters by tag in any case, never showing drafts', async () => {
    const page = blogListResponseSchema.parse(json((await app.inject('/api/blog-posts?tag=finance&pageSize=50')).payload));
    expect(page.total).toBe(5);
    expect(page.items.every((post) => post.tags.includes('Finance'))).toBe(true);
    expect(page.items.map((post) => post.slug)).not.toContain('draft-post');
    const none = blogListResponseSchema.parse(json((await app.inject(`/api/blog-posts?tag=${encodeURIComponent("x' or 1=1 --")}`)).payload));
    expect(none.total).toBe(0);
  });

  it.each([
    ['category=Legal', 'Unknown field: category'],
    ['page=0', 'page must be a positive whole number'],
    ['pageSize=abc', 'pageSize must be a positive whole number'],
    ['tag=a&tag=b', 'tag may be given only once'],
    [`tag=${'x'.repeat(61)}`, 'tag must be at most 60 characters'],
  ])('%s -> 400 %s', async (query, message) => {
    const response = await app.inject(`/api/blog-posts?${query}`);
    expect(response.statusCode).toBe(400);
    expect((json(response.payload) as { message: string }).message).toBe(message);
  });
});

describe('GET /api/blog-posts/featured', () => {
  it('returns the 9 latest published posts', async () => {
    const response = await app.inject('/api/blog-posts/featured');
    expect(response.statusCode).toBe(200);
    const posts = blogFeaturedResponseSchema.parse(json(response.payload));
    expect(posts.map((post) => post.slug)).toEqual(Array.from({ length: 9 }, (_, index) => `published-${index + 1}`));
  });
});

describe('GET /api/blog-posts/{slug}', () => {
  it('returns a published post with its content', async () => {
    const response = await app.inject('/api/blog-posts/published-3');
    expect(response.statusCode).toBe(200);
    const post: BlogPostResponse = blogPostSchema.strict().parse(json(response.payload));
    expect(post).toMatchObject({ slug: 'published-3', content: 'First paragraph.\n\nSecond paragraph.', published: true });
  });

  it.each(['missing-post', 'draft-post', 'withdrawn-post'])("answers 404 'Blog Post Not Found' for %s", async (slug) => {
    const response = await app.inject(`/api/blog-posts/${slug}`);
    expect(response.statusCode).toBe(404);
    expect((json(response.payload) as { message: string }).message).toBe(BLOG_TEXTS.postNotFound);
  });

  it('answers 400 for a slug that is not lowercase words and hyphens', async () => {
    for (const slug of ['Upper-Case', 'two--hyphens', 'semi%3Bcolon', `${'a'.repeat(161)}`]) {
      const response = await app.inject(`/api/blog-posts/${slug}`);
      expect({ slug, status: response.statusCode }).toEqual({ slug, status: 400 });
    }
  });
});
