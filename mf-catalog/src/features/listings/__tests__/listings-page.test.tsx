import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_TEXTS } from '@plotwise/contracts';
import { AppProviders, MemoryRouter, PageHeadProvider, type PageHeadCollector } from '@plotwise/ui';
import CatalogRoutes from '../../../routes';
import { fakeApi, renderCatalog, type ApiCall } from '../../../test-support/render-catalog';
import { page, summaryFixture } from '../../../test-support/fixtures';

const projects = [
  summaryFixture({ id: 1, title: 'Sahyadri Greens', city: 'Pune', startingPrice: 5_150_000 }),
  summaryFixture({ id: 2, title: 'Kaveri Vihar', city: 'Pune', startingPrice: null, status: 'ready', featured: false, verified: false }),
];

const location = () => screen.getByTestId('location').textContent;
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/projects');
const lastListQuery = (calls: ApiCall[]) => Object.fromEntries(listCalls(calls).at(-1)!.query);

describe('/listings', () => {
  it('asks the API for the filters in the URL and shows the cards as links to their detail', async () => {
    const { calls } = fakeApi({ 'GET /api/projects': { status: 200, body: page(projects, 2) } });
    renderCatalog('/listings?city=Pune&status=ready&sortBy=price_high');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plots in Pune' })).toBeInTheDocument();
    await screen.findByText('2 projects found');
    expect(lastListQuery(calls)).toEqual({ city: 'Pune', status: 'ready', sortBy: 'price_high', page: '1', pageSize: '12' });
    const card = screen.getByRole('link', { name: 'Sahyadri Greens' });
    expect(card).toHaveAttribute('href', '/listings/1');
    expect(screen.getByText('₹51.50 Lakhs onwards')).toBeInTheDocument();
    expect(screen.getByText(CATALOG_TEXTS.priceOnRequest)).toBeInTheDocument();
    expect(screen.getByText(CATALOG_TEXTS.reraVerified)).toBeInTheDocument();
    expect(screen.getByText(CATALOG_TEXTS.notVerified)).toBeInTheDocument();
    // The first card's picture is on a phone's first screen: loaded at once and first; the rest lazily.
    const images = screen.getAllByRole('img', { name: 'Sahyadri Greens' });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    const others = screen.getAllByRole('img').filter((image) => image.getAttribute('alt') !== 'Sahyadri Greens' && image.closest('article'));
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '600');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(document.title).toBe('Plots in Pune | Plotwise');
  });

  it('puts a changed filter and the search box into the URL, back to page 1, and the back button undoes it', async () => {
    const { calls } = fakeApi({ 'GET /api/projects': { status: 200, body: page(projects, 30, 2) } });
    renderCatalog('/listings?page=2');
    await screen.findByText('30 projects found');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Project type'), 'commercial');
    await waitFor(() => expect(location()).toBe('/listings?projectType=commercial'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ projectType: 'commercial', page: '1' }));

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'greens');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/listings?search=greens&projectType=commercial'));

    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(location()).toBe('/listings?projectType=commercial'));
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(location()).toBe('/listings?page=2'));
    expect(screen.getByLabelText('Project type')).toHaveValue('all');
  });

  it('offers the seven sorts with readable labels and keeps the sort in the URL', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page(projects) } });
    renderCatalog('/listings');
    await screen.findByText('2 projects found');
    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Recommended', 'Name: A to Z', 'Name: Z to A', 'Price: Low to High', 'Price: High to Low', 'Newest first', 'Oldest first',
    ]);
    await userEvent.setup().selectOptions(sort, 'name_desc');
    await waitFor(() => expect(location()).toBe('/listings?sortBy=name_desc'));
  });

  it('clears a maximum price below a newly chosen minimum instead of asking for nothing', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page(projects) } });
    renderCatalog('/listings?maxPrice=2000000');
    await screen.findByText('2 projects found');
    await userEvent.setup().selectOptions(screen.getByLabelText('Min price'), '5000000');
    await waitFor(() => expect(location()).toBe('/listings?minPrice=5000000'));
  });

  it('pages on the server with real links, keeping the filters', async () => {
    const { calls } = fakeApi({ 'GET /api/projects': { status: 200, body: page(projects, 40, 2) } });
    renderCatalog('/listings?city=Pune&page=2');
    await screen.findByText('40 projects found');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/listings?city=Pune&page=4');
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/listings?city=Pune');
    fireEvent.click(within(pages).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ city: 'Pune', page: '3' }));
  });

  it("says 'No projects match your filters…' when nothing matches", async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page([], 0) } });
    renderCatalog('/listings?location=Nowhere');
    expect(await screen.findByText(CATALOG_TEXTS.listingsEmpty)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear all filters' })[0]).toHaveAttribute('href', '/listings');
  });

  it('suggests which filter to relax when nothing matches, each a link without it', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page([], 0) } });
    renderCatalog('/listings?city=Pune&projectType=commercial&maxPrice=2000000');
    expect(await screen.findByText(CATALOG_TEXTS.listingsEmpty)).toBeInTheDocument();
    const relax = screen.getByRole('list', { name: 'Filters to relax' });
    expect(within(relax).getByRole('link', { name: 'Without Pune' })).toHaveAttribute('href', '/listings?projectType=commercial&maxPrice=2000000');
    expect(within(relax).getByRole('link', { name: 'Without Commercial' })).toHaveAttribute('href', '/listings?city=Pune&maxPrice=2000000');
    expect(within(relax).getByRole('link', { name: 'Without Up to ₹20 Lakh' })).toHaveAttribute('href', '/listings?city=Pune&projectType=commercial');
  });

  it('shows the filters in use as chips; removing one searches again without it', async () => {
    const { calls } = fakeApi({ 'GET /api/projects': { status: 200, body: page(projects, 2) } });
    renderCatalog('/listings?search=greens&city=Pune&status=ready&minArea=5000');
    await screen.findByText('2 projects found');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: “greens”', 'Remove filter: Pune', 'Remove filter: Ready', 'Remove filter: At least 5,000 sq.ft',
    ]);
    await userEvent.setup().click(within(chips).getByRole('button', { name: 'Remove filter: Pune' }));
    await waitFor(() => expect(location()).toBe('/listings?search=greens&status=ready&minArea=5000'));
    await waitFor(() => expect(lastListQuery(calls)).not.toHaveProperty('city'));
  });

  it('on a phone, opens the filters as a sheet: the button counts what the choices find, and only Apply changes the results', async () => {
    const { calls } = fakeApi({ 'GET /api/projects': (call) => ({ status: 200, body: page(projects, call.query.get('projectType') === 'agricultural' ? 3 : 2) }) });
    renderCatalog('/listings');
    await screen.findByText('2 projects found');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.selectOptions(sheet.getByLabelText('Project type'), 'agricultural');
    expect(await sheet.findByRole('button', { name: 'Show 3 projects' })).toBeInTheDocument();
    expect(location()).toBe('/listings');
    await user.click(sheet.getByRole('button', { name: 'Show 3 projects' }));
    await waitFor(() => expect(location()).toBe('/listings?projectType=agricultural'));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ projectType: 'agricultural', pageSize: '12' }));
  });

  it("says 'Failed to load projects…' when the API fails, and tries again on request", async () => {
    let fail = true;
    fakeApi({ 'GET /api/projects': () => (fail ? { status: 500, body: { message: 'boom' } } : { status: 200, body: page(projects) }) });
    renderCatalog('/listings');
    expect(await screen.findByText(CATALOG_TEXTS.listingsFailed)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 projects found')).toBeInTheDocument();
  });

  it('shows skeletons while the first page loads', async () => {
    fakeApi({ 'GET /api/projects': () => new Promise(() => undefined) as never });
    renderCatalog('/listings');
    expect((await screen.findAllByTestId('project-card-skeleton')).length).toBeGreaterThan(0);
  });

  it('switches to the carousel view in the URL, keeping the page', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page(projects, 30, 2) } });
    renderCatalog('/listings?page=2');
    await screen.findByText('30 projects found');
    fireEvent.click(screen.getByRole('button', { name: 'Carousel' }));
    await waitFor(() => expect(location()).toBe('/listings?page=2&view=carousel'));
    expect(screen.getByRole('region', { name: 'Projects' })).toBeInTheDocument();
  });

  it('/projects shows the same screen', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page(projects) } });
    renderCatalog('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse plots and projects' })).toBeInTheDocument();
  });
});

describe('/listings as a page search engines see', () => {
  /** Renders the page as the server does, with the head it records. */
  async function headOf(path: string) {
    const collector: PageHeadCollector = { head: null };
    render(
      <AppProviders>
        <PageHeadProvider collector={collector}>
          <MemoryRouter initialEntries={[path]}>
            <CatalogRoutes />
          </MemoryRouter>
        </PageHeadProvider>
      </AppProviders>,
    );
    await screen.findByText(/projects? found/);
    return collector.head!;
  }

  const SCAM = 'Call +91-99999 for guaranteed returns at scam.example';

  it('never names text from the URL that is no known city: the list, kept out of search results, its canonical the whole list', async () => {
    for (const query of [`city=${encodeURIComponent(SCAM)}`, `location=${encodeURIComponent(SCAM)}`, `search=${encodeURIComponent(SCAM)}`]) {
      fakeApi({ 'GET /api/projects': { status: 200, body: page(projects) }, 'GET /api/cities': { status: 200, body: [] } });
      const head = await headOf(`/listings?${query}`);
      expect(head).toMatchObject({ title: 'Property Listings', noindex: true, canonicalPath: '/listings' });
      expect(JSON.stringify(head)).not.toContain('scam.example');
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('scam.example');
      // The visitor still has the search: the words stay in the filters above the results.
      cleanup();
    }
  });

  it('names a known city as the site spells it, with a canonical of the filters alone', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page(projects) }, 'GET /api/cities': { status: 200, body: [] } });
    const head = await headOf('/listings?city=pune&status=ready&view=carousel&utm_source=mail');
    expect(head).toMatchObject({ title: 'Plots in Pune', canonicalPath: '/listings?city=Pune&status=ready' });
    expect(head.noindex).toBeFalsy();
    expect(screen.getByRole('heading', { level: 1, name: 'Plots in Pune' })).toBeInTheDocument();
  });
});
