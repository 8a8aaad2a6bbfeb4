/** The admin's CSV import of projects: what it stores, what it reports per row, and what it refuses. */
import { PROJECT_CSV_COLUMNS, payloadToCsvRecord, projectCsvTemplate, toCsv, type AdminProjectPayload } from '@plotwise/contracts';
import { Project, OutgoingMessage, SmsSubscription } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { SAMPLE_FILES } from '../../../../test/support/multipart';
import { bulkUpload, csvOf, header, row, type ImportResult as Result } from '../../../../test/support/bulk-upload';
import { bodyOf as body } from '../../../../test/support/project-hub';
import { messageOf as message, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });
const { send } = bulkUpload(app);

describe('POST /api/projects/bulk-upload', () => {
  it('imports the template as it is downloaded: one approved project created by the admin', async () => {
    const response = await send(projectCsvTemplate(), { extra: { adminId: '1' } });
    expect(response.statusCode).toBe(200);
    expect(body<Result>(response)).toEqual({ successful: 1, failed: [] });
    const imported = await Project.query().findOne({ title: 'Green Meadows Phase 2' });
    expect(imported).toMatchObject({
      approvalStatus: 'approved',
      createdBy: app.adminId,
      lastUpdatedBy: app.adminId,
      totalArea: 12.5,
      startingPrice: 2_500_000,
      plotSizes: [{ size: 1200, unit: 'sq.ft' }, { size: 1500, unit: 'sq.ft' }],
      amenities: ['Clubhouse', 'Garden', '24x7 Security'],
      specifications: [{ title: 'Roads', details: '30 ft tar roads' }],
      isNewlyLaunched: true,
      verified: true,
      defaultImage: 'https://images.example.com/green-meadows.jpg',
      version: 1,
    });
  });

  it('imports the good rows and reports each bad one with its row number and reasons', async () => {
    const good = csvOf([row({ title: 'Good Row One' }), row({ title: 'Good Row Two', images: [{ url: 'https://a.example.com/x.jpg', caption: 'X' }] })]);
    const lines = good.trimEnd().split('\r\n');
    const cells = (overrides: Record<string, string>) =>
      toCsv([PROJECT_CSV_COLUMNS.map((column) => overrides[column.name] ?? payloadToCsvRecord(row({ title: 'Bad Row' }))[header.indexOf(column.name)]!)]).trimEnd();
    // Each bad row's cells and the reasons it is refused; they follow the header and the two good rows.
    const bad: [cells: Record<string, string>, errors: string[]][] = [
      [{ title: '' }, ['Title must be at least 3 characters']],
      [{ totalArea: 'twelve', startingPrice: '12.5' }, ['totalArea: must be a number', 'startingPrice: must be a whole number']],
      [{ amenities: '["Garden", "Gym"' }, ['amenities: starts like JSON text but is not valid JSON; write the items separated by | instead (like Garden | Gym)']],
      [{ status: 'finished', projectType: 'villa' }, ['projectType must be one of: residential, commercial, mixed-use, agricultural', 'status must be one of: upcoming, ongoing, ready']],
      [{ featured: 'maybe' }, ['featured: must be true or false']],
      [{ images: '[{"url":"http://insecure.example.com/a.jpg","caption":"A"}]' }, ['Invalid image URL']],
      // No such stored file.
      [{ images: '[{"url":"/api/files/00000000-0000-4000-8000-000000000000","caption":"A"}]' }, ['Invalid image URL']],
      [{ plotSizes: '{"size": 10}' }, ['plotSizes must be a list']],
    ];
    const response = await send(`${[...lines, ...bad.map(([overrides]) => cells(overrides))].join('\r\n')}\r\n`);
    expect(response.statusCode).toBe(200);
    const result = body<Result>(response);
    expect(result.successful).toBe(2);
    expect(result.failed).toEqual(bad.map(([, errors], index) => ({ row: lines.length + 1 + index, errors })));
    expect(await Project.query().whereIn('title', ['Good Row One', 'Good Row Two']).resultSize()).toBe(2);
    expect(await Project.query().where('title', 'Bad Row').resultSize()).toBe(0);
  });

  it('neutralises formula cells (= + - @, tab, CR) in text and inside JSON lists, and leaves phone numbers be', async () => {
    const csv = csvOf([
      row({
        title: '=HYPERLINK("https://evil.example","Click")',
        location: '+91 Road',
        description: '@SUM(1+1) cells are not formulas here',
        reraNumber: '-2+3',
        amenities: ['=cmd|/C calc!A0', 'Garden', '\tTabbed'],
        specifications: [{ title: '@Roads', details: '=1+1' }],
        contactPhone: '+91 98765 43210',
      }),
    ]);
    const result = body<Result>(await send(csv));
    expect(result).toEqual({ successful: 1, failed: [] });
    const stored = await Project.query().findOne({ title: `'=HYPERLINK("https://evil.example","Click")` });
    expect(stored).toMatchObject({
      location: "'+91 Road",
      description: "'@SUM(1+1) cells are not formulas here",
      reraNumber: "'-2+3",
      amenities: ["'=cmd|/C calc!A0", 'Garden', "'\tTabbed"],
      specifications: [{ title: "'@Roads", details: "'=1+1" }],
      // A phone number keeps its plus sign: it cannot call a function.
      contactPhone: '+91 98765 43210',
    });
  });

  it('takes every status as the hub shows it ("Completed" is ready) as well as the stored values', async () => {
    const statuses = ['Completed', 'completed', 'ready', 'Upcoming', 'ONGOING'];
    const csv = csvOf(statuses.map((status, index) => row({ title: `Status Row ${index}`, status: status as AdminProjectPayload['status'] })));
    const response = await send(csv);
    expect(body<Result>(response)).toEqual({ successful: 5, failed: [] });
    const stored = await Project.query().where('title', 'like', 'Status Row %').orderBy('title');
    expect(stored.map((project) => project.status)).toEqual(['ready', 'ready', 'ready', 'upcoming', 'ongoing']);

    const refused = await send(csvOf([row({ title: 'Status Row Bad', status: 'finished' as AdminProjectPayload['status'] })]));
    expect(body<Result>(refused).successful).toBe(0);
    expect(body<Result>(refused).failed[0]!.row).toBe(2);
  });

  it('alerts matching SMS subscribers once for each project it publishes, and not for one it holds back', async () => {
    await SmsSubscription.query().insert({ phone: '+919812300001', allTypes: false, propertyTypes: ['agricultural'], isActive: true, verifiedAt: new Date() });
    const csv = csvOf([
      row({ title: 'Imported Farm Alerted', projectType: 'agricultural' }),
      row({ title: 'Imported Farm Held', projectType: 'agricultural', approvalStatus: 'pending' }),
      row({ title: 'Imported Homes Unmatched', projectType: 'residential' }),
    ]);
    expect(body<Result>(await send(csv))).toEqual({ successful: 3, failed: [] });
    const alerts = async (title: string) => {
      const project = await Project.query().findOne({ title });
      return OutgoingMessage.query().where({ projectId: project!.id, recipient: '+919812300001' }).resultSize();
    };
    expect(await alerts('Imported Farm Alerted')).toBe(1);
    expect(await alerts('Imported Farm Held')).toBe(0);
    expect(await alerts('Imported Homes Unmatched')).toBe(0);
    // Approving the held one later alerts it, once; approving again adds nothing.
    const held = await Project.query().findOne({ title: 'Imported Farm Held' });
    for (let time = 0; time < 2; time += 1) {
      await app.inject({ method: 'PATCH', url: `/api/admin/projects/${held!.id}/approve`, headers: { cookie: app.adminCookie } });
    }
    expect(await alerts('Imported Farm Held')).toBe(1);
  });

  it('reads list cells written as items separated by | and the JSON text of older templates alike', async () => {
    const required = 'description,projectType,location,city,state,totalArea,areaUnit,status';
    const fixed = 'Lists typed by a person.,residential,Baner,Pune,Maharashtra,4,acres,upcoming';
    const simple = [
      `title,${required},plotSizes,amenities,specifications,approvals,images`,
      `Simple Cells,${fixed},1200 sq.ft | 0.5 Acres,Clubhouse | Garden |  | 24x7 Security,Roads: 30 ft tar roads | Water: 24x7: borewell,RERA registered,https://a.example.com/gate.jpg Entrance gate | https://a.example.com/road.jpg Approach road`,
    ].join('\r\n');
    const lists = {
      plotSizes: [{ size: 1200, unit: 'sq.ft' }, { size: 0.5, unit: 'acres' }],
      amenities: ['Clubhouse', 'Garden', '24x7 Security'],
      specifications: [{ title: 'Roads', details: '30 ft tar roads' }, { title: 'Water', details: '24x7: borewell' }],
      approvals: ['RERA registered'],
      images: [
        { url: 'https://a.example.com/gate.jpg', caption: 'Entrance gate', isDefault: true },
        { url: 'https://a.example.com/road.jpg', caption: 'Approach road', isDefault: false },
      ],
    } satisfies Partial<AdminProjectPayload>;
    const json = csvOf([row({ title: 'JSON Cells', ...lists })], 'json');
    expect(json).toContain('"[{""size"":1200,""unit"":""sq.ft""}');

    expect(body<Result>(await send(`${simple}\r\n`))).toEqual({ successful: 1, failed: [] });
    expect(body<Result>(await send(json))).toEqual({ successful: 1, failed: [] });
    const stored = await Project.query().whereIn('title', ['Simple Cells', 'JSON Cells']).orderBy('title', 'desc');
    for (const project of stored) expect(project).toMatchObject({ ...lists, defaultImage: 'https://a.example.com/gate.jpg' });
  });

  it('reports an image without a caption, in either cell style, and imports nothing of that row', async () => {
    const captioned = payloadToCsvRecord(row({ title: 'Captioned Row', images: [{ url: 'https://a.example.com/a.jpg', caption: 'Gate' }] }));
    const withImages = (title: string, images: string) => header.map((name, index) => (name === 'title' ? title : name === 'images' ? images : captioned[index]!));
    const csv = toCsv([
      header,
      withImages('Bare Address Row', 'https://a.example.com/a.jpg Gate | https://a.example.com/b.jpg'),
      withImages('Blank Json Caption Row', '[{"url":"https://a.example.com/a.jpg","caption":"  "}]'),
      withImages('Captioned Row', 'https://a.example.com/a.jpg Gate'),
    ]);
    expect(body<Result>(await send(csv))).toEqual({
      successful: 1,
      failed: [
        { row: 2, errors: ['Every image needs a caption'] },
        { row: 3, errors: ['Every image needs a caption'] },
      ],
    });
    expect(await Project.query().whereIn('title', ['Bare Address Row', 'Blank Json Caption Row']).resultSize()).toBe(0);
  });

  it('takes "acre" and other spellings of a unit, for the area and the plot sizes, and stores the one spelling', async () => {
    const record = payloadToCsvRecord(row({ title: 'Acre Spelling Row' }));
    const cell = (name: string, value: string) => header.map((column, index) => (column === name ? value : record[index]!));
    const typed = cell('areaUnit', 'Acre');
    typed[header.indexOf('plotSizes')] = '0.5 acre | 1200 Sq Ft';
    expect(body<Result>(await send(toCsv([header, typed])))).toEqual({ successful: 1, failed: [] });
    expect(await Project.query().findOne({ title: 'Acre Spelling Row' })).toMatchObject({
      areaUnit: 'acres',
      plotSizes: [{ size: 0.5, unit: 'acres' }, { size: 1200, unit: 'sq.ft' }],
    });
  });

  it('imports a price of 0 as price on request (no price), never ₹0', async () => {
    expect(body<Result>(await send(csvOf([row({ title: 'Zero Priced Row', startingPrice: 0 })])))).toEqual({ successful: 1, failed: [] });
    expect(await Project.query().findOne({ title: 'Zero Priced Row' })).toMatchObject({ startingPrice: null });
  });

  it('takes a file with only the required columns, in any order, with a byte-order mark', async () => {
    const csv = '\ufeffstatus,title,description,projectType,location,city,state,totalArea,areaUnit\r\nongoing,Minimal Columns,Only what is required here.,commercial,MIDC,Nagpur,Maharashtra,3,acres\r\n';
    expect(body<Result>(await send(csv))).toEqual({ successful: 1, failed: [] });
    expect(await Project.query().findOne({ title: 'Minimal Columns' })).toMatchObject({ startingPrice: null, amenities: [], featured: false, approvalStatus: 'approved' });
  });

  it('reports a row with more cells than the header', async () => {
    const csv = 'title,description,projectType,location,city,state,totalArea,areaUnit,status\r\nExtra Cells,Has one cell too many here.,residential,Baner,Pune,Maharashtra,3,acres,ready,surprise\r\n';
    expect(body<Result>(await send(csv))).toEqual({ successful: 0, failed: [{ row: 2, errors: ['The row has more cells than the header has columns'] }] });
  });

  it('imports 5,000 rows in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => row({ title: `Bulk Project ${index + 1}`, startingPrice: 1_000_000 + index }));
    const started = Date.now();
    const response = await send(csvOf(rows));
    expect(response.statusCode).toBe(200);
    expect(body<Result>(response)).toEqual({ successful: 5000, failed: [] });
    expect(await Project.query().where('title', 'like', 'Bulk Project %').resultSize()).toBe(5000);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it.each([
    ['a PNG named .csv', SAMPLE_FILES.png(512), 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.'],
    ['a PDF named .csv', SAMPLE_FILES.pdf(512), 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.'],
    ['text with NUL bytes', Buffer.from('title,city\u0000\r\nA,B\r\n'), 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.'],
    ['Latin-1 text', Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0d, 0x0a, 0xe9, 0x0d, 0x0a]), 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.'],
    ['text that is no CSV of projects', 'hello world\r\nthis is a letter\r\n', 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.'],
    ['an unknown column', 'title,description,projectType,location,city,state,totalArea,areaUnit,status,createdBy\r\n', 'Unknown column: createdBy'],
    ['missing required columns', 'title,description,city\r\nA,B,C\r\n', 'Missing columns: projectType, location, state, totalArea, areaUnit, status'],
    ['a header only', 'title,description,projectType,location,city,state,totalArea,areaUnit,status\r\n', 'The CSV file has a header row but no projects.'],
    ['an unterminated quote', 'title,description,projectType,location,city,state,totalArea,areaUnit,status\r\n"Broken,x,residential,a,b,c,1,acres,ready\r\n', /^The CSV file could not be read: /],
  ])('refuses %s with 400 and imports nothing', async (_label, file, expected) => {
    const before = await Project.query().resultSize();
    const response = await send(file);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toEqual(expected instanceof RegExp ? expect.stringMatching(expected) : expected);
    expect(await Project.query().resultSize()).toBe(before);
  });

  it('answers 400 No file selected without a file, and 413 above 5 MB', async () => {
    const missing = await send(null, { extra: { adminId: '1' } });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('No file selected');
    const empty = await send('');
    expect(message(empty)).toBe('No file selected');
    const huge = await send(Buffer.alloc(5 * 1024 * 1024 + 1024, 0x61));
    expect(huge.statusCode).toBe(413);
    const json = await app.inject({ method: 'POST', url: '/api/projects/bulk-upload', payload: { csvFile: 'title' }, headers: { cookie: app.adminCookie } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses visitors, users and agents', async () => {
    const csv = csvOf([row({ title: 'Sneaky Import' })]);
    expect((await send(csv, { cookie: null })).statusCode).toBe(401);
    for (const person of [await insertUser(), await insertUser({ role: 'agent', isApproved: true })]) {
      expect((await send(csv, { cookie: app.cookieOf(person) })).statusCode).toBe(403);
    }
    expect(await Project.query().where('title', 'Sneaky Import').resultSize()).toBe(0);
  });
});
