/** The preview of a CSV import: the same checks as the import, and nothing stored or texted. */
import { PROJECT_CSV_COLUMNS, payloadToCsvRecord, projectCsvTemplate, toCsv, type AdminProjectPayload, type BulkUploadPreview } from '@plotwise/contracts';
import { Project, OutgoingMessage, SmsSubscription, StoredFile } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { bulkUpload, csvOf, header, row, type ImportResult as Result } from '../../../../test/support/bulk-upload';
import { bodyOf as body } from '../../../../test/support/project-hub';
import { messageOf as message, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });
const { send, preview } = bulkUpload(app);

describe('POST /api/projects/bulk-upload/preview', () => {
  const uploadImage = () => uploadedUrl(app, 'image', 'gate.png', SAMPLE_FILES.png(2048), { cookie: app.adminCookie });
  const counts = async () => ({
    projects: await Project.query().resultSize(),
    files: await StoredFile.query().resultSize(),
    texts: await OutgoingMessage.query().resultSize(),
  });
  const messagesOf = (result: BulkUploadPreview) =>
    result.rows.filter((entry) => entry.errors.length > 0).map((entry) => ({ row: entry.row, errors: entry.errors.map((error) => error.message) }));

  it('shows the template as downloaded as one row ready, with its values and no errors, and stores nothing', async () => {
    const before = await counts();
    const response = await preview(projectCsvTemplate());
    expect(response.statusCode).toBe(200);
    expect(body<BulkUploadPreview>(response)).toEqual({
      ready: 1,
      withErrors: 0,
      rows: [{ row: 2, title: 'Green Meadows Phase 2', city: 'Pune', projectType: 'residential', startingPrice: '2500000', status: 'upcoming', approvalStatus: 'approved', errors: [] }],
    });
    expect(await counts()).toEqual(before);
  });

  it('finds exactly the problems the import then reports, on the same rows, each with its column', async () => {
    const stored = await uploadImage();
    const good = (title: string, overrides: Partial<AdminProjectPayload> = {}) => payloadToCsvRecord(row({ title, ...overrides }));
    const bad = (overrides: Record<string, string>) => PROJECT_CSV_COLUMNS.map((column) => overrides[column.name] ?? good('Parity Bad')[header.indexOf(column.name)]!);
    const csv = toCsv([
      header,
      good('Parity Good One', { status: 'Completed' as AdminProjectPayload['status'], startingPrice: 0 }), // row 2
      good('Parity Good Two', { images: [{ url: stored, caption: 'Gate', isDefault: true }] }), // row 3
      bad({ title: '' }), // row 4
      bad({ totalArea: 'twelve', startingPrice: '12.5' }), // row 5
      bad({ amenities: '["Garden", "Gym"' }), // row 6
      bad({ plotSizes: 'twelve hundred' }), // row 7
      bad({ specifications: 'Roads only' }), // row 8
      bad({ plotSizes: '1200 sq.yd' }), // row 9
      bad({ images: 'http://insecure.example.com/a.jpg Gate' }), // row 10
      bad({ images: '/api/files/00000000-0000-4000-8000-000000000000 Gate' }), // row 11
      bad({ status: 'finished', projectType: 'villa' }), // row 12
      bad({}), // row 13, with a cell beyond the header
    ]).replace(/\r\n$/, ',surprise\r\n');

    const previewed = body<BulkUploadPreview>(await preview(csv));
    const expected = [
      { row: 4, errors: ['Title must be at least 3 characters'] },
      { row: 5, errors: ['totalArea: must be a number', 'startingPrice: must be a whole number'] },
      { row: 6, errors: ['amenities: starts like JSON text but is not valid JSON; write the items separated by | instead (like Garden | Gym)'] },
      { row: 7, errors: ['plotSizes: write each size as a number and a unit, separated by | (like 1200 sq.ft | 1500 sq.ft)'] },
      { row: 8, errors: ['specifications: write each as a title, a colon and the details, separated by | (like Roads: 30 ft tar roads)'] },
      { row: 9, errors: ['plot size unit must be one of: sq.ft, sq.m, acres'] },
      { row: 10, errors: ['Invalid image URL'] },
      { row: 11, errors: ['Invalid image URL'] },
      { row: 12, errors: ['projectType must be one of: residential, commercial, mixed-use, agricultural', 'status must be one of: upcoming, ongoing, ready'] },
      { row: 13, errors: ['The row has more cells than the header has columns'] },
    ];
    expect(messagesOf(previewed)).toEqual(expected);
    expect(previewed).toMatchObject({ ready: 2, withErrors: 10 });
    const fields = Object.fromEntries(previewed.rows.map((entry) => [entry.row, entry.errors.map((error) => error.field)]));
    expect(fields).toMatchObject({ 2: [], 3: [], 4: ['title'], 5: ['totalArea', 'startingPrice'], 6: ['amenities'], 7: ['plotSizes'], 9: ['plotSizes'], 10: ['images'], 11: ['images'], 12: ['projectType', 'status'], 13: [null] });
    // A good row shows what will be stored; a bad row shows its cells as typed.
    expect(previewed.rows[0]).toMatchObject({ title: 'Parity Good One', startingPrice: '', status: 'ready' });
    expect(previewed.rows[3]).toMatchObject({ row: 5, title: 'Parity Bad', startingPrice: '12.5' });
    expect(await Project.query().where('title', 'like', 'Parity %').resultSize()).toBe(0);

    const imported = body<Result>(await send(csv));
    expect(imported).toEqual({ successful: previewed.ready, failed: expected });
    expect(await Project.query().where('title', 'like', 'Parity Good %').resultSize()).toBe(2);
  });

  it('stores no project or file and texts nobody; the import after it alerts each matching subscriber once', async () => {
    await SmsSubscription.query().insert({ phone: '+919812300002', allTypes: false, propertyTypes: ['commercial'], isActive: true, verifiedAt: new Date() });
    const csv = csvOf([row({ title: 'Previewed Shops', projectType: 'commercial' }), row({ title: 'Previewed Homes' })]);
    const before = await counts();
    for (let time = 0; time < 2; time += 1) expect(body<BulkUploadPreview>(await preview(csv))).toMatchObject({ ready: 2, withErrors: 0 });
    expect(await counts()).toEqual(before);
    expect(await OutgoingMessage.query().where({ recipient: '+919812300002' }).resultSize()).toBe(0);

    expect(body<Result>(await send(csv))).toEqual({ successful: 2, failed: [] });
    const shops = await Project.query().findOne({ title: 'Previewed Shops' });
    expect(await OutgoingMessage.query().where({ recipient: '+919812300002' }).select('projectId')).toEqual([{ projectId: shops!.id }]);
    await preview(csv);
    expect(await OutgoingMessage.query().where({ recipient: '+919812300002' }).resultSize()).toBe(1);
  });

  it('is not trusted: the import checks every row again', async () => {
    const stored = await uploadImage();
    const csv = csvOf([row({ title: 'Checked Twice', images: [{ url: stored, caption: 'Gate', isDefault: true }] })]);
    expect(body<BulkUploadPreview>(await preview(csv))).toMatchObject({ ready: 1, withErrors: 0 });
    // The picture goes between the preview and the import.
    await StoredFile.query().deleteById(stored.split('/').pop()!);
    expect(body<Result>(await send(csv))).toEqual({ successful: 0, failed: [{ row: 2, errors: ['Invalid image URL'] }] });
    expect(await Project.query().where('title', 'Checked Twice').resultSize()).toBe(0);
  });

  it.each([
    ['a PNG named .csv', SAMPLE_FILES.png(512)],
    ['an unknown column', 'title,description,projectType,location,city,state,totalArea,areaUnit,status,createdBy\r\n'],
    ['missing required columns', 'title,description,city\r\nA,B,C\r\n'],
    ['a header only', 'title,description,projectType,location,city,state,totalArea,areaUnit,status\r\n'],
    ['an empty file', ''],
  ])('refuses %s with the same answer as the import', async (_label, file) => {
    const [previewed, imported] = [await preview(file), await send(file)];
    expect(previewed.statusCode).toBe(400);
    expect({ status: previewed.statusCode, message: message(previewed) }).toEqual({ status: imported.statusCode, message: message(imported) });
  });

  it('answers 413 above 5 MB, and refuses visitors, users and agents', async () => {
    expect((await preview(Buffer.alloc(5 * 1024 * 1024 + 1024, 0x61))).statusCode).toBe(413);
    const csv = projectCsvTemplate();
    expect((await preview(csv, { cookie: null })).statusCode).toBe(401);
    for (const person of [await insertUser(), await insertUser({ role: 'agent', isApproved: true })]) {
      expect((await preview(csv, { cookie: app.cookieOf(person) })).statusCode).toBe(403);
    }
  });
});
