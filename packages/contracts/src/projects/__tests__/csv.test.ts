import { isLinkableUrl } from '../../media/constants';
import { ADMIN_PROJECT_FIELD_NAMES, adminProjectPayloadSchema } from '../admin-schemas';
import { HUB_BULK_TEXTS } from '../admin-texts';
import {
  PROJECT_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  csvRecordToPayload,
  neutraliseCsvCell,
  neutraliseJsonStrings,
  payloadToCsvRecord,
  projectCsvTemplate,
  toCsv,
} from '../csv';

describe('the bulk-upload CSV columns', () => {
  it('are exactly the fields of the form and API schema, so the template and the importer cannot drift apart', () => {
    expect([...PROJECT_CSV_COLUMNS.map((column) => column.name)].sort()).toEqual([...ADMIN_PROJECT_FIELD_NAMES].sort());
    expect(REQUIRED_CSV_COLUMNS.every((name) => ADMIN_PROJECT_FIELD_NAMES.includes(name))).toBe(true);
  });

  it("give an example row that the importer's conversion and the schema accept", () => {
    const record = Object.fromEntries(PROJECT_CSV_COLUMNS.map((column) => [column.name, column.example]));
    const { payload, errors } = csvRecordToPayload(record, HUB_BULK_TEXTS);
    expect(errors).toEqual([]);
    const parsed = adminProjectPayloadSchema.safeParse(payload);
    expect(parsed.success).toBe(true);
  });

  it('write list fields as items separated by | in the template, with an image address the importer takes', () => {
    const [header, example] = projectCsvTemplate().trimEnd().split('\r\n');
    expect(header!.split(',')).toEqual(PROJECT_CSV_COLUMNS.map((column) => column.name));
    expect(example).toContain(',1200 sq.ft | 1500 sq.ft,Clubhouse | Garden | 24x7 Security,Roads: 30 ft tar roads,PMRDA sanctioned layout | RERA registered,');
    expect(example).not.toContain('[');
    const image = PROJECT_CSV_COLUMNS.find((column) => column.name === 'images')!.example.split(' ')[0]!;
    expect(isLinkableUrl(image)).toBe(true);
  });
});

describe('CSV injection', () => {
  it.each(['=1+1', '+cmd|/C calc', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises a cell starting like a formula: %j', (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary cells alone, and neutralises strings inside JSON values', () => {
    expect(neutraliseCsvCell('Green Meadows')).toBe('Green Meadows');
    expect(neutraliseCsvCell('+91 98765 43210')).toBe('+91 98765 43210');
    expect(neutraliseJsonStrings([{ title: '=cmd', details: 'ok', size: -5 }, '@x'])).toEqual([{ title: "'=cmd", details: 'ok', size: -5 }, "'@x"]);
  });

  it('quotes and neutralises every cell it exports', () => {
    expect(toCsv([['a,b', 'say "hi"', '=HYPERLINK("x")', 'line\nbreak']])).toBe('"a,b","say ""hi""","\'=HYPERLINK(""x"")","line\nbreak"\r\n');
  });
});

describe('reading a CSV record', () => {
  it('converts typed cells and reports the ones that do not read', () => {
    const { payload, errors } = csvRecordToPayload(
      { title: ' Spaced ', totalArea: '12.5', startingPrice: '2,50,000', featured: 'YES', verified: 'sometimes', amenities: '["a"', approvals: '' },
      HUB_BULK_TEXTS,
    );
    expect(payload).toEqual({ title: 'Spaced', totalArea: 12.5, featured: true });
    expect(errors).toEqual([
      { field: 'startingPrice', message: 'startingPrice: must be a whole number' },
      { field: 'amenities', message: 'amenities: starts like JSON text but is not valid JSON; write the items separated by | instead (like Garden | Gym)' },
      { field: 'verified', message: 'verified: must be true or false' },
    ]);
  });
});

describe('list cells', () => {
  const read = (record: Record<string, string>) => csvRecordToPayload(record, HUB_BULK_TEXTS);

  it('read items separated by |, trimmed, blanks dropped, each kind as the form holds it', () => {
    expect(
      read({
        amenities: ' Clubhouse |Garden||  24x7 Security | ',
        approvals: 'RERA registered',
        plotSizes: '1200 sq.ft | 0.25 Acres|1500sq.m',
        specifications: 'Roads: 30 ft tar roads | Water: 24x7: borewell',
        images: 'https://a.example.com/gate.jpg   Entrance   gate | /api/files/6f1c1d1e-0000-4000-8000-000000000001',
      }),
    ).toEqual({
      payload: {
        amenities: ['Clubhouse', 'Garden', '24x7 Security'],
        approvals: ['RERA registered'],
        plotSizes: [{ size: 1200, unit: 'sq.ft' }, { size: 0.25, unit: 'acres' }, { size: 1500, unit: 'sq.m' }],
        specifications: [{ title: 'Roads', details: '30 ft tar roads' }, { title: 'Water', details: '24x7: borewell' }],
        images: [
          { url: 'https://a.example.com/gate.jpg', caption: 'Entrance gate', isDefault: true },
          { url: '/api/files/6f1c1d1e-0000-4000-8000-000000000001', caption: '', isDefault: false },
        ],
      },
      errors: [],
    });
  });

  it('still read the JSON text of older templates', () => {
    const { payload, errors } = read({
      amenities: '["Clubhouse","Garden"]',
      plotSizes: '[{"size":1200,"unit":"sq.ft"}]',
      images: '[{"url":"https://a.example.com/a.jpg","caption":"A"},{"url":"https://a.example.com/b.jpg","caption":"B","isDefault":true}]',
    });
    expect(errors).toEqual([]);
    expect(payload).toEqual({
      amenities: ['Clubhouse', 'Garden'],
      plotSizes: [{ size: 1200, unit: 'sq.ft' }],
      images: [{ url: 'https://a.example.com/a.jpg', caption: 'A' }, { url: 'https://a.example.com/b.jpg', caption: 'B', isDefault: true }],
    });
  });

  it('neutralise formula starts in every item', () => {
    expect(read({ amenities: '=cmd | @SUM(A1)', specifications: '=Roads: -2+3' }).payload).toEqual({
      amenities: ["'=cmd", "'@SUM(A1)"],
      specifications: [{ title: "'=Roads", details: "'-2+3" }],
    });
  });

  it('say how to write a plot size or a specification that does not read', () => {
    expect(read({ plotSizes: '1200 sq.ft | large', specifications: 'Roads only' }).errors).toEqual([
      { field: 'plotSizes', message: 'plotSizes: write each size as a number and a unit, separated by | (like 1200 sq.ft | 1500 sq.ft)' },
      { field: 'specifications', message: 'specifications: write each as a title, a colon and the details, separated by | (like Roads: 30 ft tar roads)' },
    ]);
  });

  it('are written as items when they read back the same, and as JSON text when they would not', () => {
    const base = { title: 't', description: 'd', projectType: 'residential', location: 'l', city: 'c', state: 's', totalArea: 1, areaUnit: 'acres', status: 'ready' } as const;
    const cellsOf = (overrides: object) => {
      const record = payloadToCsvRecord({ ...base, ...overrides });
      return Object.fromEntries(PROJECT_CSV_COLUMNS.map((column, index) => [column.name, record[index]!]));
    };
    expect(cellsOf({ amenities: ['Gym', 'Pool'] }).amenities).toBe('Gym | Pool');
    expect(cellsOf({ amenities: ['Gym | Pool'] }).amenities).toBe('["Gym | Pool"]');
    // Images whose cover is not the first cannot be written as items (the first item is the cover).
    const images = [{ url: 'https://a.example.com/a.jpg', caption: 'A' }, { url: 'https://a.example.com/b.jpg', caption: 'B', isDefault: true }];
    expect(cellsOf({ images }).images).toBe(JSON.stringify(images));
    for (const overrides of [{ amenities: ['Gym | Pool', '[x]'] }, { images }, { specifications: [{ title: 'Roads', details: 'a: b' }] }, { plotSizes: [{ size: 0.5, unit: 'acres' }] }]) {
      const record = cellsOf(overrides);
      expect(read(record).payload).toMatchObject(overrides);
    }
  });
});
