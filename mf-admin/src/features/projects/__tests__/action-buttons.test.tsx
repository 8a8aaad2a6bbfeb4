import { screen, within } from '@testing-library/react';
import { ProjectsHubPage } from '../projects-hub-page';
import { ADMIN_USER, adminProject, fakeApi, listOf, renderAdminPage } from '../../../test-support/render-admin';

const renderHub = (url: string) => renderAdminPage(<ProjectsHubPage />, '/admin/projects', url);

// A narrow card or table cell must move a whole button to the next line, never split its label ("Delet/e").
function expectWholeWordButtons(group: HTMLElement) {
  expect(group).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
  for (const button of within(group).getAllByRole('button')) {
    expect(button).toHaveStyle({ whiteSpace: 'nowrap', overflowWrap: 'normal', wordBreak: 'normal' });
  }
}

describe("the hub's action buttons", () => {
  afterEach(() => localStorage.clear());

  it('keep each label whole on a card', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(31, { title: 'Narrow Card' })]) } }, { user: ADMIN_USER });
    renderHub('/admin/projects?view=cards');
    await screen.findByRole('article', { name: 'Narrow Card' });
    expectWholeWordButtons(screen.getByRole('group', { name: /Narrow Card/ }));
  });

  it('keep each label whole in a table row', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(32, { title: 'Narrow Row' })]) } }, { user: ADMIN_USER });
    renderHub('/admin/projects?view=table');
    await screen.findByRole('table', { name: 'Projects' });
    expectWholeWordButtons(screen.getByRole('group', { name: /Narrow Row/ }));
  });
});
