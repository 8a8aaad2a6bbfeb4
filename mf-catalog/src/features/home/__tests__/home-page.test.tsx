import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_TEXTS, type CityStats } from '@plotwise/contracts';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { postSummaryFixture, summaryFixture } from '../../../test-support/fixtures';

const city = (name: string, projectCount: number): CityStats => ({
  city: name, state: null, projectCount, minPrice: 2_500_000, maxPrice: 9_000_000, popularLocalities: [], imageUrl: null, imageCaption: null,
});
const featured = Array.from({ length: 5 }, (_, index) => summaryFixture({ id: index + 1, title: `Featured ${index + 1}` }));

describe('home', () => {
  it('keeps the hero and approach, then shows the featured and newly launched carousels', async () => {
    fakeApi({
      'GET /api/projects/featured': { status: 200, body: featured },
      'GET /api/projects/newly-launched': { status: 200, body: featured.slice(0, 2) },
    });
    renderCatalog('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find your plot across India' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Smart Search' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Featured Properties' });
    expect(within(carousel).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(
      ['/listings/1', '/listings/2', '/listings/3', '/listings/4', '/listings/5'],
    );
    expect(within(carousel).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    const newly = await screen.findByRole('region', { name: 'Newly Launched' });
    expect(within(newly).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("says 'Failed to fetch featured properties' where that section fails, and the rest still works", async () => {
    fakeApi({
      'GET /api/projects/featured': { status: 500, body: { message: 'down' } },
      'GET /api/projects/newly-launched': { status: 200, body: featured },
    });
    renderCatalog('/');
    expect(await screen.findByText(CATALOG_TEXTS.fetchFeaturedFailed)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Newly Launched' })).toBeInTheDocument();
  });

  it('sends the hero search and the quick buttons to the listings with location and projectType', async () => {
    fakeApi();
    renderCatalog('/');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Location'), 'Hinjewadi');
    await user.click(screen.getByRole('button', { name: 'Residential' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/listings?location=Hinjewadi&projectType=residential'));
  });

  it('shows four cities with live counts first, then all twelve with the total', async () => {
    fakeApi({ 'GET /api/cities': { status: 200, body: [city('Pune', 9), city('mumbai', 4), city('Jaipur', 2), city('Surat', 5)] } });
    renderCatalog('/');
    const cards = async () => screen.findAllByTestId('city-card');
    await waitFor(async () => expect((await cards())[0]).toHaveTextContent('9 Projects'));
    expect((await cards()).map((card) => card.getAttribute('href'))).toEqual([
      '/city?location=Pune', '/city?location=Mumbai', '/city?location=Bangalore', '/city?location=Hyderabad',
    ]);
    expect((await cards())[1]).toHaveTextContent('4 Projects');
    expect((await cards())[2]).toHaveTextContent('0 Projects');
    // Every city with projects counts, Surat too: the same figures as the hero's, About's and Services'.
    expect(screen.getByText('20 projects across 4 cities')).toBeInTheDocument();
    expect(screen.getByTestId('site-figures').querySelector('[data-figure="projects"]')).toHaveTextContent('Projects listed20');
    fireEvent.click(screen.getByRole('button', { name: 'View all 12 cities' }));
    expect(await cards()).toHaveLength(12);
    expect((await cards()).find((card) => card.textContent?.startsWith('Jaipur'))).toHaveTextContent('2 Projects');
    expect(screen.getByRole('button', { name: 'Show fewer cities' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows blog posts with their first 3 tags, a default picture and links to /blog/{slug}', async () => {
    fakeApi({ 'GET /api/blog-posts/featured': { status: 200, body: [postSummaryFixture(1), postSummaryFixture(2, { featuredImage: '/media/cover.jpg' })] } });
    renderCatalog('/');
    const blog = await screen.findByRole('region', { name: 'Insights from our blog' });
    const cards = within(blog).getAllByTestId('blog-card');
    expect(within(cards[0]!).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(within(cards[0]!).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['rera', 'legal', 'pune']);
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toBe('/media/cover.jpg');
    fireEvent.error(cards[1]!.querySelector('img')!);
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(cards[0]!).getByText('Guides · 5 March 2025')).toBeInTheDocument();
  });
});
