import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProject, toastTexts } from '../../../test-support/render-admin';
import { clickOnCard, renderHub, serveHub } from '../../../test-support/projects-hub';

describe("the Project Management Hub's card actions", () => {
  it('confirms a delete with the documented text and reports it', async () => {
    const { calls } = serveHub({ 'DELETE /api/projects/12': { status: 200, body: { message: 'Project deleted' } } }, [adminProject(12, { title: 'Doomed' })]);
    renderHub();
    await clickOnCard('Doomed', 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Doomed"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Project deleted'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/projects/12')).toBe(true);
  });

  it("reports a failed delete as 'Error deleting project'", async () => {
    serveHub({ 'DELETE /api/projects/12': { status: 404, body: { message: 'Project not found' } } }, [adminProject(12, { title: 'Stubborn' })]);
    renderHub();
    await clickOnCard('Stubborn', 'Delete');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Error deleting project'));
  });

  it('manages images with the rules and messages of the images dialog', async () => {
    const { calls } = serveHub({ 'POST /api/projects/12/images': { status: 200, body: { images: [], defaultImage: null, version: 2, message: 'Images updated' } } }, [adminProject(12, { title: 'Gallery' })]);
    renderHub();
    await clickOnCard('Gallery', 'Images');
    const dialog = screen.getByRole('dialog', { name: 'Manage Project Images' });
    const inDialog = within(dialog);

    await userEvent.click(inDialog.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('No images to upload'));

    await userEvent.click(inDialog.getByRole('button', { name: /Add Image/ }));
    expect(inDialog.getByRole('radio', { name: 'Default' })).toBeChecked();
    await userEvent.click(inDialog.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('Invalid image URL'));

    await userEvent.type(inDialog.getByLabelText('Image URL 1'), 'https://img.example.com/new.jpg');
    await userEvent.type(inDialog.getByLabelText('Caption 1'), 'New gate');
    await userEvent.click(inDialog.getByRole('button', { name: /Add Image/ }));
    const radios = inDialog.getAllByRole('radio', { name: 'Default' });
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    await userEvent.type(inDialog.getByLabelText('Image URL 2'), 'https://img.example.com/road.jpg');
    await userEvent.type(inDialog.getByLabelText('Caption 2'), 'Road');
    await userEvent.click(radios[1]!);
    expect(inDialog.getAllByRole('radio', { name: 'Default' }).map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true]);
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove image 2' }));
    expect(inDialog.getByRole('radio', { name: 'Default' })).toBeChecked();

    await userEvent.click(inDialog.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('Images updated'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ images: [{ url: 'https://img.example.com/new.jpg', caption: 'New gate', isDefault: true }] });
  });

  it("reports a refused image save as 'Error uploading images'", async () => {
    serveHub({ 'POST /api/projects/12/images': { status: 400, body: { message: 'Invalid image URL' } } }, [adminProject(12, { title: 'Gallery' })]);
    renderHub();
    await clickOnCard('Gallery', 'Images');
    await userEvent.click(screen.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('Error uploading images'));
  });
});
