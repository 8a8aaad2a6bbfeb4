import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_TEXTS, INQUIRY_TEXTS, type CityDetail } from '@plotwise/contracts';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { page, summaryFixture } from '../../../test-support/fixtures';

const pune: CityDetail = {
  city: 'Pune',
  state: 'Maharashtra',
  projectCount: 14,
  minPrice: 4_500_000,
  maxPrice: 25_000_000,
  averagePrice: 9_000_000,
  popularLocalities: [
    { name: 'Hinjewadi', projectCount: 5, minPrice: 4_500_000 },
    { name: 'Wakad', projectCount: 3, minPrice: null },
    { name: 'Talegaon', projectCount: 2, minPrice: 6_000_000 },
    { name: 'Baner', projectCount: 1, minPrice: 9_000_000 },
  ],
  imageUrl: '/media/pune.jpg',
  imageCaption: 'Pune skyline',
  projectsByType: { residential: 9, commercial: 3, 'mixed-use': 0, agricultural: 2 },
  projectsByStatus: { upcoming: 4, ongoing: 6, ready: 4 },
  featuredCount: 3,
  newlyLaunchedCount: 2,
  verifiedCount: 11,
  recentlyListedCount: 5,
};
const cityProjects = [summaryFixture({ id: 11, title: 'Hinjewadi Greens' }), summaryFixture({ id: 12, title: 'Wakad Enclave' })];

describe('/city', () => {
  it('shows the banner, the live count and stats computed from the data', async () => {
    const { calls } = fakeApi({
      'GET /api/cities/pune': { status: 200, body: pune },
      'GET /api/projects': { status: 200, body: page(cityProjects, 14) },
    });
    renderCatalog('/city?location=pune');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pune' })).toBeInTheDocument();
    expect(screen.getByTestId('city-project-count')).toHaveTextContent('14 projects available');
    expect(screen.getByRole('img', { name: 'Pune skyline' })).toHaveAttribute('src', '/media/pune.jpg');
    const stats = screen.getByRole('list', { name: 'Pune at a glance' });
    expect(within(stats).getByText('45.0 L+')).toBeInTheDocument();
    expect(within(stats).getByText('From ₹45.00 Lakhs to ₹2.50 Cr')).toBeInTheDocument();
    expect(within(stats).getByText('Hinjewadi, Wakad, Talegaon')).toBeInTheDocument();
    expect(within(stats).getByText('9 Residential · 3 Commercial · 2 Agricultural')).toBeInTheDocument();
    expect(within(stats).getByText('6 Ongoing · 4 Upcoming · 4 Ready')).toBeInTheDocument();
    expect(document.title).toBe('Plots in Pune | Plotwise');
    await screen.findByRole('link', { name: 'Hinjewadi Greens' });
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/projects')!.query)).toEqual({ city: 'Pune', page: '1', pageSize: '12' });
  });

  it('lists the projects as links to /projects/{id} with View Details and Enquire, which opens the inquiry form', async () => {
    const { calls } = fakeApi({
      'GET /api/cities/Pune': { status: 200, body: pune },
      'GET /api/projects': { status: 200, body: page(cityProjects, 2) },
      'POST /api/inquiries': { status: 201, body: { id: 9 } },
    });
    renderCatalog('/city?location=Pune');
    expect(await screen.findByRole('link', { name: 'Hinjewadi Greens' })).toHaveAttribute('href', '/projects/11');
    expect(screen.getByRole('link', { name: 'View Details of Hinjewadi Greens' })).toHaveAttribute('href', '/projects/11');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enquire about Wakad Enclave' }));
    const form = await screen.findByRole('form', { name: 'Enquiry about Wakad Enclave' });
    await user.type(within(form).getByLabelText('Name'), 'Ravi Kumar');
    await user.type(within(form).getByLabelText('Email'), 'ravi@example.com');
    await user.type(within(form).getByLabelText('Phone'), '9876501234');
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.submit }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(INQUIRY_TEXTS.sentTitle));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ projectId: 12, name: 'Ravi Kumar' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Enquiry about Wakad Enclave' })).toBeNull());
  });

  it('switches to the Popular Areas tab, each area linking to its listings', async () => {
    fakeApi({ 'GET /api/cities/Pune': { status: 200, body: pune }, 'GET /api/projects': { status: 200, body: page(cityProjects, 2) } });
    renderCatalog('/city?location=Pune');
    fireEvent.click(await screen.findByRole('tab', { name: 'Popular Areas' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: /Hinjewadi/ })).toHaveAttribute('href', '/listings?city=Pune&location=Hinjewadi');
    expect(within(panel).getByRole('link', { name: /Wakad/ })).toHaveTextContent(CATALOG_TEXTS.priceOnRequest);
    expect(within(panel).getByRole('link', { name: /Hinjewadi/ })).toHaveTextContent('From 45.0 L+');
  });

  it("says 'No projects found in {city} at the moment.' for a city without projects", async () => {
    const empty: CityDetail = {
      ...pune, city: 'Kochi', projectCount: 0, minPrice: null, maxPrice: null, popularLocalities: [],
      projectsByType: { residential: 0, commercial: 0, 'mixed-use': 0, agricultural: 0 },
      projectsByStatus: { upcoming: 0, ongoing: 0, ready: 0 },
    };
    fakeApi({ 'GET /api/cities/Kochi': { status: 200, body: empty }, 'GET /api/projects': { status: 200, body: page([], 0) } });
    renderCatalog('/city?location=Kochi');
    expect(await screen.findByText('No projects found in Kochi at the moment.')).toBeInTheDocument();
    expect(screen.getByTestId('city-project-count')).toHaveTextContent('0 projects available');
  });

  it('says there are no projects in a place the catalogue does not have, offering the cities', async () => {
    fakeApi({ 'GET /api/cities/Atlantis': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'City not found' } } });
    renderCatalog('/city?location=Atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plots in Atlantis' })).toBeInTheDocument();
    expect(screen.getByText('No projects found in Atlantis at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pune' })).toHaveAttribute('href', '/city?location=Pune');
  });
});
