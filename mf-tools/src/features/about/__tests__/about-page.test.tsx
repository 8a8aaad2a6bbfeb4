import { render, screen, within } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@plotwise/ui';
import { AboutPage } from '../about-page';
import { fakeApi } from '../../../test-support/render-page';

const city = (name: string, projectCount: number) => ({ city: name, state: null, projectCount, minPrice: null, maxPrice: null, popularLocalities: [], imageUrl: null, imageCaption: null });
const COMPANY_DETAILS = {
  legalName: 'Plotwise Realty Private Limited',
  cin: 'U70200PN2021PTC201847',
  registeredOffice: 'Viman Nagar, Pune 411014',
  gstin: '27AABCP1234F1Z5',
  grievanceOfficer: { name: 'Meera Kulkarni', email: 'grievance@plotwise.in' },
};

beforeEach(() => {
  fakeApi({
    'GET /api/cities': { status: 200, body: [city('Pune', 1200), city('Nashik', 3)] },
    'GET /api/company': { status: 200, body: COMPANY_DETAILS },
  });
});

function renderAbout() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/about']}>
        <AboutPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('AboutPage', () => {
  it("sets the title 'About Us | Plotwise' and a description meta tag", () => {
    renderAbout();
    expect(document.title).toBe('About Us | Plotwise');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/trusted, transparent platform/);
  });

  it('shows the four core values, Our Story, the three approach points and the careers link', () => {
    renderAbout();
    for (const value of ['Transparency', 'Trust', 'Accessibility', 'Customer-first']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByText(/in 2021/)).toBeInTheDocument();
    for (const point of ['Verified Listings', 'End-to-End Support', 'Secure Transactions']) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Join Our Growing Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Career Opportunities' })).toHaveAttribute('href', '/careers');
  });

  it("shows the site's figures: projects and cities counted from the cities list, customers and years from the content module", async () => {
    renderAbout();
    const figures = screen.getByTestId('site-figures');
    await within(figures).findByText('1,203');
    expect(figures.querySelector('[data-figure="cities"]')).toHaveTextContent('2Cities');
    expect(figures.querySelector('[data-figure="customers"]')).toHaveTextContent('1500+Happy customers');
    expect(figures.querySelector('[data-figure="years"]')).toHaveTextContent(`${new Date().getFullYear() - 2021}+Years of experience`);
  });

  it('names the registered company and its grievance officer from the configuration', async () => {
    renderAbout();
    expect(await screen.findByRole('heading', { name: 'The company' })).toBeInTheDocument();
    expect(screen.getByText('U70200PN2021PTC201847')).toBeInTheDocument();
    expect(screen.getByText('27AABCP1234F1Z5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@plotwise.in' })).toHaveAttribute('href', 'mailto:grievance@plotwise.in');
  });
});
