import { screen, within } from '@testing-library/react';
import { DashboardPage } from '../dashboard-page';
import { AgentPendingPage } from '../../agent-pending/agent-pending-page';
import { expectVisitorSentToLogin, fakeApi, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';

const shortcutTargets = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('/dashboard', () => {
  it("sends a visitor to /login with 'Authentication Required'", async () => {
    await expectVisitorSentToLogin(<DashboardPage />, '/dashboard');
    expect(toastTexts()).toContain('Please log in to access your dashboard');
  });

  it('shows a user the profile and the projects, wishlist and settings cards', async () => {
    fakeApi({}, { user: sessionUser() });
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Patil' })).toBeTruthy();
    expect(shortcutTargets()).toEqual(['/projects', '/wishlist', '/settings']);
  });

  it('adds submit-property and the agent dashboard for an approved agent only', async () => {
    fakeApi({}, { user: sessionUser({ role: 'agent' }) });
    renderPage(<DashboardPage />, '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha Patil' });
    expect(shortcutTargets()).toEqual(['/projects', '/wishlist', '/settings', '/submit-property', '/agent-dashboard?tab=projects']);
  });

  it("has no Logout of its own: the header's account menu holds the one Logout", async () => {
    fakeApi({ 'GET /api/account/inquiries': { status: 200, body: { items: [] } }, 'GET /api/wishlist': { status: 200, body: { items: [], projectIds: [] } } }, { user: sessionUser() });
    renderPage(<DashboardPage />, '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Asha Patil' });
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe("/dashboard's own inquiries and saved projects", () => {
  const saved = (id: number, title: string) => ({ id, title, location: 'Baner', city: 'Pune', state: 'Maharashtra', startingPrice: 2_450_000, images: [], defaultImage: null });

  it('lists the latest inquiries with where each stands, and the saved projects with a link to all', async () => {
    fakeApi({
      'GET /api/account/inquiries': {
        status: 200,
        body: { items: [
          { id: 3, subject: '', message: 'Is a site visit possible on Sunday?', projectId: 12, projectTitle: 'Riverside Plots', status: 'responded', createdAt: '2026-11-20T06:00:00.000Z' },
          { id: 2, subject: 'Home loan', message: 'Which banks do you work with?', projectId: null, projectTitle: null, status: 'new', createdAt: '2026-11-18T06:00:00.000Z' },
        ] },
      },
      'GET /api/wishlist': { status: 200, body: { items: [saved(1, 'Lake Acres'), saved(2, 'Hill View'), saved(3, 'Green Meadows'), saved(4, 'Fourth Plots')], projectIds: [1, 2, 3, 4] } },
    }, { user: sessionUser() });
    renderPage(<DashboardPage />, '/dashboard');
    const inquiries = within(await screen.findByRole('region', { name: 'My enquiries' }));
    expect(await inquiries.findByRole('link', { name: 'Riverside Plots' })).toHaveAttribute('href', '/projects/12');
    expect(inquiries.getByText('Answered')).toBeTruthy();
    expect(inquiries.getByText('Home loan')).toBeTruthy();
    expect(inquiries.getByText('Sent')).toBeTruthy();
    const savedList = within(screen.getByRole('region', { name: 'Saved projects' }));
    expect(await savedList.findByRole('link', { name: 'Lake Acres' })).toHaveAttribute('href', '/projects/1');
    expect(savedList.queryByText('Fourth Plots')).toBeNull();
    expect(savedList.getByRole('link', { name: 'See all 4 saved projects' })).toHaveAttribute('href', '/wishlist');
  });

  it('says what will show there when there is nothing yet', async () => {
    fakeApi({
      'GET /api/account/inquiries': { status: 200, body: { items: [] } },
      'GET /api/wishlist': { status: 200, body: { items: [], projectIds: [] } },
    }, { user: sessionUser() });
    renderPage(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Enquiries you send while signed in show here, with their status.')).toBeTruthy();
    expect(await screen.findByText('Tap the heart on a project to save it here.')).toBeTruthy();
  });
});

describe('/agent-pending', () => {
  it('says approval takes 1-2 business days and offers projects, a support call and home', () => {
    fakeApi();
    renderPage(<AgentPendingPage />, '/agent-pending');
    expect(screen.getByText(/1-2 business days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('link', { name: 'Call Support' }).getAttribute('href')).toBe('tel:+912048502199');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
