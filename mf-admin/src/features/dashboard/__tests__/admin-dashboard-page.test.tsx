import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOverview } from '@plotwise/contracts';
import { ADMIN_USER, fakeApi, renderPage, toastTexts } from '../../../test-support/render-page';
import { AdminDashboardPage } from '../admin-dashboard-page';

const overview: AdminOverview = {
  pendingApprovals: { agents: 2, projects: 1, total: 3 },
  newInquiries: 5,
  unreadNotifications: 1,
  users: { total: 40, users: 30, agents: 9, suspended: 1 },
  agents: { pending: 2, approved: 7, total: 9 },
  projects: { pending: 1, approved: 64, rejected: 2, withdrawn: 0, total: 67 },
  newsletterSubscribers: 12,
  socialLinks: { active: 4, total: 5 },
  blogPosts: { published: 8, drafts: 1 },
};

// The charts' call, answered empty: these cases are about the cards (the charts have trends-section.test.tsx).
const emptyTrends = {
  'GET /api/admin/overview/trends': { status: 200, body: { weeks: [], listingsByCity: [], approvalsByAge: [] } },
};

const card = (name: string) => screen.getByRole('heading', { name }).closest('a')!;

describe('/admin/dashboard', () => {
  it('welcomes the admin and shows each area with its live count from one overview call', async () => {
    const { calls } = fakeApi({ 'GET /api/admin/overview': { status: 200, body: overview }, ...emptyTrends }, { user: ADMIN_USER });
    renderPage(<AdminDashboardPage />, '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Administrator' })).toBeTruthy();
    await screen.findByText('3 pending approvals');
    expect(within(card('Pending Approvals')).getByText('3 pending approvals')).toBeTruthy();
    expect(within(card('Inquiries')).getByText('5 new')).toBeTruthy();
    expect(within(card('Notifications')).getByText('1 unread')).toBeTruthy();
    expect(within(card('Users')).getByText('40 accounts')).toBeTruthy();
    expect(within(card('Agents')).getByText('7 approved · 2 pending')).toBeTruthy();
    expect(within(card('Projects')).getByText('64 live · 1 pending')).toBeTruthy();
    expect(within(card('Social Media & Blog')).getByText('4 active links · 8 published posts')).toBeTruthy();
    expect(card('Media').getAttribute('href')).toBe('/admin/media');
    for (const [name, href] of [
      ['Users', '/admin/users'],
      ['Agents', '/admin/agents'],
      ['Projects', '/admin/projects'],
      ['Pending Approvals', '/admin/pending-approvals'],
      ['Inquiries', '/admin/inquiries'],
      ['Social Media & Blog', '/admin/social-media'],
      ['Notifications', '/admin/notifications'],
    ]) {
      expect(card(name!).getAttribute('href')).toBe(href);
    }
    const glance = within(screen.getByRole('list', { name: 'At a glance' }));
    expect(glance.getByRole('link', { name: /3\s*Pending approvals/ }).getAttribute('href')).toBe('/admin/pending-approvals');
    expect(glance.getByRole('link', { name: /5\s*New inquiries/ }).getAttribute('href')).toBe('/admin/inquiries?status=new');
    expect(calls.filter((call) => call.path === '/api/admin/overview')).toHaveLength(1);
  });

  it('says so when the counts cannot be loaded, and still links every area', async () => {
    fakeApi({ 'GET /api/admin/overview': { status: 500, body: { message: 'boom' } }, ...emptyTrends }, { user: ADMIN_USER });
    renderPage(<AdminDashboardPage />, '/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Live counts could not be loaded.');
    expect(card('Users').getAttribute('href')).toBe('/admin/users');
  });

  it("logs out and says 'Logged out'", async () => {
    const { calls } = fakeApi({ 'GET /api/admin/overview': { status: 200, body: overview }, ...emptyTrends, 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } }, { user: ADMIN_USER });
    renderPage(<AdminDashboardPage />, '/admin/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(toastTexts()).toContain('Logged out');
  });
});
