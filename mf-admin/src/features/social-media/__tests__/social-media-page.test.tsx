import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost, BlogPostSummary, SocialLink } from '@plotwise/contracts';
import { adminScreen, clickForToast, page, toastTexts } from '../../../test-support/render-page';
import SocialMediaPage from '../social-media-page';

const links: SocialLink[] = [
  { id: 1, platform: 'Facebook', url: 'https://www.facebook.com/plotwise.in', isActive: true },
  { id: 2, platform: 'YouTube', url: 'https://youtube.com/@plotwise', isActive: false },
];
const draft: BlogPost = {
  id: 7, slug: 'plot-checklist', title: 'Plot Checklist', excerpt: 'Seven checks.', content: 'Check the 7/12.', category: 'Legal', featuredImage: null,
  author: 'Admin', tags: ['RERA', 'Legal'], published: false, publishedAt: null, createdAt: '2025-03-05T06:00:00.000Z', updatedAt: '2025-03-05T06:00:00.000Z',
};
const live: BlogPostSummary = { ...draft, id: 8, slug: 'loan-guide', title: 'Loan Guide', published: true, publishedAt: '2025-03-01T06:00:00.000Z' };
const { content: _content, ...draftSummary } = draft;

const openSocialMedia = adminScreen(<SocialMediaPage />, '/admin/social-media', () => ({
  'GET /api/admin/social-media-links': { status: 200, body: links },
  'POST /api/admin/social-media-links': (call) => ({ status: 201, body: { id: 3, ...(call.body as object) } }),
  'PUT /api/admin/social-media-links/1': (call) => ({ status: 200, body: { id: 1, ...(call.body as object) } }),
  'DELETE /api/admin/social-media-links/2': { status: 204 },
  'GET /api/admin/blog-posts': { status: 200, body: page([draftSummary, live]) },
  'GET /api/admin/blog-posts/7': { status: 200, body: draft },
  'POST /api/admin/blog-posts': (call) => ({ status: 201, body: { ...draft, id: 9, ...(call.body as object) } }),
  'PUT /api/admin/blog-posts/7': (call) => ({ status: 200, body: { ...draft, ...(call.body as object) } }),
  'PATCH /api/admin/blog-posts/7/publish': { status: 200, body: { ...draft, published: true } },
  'PATCH /api/admin/blog-posts/8/publish': { status: 200, body: { ...live, published: false } },
}));
const BLOG_TAB = '/admin/social-media?tab=blog';

const user = () => userEvent.setup();

describe('/admin/social-media: Social Media tab', () => {
  it('lists every link with Active / Inactive', async () => {
    openSocialMedia();
    expect(screen.getByRole('heading', { name: 'Social Media & Blog' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Social Media', 'Blog Posts']);
    const facebook = within(await screen.findByRole('listitem', { name: 'Facebook' }));
    expect(facebook.getByText('Active')).toBeTruthy();
    expect(facebook.getByRole('link', { name: 'https://www.facebook.com/plotwise.in' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'YouTube' })).getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('1 of 2 shown in the footer')).toBeTruthy();
  });

  it('requires a platform and an https URL in the add dialog, then adds the link', async () => {
    const calls = openSocialMedia();
    await screen.findByRole('listitem', { name: 'Facebook' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add Link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Social Link' }));
    await u.clear(dialog.getByLabelText('URL'));
    await u.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Platform is required')).toBeTruthy();
    expect(dialog.getByText('URL is required')).toBeTruthy();
    await u.type(dialog.getByLabelText('Platform'), 'Instagram');
    await u.type(dialog.getByLabelText('URL'), 'http://instagram.com/plotwise');
    await u.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('URL must be a secure link starting with https://')).toBeTruthy();
    await u.clear(dialog.getByLabelText('URL'));
    await u.type(dialog.getByLabelText('URL'), 'https://instagram.com/plotwise');
    await u.click(dialog.getByLabelText('Active (shown in the footer)'));
    await clickForToast(dialog.getByRole('button', { name: 'Save' }), 'Social link added');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ platform: 'Instagram', url: 'https://instagram.com/plotwise', isActive: false });
  });

  it('edits a link and deletes one after confirming', async () => {
    const calls = openSocialMedia();
    const u = user();
    await u.click(within(await screen.findByRole('listitem', { name: 'Facebook' })).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Social Link' }));
    expect(dialog.getByLabelText('Platform')).toHaveValue('Facebook');
    expect(dialog.getByLabelText('Active (shown in the footer)')).toBeChecked();
    await u.clear(dialog.getByLabelText('URL'));
    await u.type(dialog.getByLabelText('URL'), 'https://facebook.com/plotwise');
    await clickForToast(dialog.getByRole('button', { name: 'Save' }), 'Social link updated');
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ platform: 'Facebook', url: 'https://facebook.com/plotwise', isActive: true });

    await u.click(within(screen.getByRole('listitem', { name: 'YouTube' })).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Social Link' }));
    expect(confirm.getByText('Are you sure you want to delete the YouTube link? It disappears from the footer.')).toBeTruthy();
    await clickForToast(confirm.getByRole('button', { name: 'Delete' }), 'Social link deleted');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/social-media-links/2')).toBe(true);
  });

  it("says 'Failed to save the social link' with the server's reason", async () => {
    openSocialMedia({ 'PUT /api/admin/social-media-links/1': { status: 400, body: { message: 'URL must be a secure link starting with https://' } } });
    const u = user();
    await u.click(within(await screen.findByRole('listitem', { name: 'Facebook' })).getByRole('button', { name: 'Edit' }));
    await clickForToast(within(await screen.findByRole('dialog', { name: 'Edit Social Link' })).getByRole('button', { name: 'Save' }), 'Failed to save the social link');
  });
});

describe('/admin/social-media: Blog Posts tab', () => {
  it('lists drafts and published posts with publish both ways', async () => {
    const calls = openSocialMedia({}, BLOG_TAB);
    const draftItem = within(await screen.findByRole('listitem', { name: 'Plot Checklist' }));
    expect(draftItem.getByText('Draft')).toBeTruthy();
    expect(draftItem.getByText(/Draft, created 5 March 2025/)).toBeTruthy();
    expect(draftItem.queryByRole('link', { name: 'View' })).toBeNull();
    const liveItem = within(screen.getByRole('listitem', { name: 'Loan Guide' }));
    expect(liveItem.getByText('Published')).toBeTruthy();
    expect(liveItem.getByText(/Published 1 March 2025/)).toBeTruthy();
    expect(liveItem.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/blog/loan-guide');

    await clickForToast(draftItem.getByRole('button', { name: 'Publish' }), 'Blog post published');
    await clickForToast(liveItem.getByRole('button', { name: 'Unpublish' }), 'Blog post moved to drafts');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/blog-posts/7/publish', { published: true }],
      ['/api/admin/blog-posts/8/publish', { published: false }],
    ]);
  });

  it('adds a post: title, excerpt, content and author required, author Admin by default, tags split on commas', async () => {
    const calls = openSocialMedia({}, BLOG_TAB);
    await screen.findByRole('listitem', { name: 'Plot Checklist' });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add Post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Blog Post' }));
    expect(dialog.getByLabelText('Author')).toHaveValue('Admin');
    await u.clear(dialog.getByLabelText('Author'));
    await u.click(dialog.getByRole('button', { name: 'Save' }));
    for (const message of ['Title is required', 'Excerpt is required', 'Content is required', 'Author is required']) {
      expect(await dialog.findByText(message)).toBeTruthy();
    }
    await u.type(dialog.getByLabelText('Title'), 'Home Loans for Plots');
    await u.type(dialog.getByLabelText('Excerpt'), 'What banks lend on land.');
    await u.type(dialog.getByLabelText('Content'), 'Banks lend up to 70%.');
    await u.type(dialog.getByLabelText('Author'), 'Meera Iyer');
    await u.type(dialog.getByLabelText('Category'), 'Finance');
    await u.type(dialog.getByLabelText(/^Tags/), ' Finance, home loan ,, RERA, finance ');
    await u.click(dialog.getByLabelText('Published'));
    await clickForToast(dialog.getByRole('button', { name: 'Save' }), 'Blog post created');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      title: 'Home Loans for Plots',
      excerpt: 'What banks lend on land.',
      content: 'Banks lend up to 70%.',
      author: 'Meera Iyer',
      category: 'Finance',
      tags: ['Finance', 'home loan', 'RERA'],
      featuredImage: null,
      published: true,
    });
  });

  it('edits a post loaded whole, and uploads a featured image', async () => {
    const calls = openSocialMedia({ 'POST /api/upload': { status: 201, body: { id: 'f1', url: '/api/files/f1', name: 'cover.png', contentType: 'image/png', size: 10 } } }, BLOG_TAB);
    const u = user();
    await u.click(within(await screen.findByRole('listitem', { name: 'Plot Checklist' })).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Blog Post' }));
    expect(await dialog.findByLabelText('Content')).toHaveValue('Check the 7/12.');
    // The Markdown shows as the public post will.
    await u.clear(dialog.getByLabelText('Content'));
    await u.type(dialog.getByLabelText('Content'), '## Documents{enter}{enter}- 7/12 extract{enter}- Title search');
    await u.click(dialog.getByRole('button', { name: 'Preview' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview of the post' }));
    expect(preview.getByRole('heading', { level: 2, name: 'Documents' })).toBeTruthy();
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['7/12 extract', 'Title search']);
    expect(dialog.getByLabelText(/^Tags/)).toHaveValue('RERA, Legal');
    await u.upload(dialog.getByLabelText('Featured image'), new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await dialog.findByRole('img', { name: 'Featured image' })).toHaveAttribute('src', '/api/files/f1');
    expect(calls.find((call) => call.path === '/api/upload')!.url).toBe('/api/upload?kind=image');
    await clickForToast(dialog.getByRole('button', { name: 'Save' }), 'Blog post updated');
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ title: 'Plot Checklist', featuredImage: '/api/files/f1', tags: ['RERA', 'Legal'] });
  });

  it("says 'Failed to save the blog post' and 'Failed to change the blog post'", async () => {
    openSocialMedia({
      'POST /api/admin/blog-posts': { status: 400, body: { message: 'The featured image must be a picture uploaded here' } },
      'PATCH /api/admin/blog-posts/7/publish': { status: 500, body: { message: 'down' } },
    }, BLOG_TAB);
    const u = user();
    await clickForToast(within(await screen.findByRole('listitem', { name: 'Plot Checklist' })).getByRole('button', { name: 'Publish' }), 'Failed to change the blog post');
    await u.click(screen.getByRole('button', { name: 'Add Post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Blog Post' }));
    await u.type(dialog.getByLabelText('Title'), 'T');
    await u.type(dialog.getByLabelText('Excerpt'), 'E');
    await u.type(dialog.getByLabelText('Content'), 'C');
    await clickForToast(dialog.getByRole('button', { name: 'Save' }), 'Failed to save the blog post');
    expect(toastTexts()).toContain('The featured image must be a picture uploaded here');
  });
});
