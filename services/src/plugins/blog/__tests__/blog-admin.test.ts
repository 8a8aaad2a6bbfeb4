import { BLOG_TEXTS, type BlogPost as BlogPostResponse, type BlogPostSummary } from '@plotwise/contracts';
import { BlogPost } from '../../../db/models';
import { saveFile } from '../../../storage';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { expectAdminOnly, expectRefusedStoringNothing, messageOf, useTestApp } from '../../../../test/support/test-app';
import { slugify } from '../blog-admin-service';

const app = useTestApp({ signInAdmin: true });

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Buying a Plot in Pune: 2025 Checklist',
  excerpt: 'Seven checks before you pay the token amount.',
  content: 'Check the 7/12 extract.\n\nCheck the NA order.',
  tags: [' RERA ', 'Legal', '', 'rera', 'Pune'],
  category: 'Legal',
  ...overrides,
});

describe('slugify', () => {
  it.each([
    ['Buying a Plot in Pune: 2025 Checklist', 'buying-a-plot-in-pune-2025-checklist'],
    ['  Café & Résidence  ', 'cafe-residence'],
    ['भूखंड', 'post'],
    ['a'.repeat(120), 'a'.repeat(80)],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('admin blog posts', () => {
  it('creates a draft with author Admin and clean tags; it stays off the public blog until published', async () => {
    const image = await uploadedUrl(app, 'image', 'cover.png', SAMPLE_FILES.png(512), { cookie: app.adminCookie });
    const created = await app.asAdmin('POST', '/api/admin/blog-posts', post({ featuredImage: image }));
    expect(created.statusCode).toBe(201);
    const draft = created.result as BlogPostResponse;
    expect(draft).toMatchObject({
      slug: 'buying-a-plot-in-pune-2025-checklist',
      author: 'Admin',
      tags: ['RERA', 'Legal', 'Pune'],
      category: 'Legal',
      featuredImage: image,
      published: false,
      publishedAt: null,
    });
    expect((await app.inject(`/api/blog-posts/${draft.slug}`)).statusCode).toBe(404);
    const admin = (await app.asAdmin('GET', '/api/admin/blog-posts?status=draft')).result as { items: BlogPostSummary[] };
    expect(admin.items.map((item) => item.id)).toContain(draft.id);
    expect((await app.asAdmin('GET', `/api/admin/blog-posts/${draft.id}`)).result).toMatchObject({ content: 'Check the 7/12 extract.\n\nCheck the NA order.' });

    // Publishing stamps publishedAt once; it then shows on /blog.
    const published = (await app.asAdmin('PATCH', `/api/admin/blog-posts/${draft.id}/publish`, { published: true })).result as BlogPostResponse;
    expect(published.published).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    expect((await app.inject(`/api/blog-posts/${draft.slug}`)).statusCode).toBe(200);
    const list = JSON.parse((await app.inject('/api/blog-posts')).payload) as { items: BlogPostSummary[] };
    expect(list.items[0]!.slug).toBe(draft.slug);

    // Back to draft and published again: the first publication date stays.
    const unpublished = (await app.asAdmin('PATCH', `/api/admin/blog-posts/${draft.id}/publish`, { published: false })).result as BlogPostResponse;
    expect(unpublished).toMatchObject({ published: false, publishedAt: published.publishedAt });
    expect((await app.inject(`/api/blog-posts/${draft.slug}`)).statusCode).toBe(404);
    const again = (await app.asAdmin('PATCH', `/api/admin/blog-posts/${draft.id}/publish`, { published: true })).result as BlogPostResponse;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('keeps slugs unique, renames a never-published draft with its title, keeps a published address', async () => {
    const first = (await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'Same Title', published: true }))).result as BlogPostResponse;
    const second = (await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'Same  Title!' }))).result as BlogPostResponse;
    const third = (await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'same title' }))).result as BlogPostResponse;
    expect([first.slug, second.slug, third.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    expect(first.publishedAt).not.toBeNull();

    const renamed = await app.asAdmin('PUT', `/api/admin/blog-posts/${second.id}`, post({ title: 'A Better Title', author: 'Meera Iyer', tags: [] }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.result).toMatchObject({ slug: 'a-better-title', author: 'Meera Iyer', tags: [] });

    const kept = await app.asAdmin('PUT', `/api/admin/blog-posts/${first.id}`, post({ title: 'Same Title, Revised', published: true }));
    expect(kept.result).toMatchObject({ slug: 'same-title', title: 'Same Title, Revised', publishedAt: first.publishedAt });

    // Saving a draft with published: true publishes it.
    const viaSave = (await app.asAdmin('PUT', `/api/admin/blog-posts/${third.id}`, post({ title: 'same title', published: true }))).result as BlogPostResponse;
    expect(viaSave).toMatchObject({ slug: 'same-title-3', published: true });
    expect(viaSave.publishedAt).not.toBeNull();
  });

  it("keeps a seeded picture on edit, but refuses a featured image that was not uploaded here", async () => {
    const saved = await saveFile({ content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), contentType: 'image/svg+xml', originalName: 'seed.svg' });
    const seeded = await BlogPost.query().insertAndFetch({ slug: 'seeded', title: 'Seeded', excerpt: 'E', content: 'C', tags: [], featuredImage: saved.url, published: true, publishedAt: new Date() });
    const edited = await app.asAdmin('PUT', `/api/admin/blog-posts/${seeded.id}`, post({ title: 'Seeded', featuredImage: saved.url, published: true }));
    expect(edited.statusCode).toBe(200);
    expect(edited.result).toMatchObject({ featuredImage: saved.url, slug: 'seeded' });

    for (const featuredImage of ['https://evil.example.com/x.png', saved.url.replace(/.$/, '0'), '/api/files/not-a-uuid']) {
      const response = await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'Bad Image', featuredImage }));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('The featured image must be a picture uploaded here');
    }
    expect(await BlogPost.query().where('title', 'Bad Image').resultSize()).toBe(0);
    expect((await app.asAdmin('PUT', `/api/admin/blog-posts/${seeded.id}`, post({ featuredImage: null }))).result).toMatchObject({ featuredImage: null });
  });

  it('searches titles, filters published and drafts, pages newest first', async () => {
    const all = (await app.asAdmin('GET', '/api/admin/blog-posts?pageSize=100')).result as { items: BlogPostSummary[]; total: number };
    expect(all.total).toBe(await BlogPost.query().resultSize());
    expect(all.items.every((item) => !('content' in item))).toBe(true);
    const published = (await app.asAdmin('GET', '/api/admin/blog-posts?status=published&pageSize=100')).result as { items: BlogPostSummary[] };
    expect(published.items.every((item) => item.published)).toBe(true);
    const searched = (await app.asAdmin('GET', '/api/admin/blog-posts?search=better')).result as { items: BlogPostSummary[] };
    expect(searched.items.map((item) => item.title)).toEqual(['A Better Title']);
  });

  it('deletes a post', async () => {
    const created = (await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'To Delete' }))).result as BlogPostResponse;
    expect((await app.asAdmin('DELETE', `/api/admin/blog-posts/${created.id}`)).statusCode).toBe(204);
    const again = await app.asAdmin('DELETE', `/api/admin/blog-posts/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe(BLOG_TEXTS.postNotFound);
    expect((await app.asAdmin('GET', `/api/admin/blog-posts/${created.id}`)).statusCode).toBe(404);
    expect((await app.asAdmin('PATCH', `/api/admin/blog-posts/${created.id}/publish`, { published: true })).statusCode).toBe(404);
  });

  it.each([
    [post({ title: '' }), 'Title is required'],
    [post({ title: undefined }), 'Title is required'],
    [post({ excerpt: '  ' }), 'Excerpt is required'],
    [post({ content: '' }), 'Content is required'],
    [post({ author: '' }), 'Author is required'],
    [post({ title: 'x'.repeat(201) }), 'Title must be at most 200 characters'],
    [post({ tags: 'RERA, Legal' }), 'tags: Invalid input: expected array, received string'],
    [post({ tags: Array.from({ length: 13 }, (_, index) => `tag${index}`) }), 'A post may have at most 12 tags'],
    [post({ tags: ['x'.repeat(41)] }), 'Each tag must be at most 40 characters'],
    [post({ slug: 'chosen-slug' }), 'Unknown field: slug'],
    [post({ publishedAt: '2020-01-01' }), 'Unknown field: publishedAt'],
    [post({ published: 'yes' }), 'published must be true or false'],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    await expectRefusedStoringNothing(BlogPost, () => app.asAdmin('POST', '/api/admin/blog-posts', payload), message);
  });

  it('refuses a bad publish body and an unknown list filter', async () => {
    const draft = (await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'Publish Body' }))).result as BlogPostResponse;
    const response = await app.asAdmin('PATCH', `/api/admin/blog-posts/${draft.id}/publish`, {});
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('published: is required');
    expect(messageOf(await app.asAdmin('GET', '/api/admin/blog-posts?status=archived'))).toBe('status must be one of: all, published, draft');
  });

  it('refuses visitors, users and agents on every admin blog route', async () => {
    const draft = (await app.asAdmin('POST', '/api/admin/blog-posts', post({ title: 'Guarded' }))).result as BlogPostResponse;
    await expectAdminOnly(app, [
      ['GET', '/api/admin/blog-posts'],
      ['GET', `/api/admin/blog-posts/${draft.id}`],
      ['POST', '/api/admin/blog-posts', post()],
      ['PUT', `/api/admin/blog-posts/${draft.id}`, post({ title: 'Hijacked' })],
      ['PATCH', `/api/admin/blog-posts/${draft.id}/publish`, { published: true }],
      ['DELETE', `/api/admin/blog-posts/${draft.id}`],
    ]);
    expect(await BlogPost.query().findById(draft.id)).toMatchObject({ title: 'Guarded', published: false });
  });
});
