import { render, waitFor, within } from '@testing-library/react';
import { AppProviders, MemoryRouter } from '@plotwise/ui';
import { fakeApi } from '../../../test-support/fake-api';
import { Header } from '../header';
import { Footer } from '../footer';

const agent = { id: 3, name: 'Kiran Rao', email: 'kiran@example.com', phone: '9876543210', role: 'agent', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' };

function renderLayout() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <Header />
        <Footer />
      </MemoryRouter>
    </AppProviders>,
  );
}

// The wide bar, the phone menu and the footer each have one; CSS hides one of the first two at any width.
const linksNamed = (name: string) => [...document.querySelectorAll('a')].filter((link) => link.textContent === name).map((link) => link.getAttribute('href'));

describe('Post Your Plot', () => {
  it('opens the public submit form for a visitor', async () => {
    fakeApi();
    renderLayout();
    await waitFor(() => expect(linksNamed('Login / Sign Up').length).toBeGreaterThan(0));
    expect(linksNamed('Post Your Plot')).toEqual(['/submit-property', '/submit-property', '/submit-property']);
  });

  it("opens a signed-in agent's own submit form in the agent dashboard, in the header, the menu and the footer", async () => {
    fakeApi({}, { user: agent });
    renderLayout();
    await waitFor(() => expect(linksNamed('Kiran').length).toBeGreaterThan(0));
    expect(linksNamed('Post Your Plot')).toEqual(['/agent-dashboard?tab=submit', '/agent-dashboard?tab=submit', '/agent-dashboard?tab=submit']);
  });
});

describe('the main navigation', () => {
  it('links to the blog', () => {
    fakeApi();
    renderLayout();
    const main = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
    expect(main && within(main).getByRole('link', { name: 'Blog', hidden: true }).getAttribute('href')).toBe('/blog');
  });
});
