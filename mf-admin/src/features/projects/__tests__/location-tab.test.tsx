import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProject } from '@plotwise/contracts';
import ProjectFormDialog from '../project-form/project-form-dialog';
import { ADMIN_USER, adminProject, fakeApi, renderAdminPage } from '../../../test-support/render-admin';

const openLocation = async (project: AdminProject) => {
  fakeApi({}, { user: ADMIN_USER });
  renderAdminPage(<ProjectFormDialog state={{ mode: 'edit', project }} onClose={jest.fn()} />, '/admin/projects');
  await userEvent.click(screen.getByRole('tab', { name: 'Location' }));
};

describe('the Location tab', () => {
  it('shows only the pin picker when the project is pinned', async () => {
    await openLocation(adminProject(7, { location: 'Gangapur Road', city: 'Nashik', state: 'Maharashtra', latitude: 20.0112, longitude: 73.7503 }) as AdminProject);
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('20.0112');
    expect(screen.queryByTitle(/^Map of /)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open in/ })).not.toBeInTheDocument();
  });

  it('shows the address map under the picker while no pin is set', async () => {
    await openLocation(adminProject(8, { location: 'Gangapur Road', city: 'Nashik', state: 'Maharashtra', latitude: null, longitude: null }) as AdminProject);
    expect(screen.getByTitle('Map of Gangapur Road, Nashik, Maharashtra')).toBeInTheDocument();
  });
});
