import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectFormDialog from '../project-form/project-form-dialog';
import { ADMIN_USER, fakeApi, renderAdminPage, toastTexts } from '../../../test-support/render-admin';
import { fill, fillRequired, projectForm } from '../../../test-support/project-form';

const form = projectForm;

describe('the project form: feedback', () => {
  it('groups the starting price the Indian way and says it in words while typing', async () => {
    fakeApi({}, { user: ADMIN_USER });
    renderAdminPage(<ProjectFormDialog state={{ mode: 'create' }} onClose={jest.fn()} />, '/admin/projects');
    const price = within(form()).getByLabelText(/^Starting price/);
    await userEvent.type(price, '4500000');
    expect(price).toHaveValue('45,00,000');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('₹45.00 Lakhs'));
  });

  it('shows the API’s refusal of a field under that field, on its tab, as well as in the toast', async () => {
    const message = 'brochureUrl must be an uploaded document or an https:// link';
    const refusal = { statusCode: 400, error: 'Bad Request', message, validation: { source: 'payload', keys: ['brochureUrl'] } };
    const { calls } = fakeApi({ 'POST /api/projects': { status: 400, body: refusal } }, { user: ADMIN_USER });
    renderAdminPage(<ProjectFormDialog state={{ mode: 'create' }} onClose={jest.fn()} />, '/admin/projects');
    await fillRequired();
    await fill(within(form()).getByLabelText(/^Brochure URL/), 'http://example.com/brochure.pdf');
    await userEvent.click(screen.getByRole('tab', { name: 'Location' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Project Details' })).toHaveAttribute('aria-selected', 'true'));
    const brochure = within(form()).getByLabelText(/^Brochure URL/);
    await waitFor(() => expect(brochure).toHaveAccessibleDescription(expect.stringContaining(message)));
    await waitFor(() => expect(document.activeElement).toBe(brochure));
    expect(toastTexts()).toContain('Error creating project');
  });
});
