import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@plotwise/ui';
import { AboutPage } from '../about-page';

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
    expect(screen.getByText('1500+')).toBeInTheDocument();
  });
});
