import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsHubPage } from '../features/projects/projects-hub-page';
import { ADMIN_USER, adminProject, fakeApi, listOf, renderAdminPage, type FakeRoutes } from './render-admin';

export const renderHub = (url = '/admin/projects') => renderAdminPage(<ProjectsHubPage />, '/admin/projects', url);

/** The hub's list requests, oldest first. */
export const listCalls = (calls: { method: string; url: string }[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/projects?'));

/** An admin's session whose project list holds the given projects, the other routes answering as given. */
export const serveHub = (routes: FakeRoutes = {}, projects: unknown[] = [adminProject(1)]) =>
  fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf(projects) }, ...routes }, { user: ADMIN_USER });

/** Clicks a button on the named project's card once the list has loaded. */
export async function clickOnCard(title: string, button: string) {
  await userEvent.click(within(await screen.findByRole('article', { name: title })).getByRole('button', { name: button }));
}
