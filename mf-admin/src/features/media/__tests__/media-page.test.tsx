import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HUB_IMAGES_TEXTS, MEDIA_CITIES, type MediaItem } from '@plotwise/contracts';
import { MediaPage } from '../media-page';
import { ADMIN_USER, adminProject, fakeApi, renderAdminPage, toastTexts, type FakeReply } from '../../../test-support/render-admin';

const cityItem = (city: string, url: string | null = `https://img.example.com/${city}.jpg`): MediaItem => ({
  id: `city:${city}`,
  url,
  caption: url ? `${city} skyline` : '',
  category: 'city',
  type: 'image',
  isDefault: true,
  relatedId: null,
  relatedTitle: city,
});

const projectItem = (index: number, isDefault = false): MediaItem => ({
  id: `project:12:${index}`,
  url: `https://img.example.com/p${index}.jpg`,
  caption: `Photo ${index}`,
  category: 'project',
  type: 'image',
  isDefault,
  relatedId: 12,
  relatedTitle: 'Sahyadri Greens',
});

const page = (items: MediaItem[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 24 } });
const ALL = [...MEDIA_CITIES.map((city) => cityItem(city, city === 'Delhi' ? null : undefined)), projectItem(0, true), projectItem(1)];

function mediaApi(extra: Record<string, FakeReply | ((call: { url: string; body: unknown }) => FakeReply)> = {}) {
  return fakeApi({
    'GET /api/admin/media': ({ url }) => {
      if (url.includes('category=city')) return page(ALL.slice(0, 8));
      if (url.includes('category=project')) return page(ALL.slice(8));
      if (url.includes('category=property')) return page([]);
      return page(ALL);
    },
    'GET /api/admin/projects/12': {
      status: 200,
      body: adminProject(12, {
        title: 'Sahyadri Greens',
        images: [
          { url: 'https://img.example.com/p0.jpg', caption: 'Photo 0', isDefault: true },
          { url: 'https://img.example.com/p1.jpg', caption: 'Photo 1', isDefault: false },
        ],
      }),
    },
    ...extra,
  }, { user: ADMIN_USER }).calls;
}

const renderMedia = () => renderAdminPage(<MediaPage />, '/admin/media');
const tile = (name: RegExp) => screen.getByRole('button', { name });

describe('/admin/media', () => {
  it('has the four tabs, the grid with Edit and Delete, and a back link to /admin', async () => {
    mediaApi();
    renderMedia();
    expect(screen.getByRole('heading', { level: 1, name: 'Media Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/admin');
    for (const name of ['All Media', 'Project Images', 'Property Images', 'City Images']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Media' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(14);
    expect(screen.getByText('14 images')).toBeInTheDocument();
    expect(tile(/^Edit: Mumbai skyline, Mumbai$/)).toBeInTheDocument();
    expect(tile(/^Delete: Photo 1, Sahyadri Greens$/)).toBeInTheDocument();
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Property Images' }));
    expect(await screen.findByText('No images in this category yet.')).toBeInTheDocument();
  });

  it('shows a placeholder for a broken picture', async () => {
    mediaApi();
    renderMedia();
    const image = await screen.findByRole('img', { name: 'Photo 1' });
    expect(image).toHaveAttribute('src', 'https://img.example.com/p1.jpg');
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image).toHaveAttribute('data-broken', 'true'));
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it("edits a project's images: ticking one default clears the others, and the project API saves them", async () => {
    const calls = mediaApi({ 'POST /api/projects/12/images': { status: 200, body: { images: [], defaultImage: null, version: 2, message: 'Images updated' } } });
    renderMedia();
    await screen.findByRole('list', { name: 'Media' });
    await userEvent.click(tile(/^Edit: Photo 1, Sahyadri Greens$/));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Media: Sahyadri Greens' });
    const radios = await within(dialog).findAllByRole('radio', { name: 'Default' });
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    await userEvent.click(radios[1]!);
    expect(within(dialog).getAllByRole('radio', { name: 'Default' }).map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Media updated'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      images: [
        { url: 'https://img.example.com/p0.jpg', caption: 'Photo 0', isDefault: false },
        { url: 'https://img.example.com/p1.jpg', caption: 'Photo 1', isDefault: true },
      ],
    });
  });

  it("checks the rows: 'No media to upload', 'Invalid image URL', and a failure's message", async () => {
    mediaApi({ 'POST /api/projects/12/images': { status: 500, body: { message: '' } } });
    renderMedia();
    await screen.findByRole('list', { name: 'Media' });
    await userEvent.click(tile(/^Edit: Photo 0, Sahyadri Greens$/));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Media: Sahyadri Greens' });
    await within(dialog).findAllByRole('radio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('No media to upload'));

    await userEvent.click(within(dialog).getByRole('button', { name: /Add Image/ }));
    await userEvent.type(within(dialog).getByLabelText('Image URL 1'), 'ftp://nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Invalid image URL'));

    await userEvent.clear(within(dialog).getByLabelText('Image URL 1'));
    await userEvent.type(within(dialog).getByLabelText('Image URL 1'), 'https://img.example.com/new.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A listing's pictures need captions, as the API does.
    await waitFor(() => expect(toastTexts()).toContain('Every image needs a caption'));

    await userEvent.type(within(dialog).getByLabelText(`${HUB_IMAGES_TEXTS.captionLabel} 1`), 'Entrance gate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Error uploading media'));
    expect(toastTexts()).toContain('Failed to upload media. Please try again.');
  });

  it("edits a city's banner: only the first image's url and caption, saved through the city API", async () => {
    const calls = mediaApi({ 'PUT /api/admin/media/cities/Mumbai': { status: 200, body: { city: 'Mumbai', url: 'x', caption: 'y', updatedBy: 1, updatedAt: '2025-01-01T00:00:00.000Z' } } });
    renderMedia();
    await userEvent.click(screen.getByRole('tab', { name: 'City Images' }));
    expect(await screen.findByText(/City images cannot be deleted, only replaced/)).toBeInTheDocument();
    await userEvent.click(tile(/^Edit: Mumbai skyline, Mumbai$/));
    const dialog = screen.getByRole('dialog', { name: 'Edit Media: Mumbai' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Add Image/ })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Caption 1'));
    await userEvent.type(within(dialog).getByLabelText('Caption 1'), 'Marine Drive at dusk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Media updated'));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ url: 'https://img.example.com/Mumbai.jpg', caption: 'Marine Drive at dusk' });
  });

  it("reports an unknown city as 'Error updating city image: City not found'", async () => {
    mediaApi({ 'PUT /api/admin/media/cities/Kolkata': { status: 404, body: { message: 'City not found' } } });
    renderMedia();
    await screen.findByRole('list', { name: 'Media' });
    await userEvent.click(tile(/^Edit: Kolkata skyline, Kolkata$/));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Media: Kolkata' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Error updating city image'));
    expect(toastTexts()).toContain('City not found');
  });

  it('says a city image cannot be deleted instead of deleting it', async () => {
    const calls = mediaApi();
    renderMedia();
    await screen.findByRole('list', { name: 'Media' });
    await userEvent.click(tile(/^Delete: Mumbai skyline, Mumbai$/));
    await waitFor(() => expect(toastTexts()).toContain('City images cannot be deleted, only replaced'));
    expect(toastTexts()).not.toContain('Feature not implemented');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("deletes a project image after the confirmation, and reports a failure with its documented message", async () => {
    let reply: FakeReply = { status: 200, body: { images: [], defaultImage: null, version: 2, message: 'The image has been removed.' } };
    const calls = mediaApi({ 'DELETE /api/admin/media/project/12': () => reply });
    renderMedia();
    await screen.findByRole('list', { name: 'Media' });
    await userEvent.click(tile(/^Delete: Photo 1, Sahyadri Greens$/));
    const dialog = screen.getByRole('dialog', { name: 'Delete Media' });
    expect(dialog).toHaveTextContent('Delete the image "Photo 1" of Sahyadri Greens?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Media deleted'));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toBe(`/api/admin/media/project/12?url=${encodeURIComponent('https://img.example.com/p1.jpg')}`);

    reply = { status: 500, body: { message: 'boom' } };
    await userEvent.click(tile(/^Delete: Photo 0, Sahyadri Greens$/));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Media' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to delete the media item. Please try again.'));
  });
});
