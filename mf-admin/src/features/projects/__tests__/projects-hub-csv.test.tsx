import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastTexts, type FakeRoutes } from '../../../test-support/render-admin';
import { renderHub, serveHub } from '../../../test-support/projects-hub';

describe("the Project Management Hub's CSV template and bulk upload", () => {
  it('downloads the CSV template generated here and says so', async () => {
    serveHub();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => { blobs.push(blob); return 'blob:template'; }), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderHub();
    await userEvent.click(screen.getByRole('button', { name: 'CSV Template' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toMatch(/^title,description,projectType,location,city,state,totalArea,areaUnit,startingPrice,plotSizes/);
    await waitFor(() => expect(toastTexts()).toContain('Template Downloaded'));
    click.mockRestore();
  });

  it('keeps Upload Projects disabled until a CSV file is chosen, with the hint to use the template first', async () => {
    serveHub();
    renderHub();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Upload' }));
    const dialog = screen.getByRole('dialog', { name: 'Bulk Upload Projects' });
    expect(dialog).toHaveTextContent('Download the CSV template first');
    const upload = within(dialog).getByRole('button', { name: 'Upload Projects' });
    expect(upload).toBeDisabled();
    const file = new File(['title\n'], 'projects.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    });
    expect(upload).toBeEnabled();
  });

  describe('bulk upload', () => {
    const PREVIEW_URL = '/api/projects/bulk-upload/preview';
    const IMPORT_URL = '/api/projects/bulk-upload';
    const readyRow = (row: number, overrides: Record<string, unknown> = {}) => ({
      row,
      title: `Imported ${row}`,
      city: 'Pune',
      projectType: 'residential',
      startingPrice: '2500000',
      status: 'ready',
      approvalStatus: 'approved',
      errors: [],
      ...overrides,
    });
    const previewOf = (rows: ReturnType<typeof readyRow>[]) => ({
      ready: rows.filter((entry) => entry.errors.length === 0).length,
      withErrors: rows.filter((entry) => entry.errors.length > 0).length,
      rows,
    });
    const badRows = [
      readyRow(4, { title: '', startingPrice: '12.5', errors: [{ field: 'title', message: 'Title must be at least 3 characters' }, { field: 'totalArea', message: 'totalArea: must be a number' }] }),
      readyRow(6, { title: 'No Header Room', errors: [{ field: null, message: 'The row has more cells than the header has columns' }] }),
    ];

    /** Opens Bulk Upload and sends a file, the preview and import routes answering as given; resolves with the dialog and what was posted. */
    async function uploadCsv(routes: FakeRoutes) {
      const { calls } = serveHub(routes);
      const sent = () => calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body as FormData }));
      renderHub();
      await userEvent.click(screen.getByRole('button', { name: 'Bulk Upload' }));
      const dialog = screen.getByRole('dialog', { name: 'Bulk Upload Projects' });
      await act(async () => {
        fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [new File(['title\n'], 'projects.csv', { type: 'text/csv' })] } });
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Projects' }));
      return { dialog, sent };
    }

    it('says how to write list cells, with items separated by |', async () => {
      serveHub();
      renderHub();
      await userEvent.click(screen.getByRole('button', { name: 'Bulk Upload' }));
      const dialog = screen.getByRole('dialog', { name: 'Bulk Upload Projects' });
      await userEvent.click(within(dialog).getByText('How to write lists in a cell'));
      expect(dialog).toHaveTextContent('items separated by |, like Clubhouse | Garden | 24x7 Security');
      expect(dialog).toHaveTextContent('1200 sq.ft | 1500 sq.ft');
      expect(dialog).toHaveTextContent('Lists written as JSON text, as older templates did, are still read.');
      expect(dialog).not.toHaveTextContent('list fields as JSON');
    });

    it('previews the rows first, each error on its row, and saves nothing until Import N rows', async () => {
      const { dialog, sent } = await uploadCsv({
        [`POST ${PREVIEW_URL}`]: { status: 200, body: previewOf([readyRow(2), readyRow(3, { startingPrice: '', status: 'upcoming', approvalStatus: 'pending' }), ...badRows, readyRow(5)]) },
        [`POST ${IMPORT_URL}`]: { status: 200, body: { successful: 3, failed: [{ row: 4, errors: ['Title must be at least 3 characters', 'totalArea: must be a number'] }, { row: 6, errors: ['The row has more cells than the header has columns'] }] } },
      });
      await within(dialog).findByText('3 rows ready, 2 with errors');
      expect(sent().map((request) => request.url)).toEqual([PREVIEW_URL]);
      expect((sent()[0]!.body.get('csvFile') as File).name).toBe('projects.csv');
      expect(dialog).toHaveTextContent('Nothing has been saved yet. Rows with errors are skipped. To import them too, fix the file and upload it again.');

      const table = within(dialog).getByRole('table', { name: 'Rows in the file' });
      const row = (name: string) => within(table).getByRole('row', { name });
      expect(row('Row 2')).toHaveTextContent('Imported 2PuneResidential₹25.00 LakhsReadyApprovedReady');
      expect(row('Row 3')).toHaveTextContent('Price on RequestUpcomingPending');
      // Each problem beside its row, with its column; the column is not repeated in the message.
      const problems = within(row('Row 4')).getAllByRole('listitem').map((item) => item.textContent);
      expect(problems).toEqual(['titleTitle must be at least 3 characters', 'totalAreamust be a number']);
      expect(row('Row 4')).toHaveTextContent('12.5');
      expect(within(row('Row 6')).getByRole('listitem')).toHaveTextContent('rowThe row has more cells than the header has columns');
      expect(within(row('Row 5')).queryByRole('listitem')).toBeNull();

      const importButton = within(dialog).getByRole('button', { name: 'Import 3 rows' });
      expect(within(dialog).queryByRole('button', { name: 'Upload Projects' })).toBeNull();
      expect(toastTexts()).not.toContain('Bulk upload completed');

      await userEvent.click(importButton);
      await waitFor(() => expect(toastTexts()).toContain('Bulk upload completed'));
      expect(sent().map((request) => request.url)).toEqual([PREVIEW_URL, IMPORT_URL]);
      expect(sent()[1]!.body.get('csvFile')).toBe(sent()[0]!.body.get('csvFile'));
      expect(toastTexts()).toContain('3 imported successfully, 2 failed');
      expect(within(dialog).getByText('Rows that were not imported')).toBeInTheDocument();
      expect(dialog).toHaveTextContent('Row 4: Title must be at least 3 characters; totalArea: must be a number');
      expect(within(dialog).queryByRole('table')).toBeNull();
      expect(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)).toHaveTextContent('Close');
      expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
    });

    it('keeps Import disabled when no row is ready, and a new file starts over', async () => {
      const { dialog } = await uploadCsv({ [`POST ${PREVIEW_URL}`]: { status: 200, body: previewOf(badRows) } });
      await within(dialog).findByText('0 rows ready, 2 with errors');
      expect(dialog).toHaveTextContent('No row can be imported. Fix the file and upload it again.');
      expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
      await act(async () => {
        fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [new File(['fixed\n'], 'fixed.csv', { type: 'text/csv' })] } });
      });
      expect(within(dialog).queryByRole('table')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Upload Projects' })).toBeEnabled();
    });

    it('shows a long file 50 rows a page, and filters to the rows with errors', async () => {
      const rows = Array.from({ length: 120 }, (_, index) =>
        readyRow(index + 2, index === 100 ? { errors: [{ field: 'city', message: 'City is required' }] } : {}),
      );
      const { dialog } = await uploadCsv({ [`POST ${PREVIEW_URL}`]: { status: 200, body: previewOf(rows) } });
      await within(dialog).findByText('119 rows ready, 1 with errors');
      const table = within(dialog).getByRole('table', { name: 'Rows in the file' });
      const bodyRows = () => within(table).getAllByRole('row').slice(1);
      expect(bodyRows()).toHaveLength(50);
      expect(dialog).toHaveTextContent('Showing 1–50 of 120');
      expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
      expect(within(table).queryByRole('row', { name: 'Row 102' })).toBeNull();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Rows with errors (1)' }));
      expect(bodyRows().map((entry) => entry.getAttribute('aria-label'))).toEqual(['Row 102']);
      expect(bodyRows()[0]).toHaveTextContent('City is required');
      expect(dialog).toHaveTextContent('Showing 1–1 of 1');

      await userEvent.click(within(dialog).getByRole('button', { name: 'All rows (120)' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent('Showing 51–100 of 120');
      expect(bodyRows()[0]).toHaveAttribute('aria-label', 'Row 52');
      expect(within(dialog).getByRole('button', { name: 'Import 119 rows' })).toBeEnabled();
    });

    it("reports a refused file as 'Error uploading CSV' with the documented description", async () => {
      const { dialog } = await uploadCsv({ [`POST ${PREVIEW_URL}`]: { status: 400, body: { message: 'Missing column: status' } } });
      await waitFor(() => expect(toastTexts()).toContain('Error uploading CSV'));
      expect(toastTexts()).toContain('Failed to upload CSV file. Please check the format and try again. Missing column: status');
      expect(within(dialog).queryByRole('table')).toBeNull();
    });
  });
});
