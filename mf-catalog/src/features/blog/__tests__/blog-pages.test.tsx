import { screen, within } from '@testing-library/react';
import { BLOG_TEXTS } from '@plotwise/contracts';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { page, postFixture, postSummaryFixture } from '../../../test-support/fixtures';

describe('/blog', () => {
  it('lists posts with their first 3 tags and pages', async () => {
    const { calls } = fakeApi({ 'GET /api/blog-posts': { status: 200, body: page([postSummaryFixture(1), postSummaryFixture(2)], 20, 1, 9) } });
    renderCatalog('/blog');
    const cards = await screen.findAllByTestId('blog-card');
    expect(within(cards[0]!).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(within(cards[0]!).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/blog-posts')!.query)).toEqual({ page: '1', pageSize: '9' });
    expect(document.title).toBe('Blog | Plotwise');
  });
});

describe('/blog/:slug', () => {
  it('shows the post with author, Indian date, tags and its content, markup as text', async () => {
    fakeApi({
      'GET /api/blog-posts/post-1': { status: 200, body: postFixture(1) },
      'GET /api/blog-posts': { status: 200, body: page([postSummaryFixture(1), postSummaryFixture(2), postSummaryFixture(3)]) },
    });
    renderCatalog('/blog/post-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByText(/By Meera Joshi/)).toBeInTheDocument();
    expect(screen.getByText('5 March 2025')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script> stays text.')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('link', { name: 'investment' })).toHaveAttribute('href', '/blog?tag=investment');
    const related = await screen.findByRole('region', { name: 'Related posts' });
    expect(within(related).getAllByTestId('blog-card').map((card) => within(card).getAllByRole('link')[0]!.textContent)).toEqual(['Post 2', 'Post 3']);
    expect(document.title).toBe('Post 1 | Plotwise');
  });

  it('renders its Markdown: headings under the title, lists, links, and no link of another kind', async () => {
    fakeApi({
      'GET /api/blog-posts/post-1': {
        status: 200,
        body: postFixture(1, { content: '## What to check\n\n- A clear title\n- **RERA** registration\n\nSee [MahaRERA](https://maharera.maharashtra.gov.in), not [this](javascript:alert(1)).' }),
      },
      'GET /api/blog-posts': { status: 200, body: page([]) },
    });
    renderCatalog('/blog/post-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'What to check' })).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    const list = within(article.getByText('A clear title').closest('ul')!);
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A clear title', 'RERA registration']);
    expect(article.getByRole('link', { name: 'MahaRERA' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(article.queryByRole('link', { name: 'this' })).toBeNull();
  });

  it('says the post is not found for a missing slug', async () => {
    fakeApi({ 'GET /api/blog-posts/gone': { status: 404, body: { statusCode: 404, error: 'Not Found', message: BLOG_TEXTS.postNotFound } } });
    renderCatalog('/blog/gone');
    expect(await screen.findByRole('heading', { name: BLOG_TEXTS.postNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Blog' })).toHaveAttribute('href', '/blog');
  });
});
