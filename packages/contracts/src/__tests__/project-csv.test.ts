import { ADMIN_PROJECT_FIELD_NAMES, adminProjectPayloadSchema } from '../admin-project';
import { HUB_BULK_TEXTS } from '../admin-hub-texts';
import {
  PROJECT_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  csvRecordToPayload,
  neutraliseCsvCell,
  neutraliseJsonStrings,
  projectCsvTemplate,
  toCsv,
} from '../project-csv';

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

  it('write list fields as JSON text in the template', () => {
    const [header, example] = projectCsvTemplate().trimEnd().split('\r\n');
    expect(header!.split(',')).toEqual(PROJECT_CSV_COLUMNS.map((column) => column.name));
    expect(example).toContain('"[""Clubhouse"",""Garden"",""24x7 Security""]"');
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
      { field: 'amenities', message: 'amenities: not valid JSON text (write lists like ["Garden","Gym"])' },
      { field: 'verified', message: 'verified: must be true or false' },
    ]);
  });
});
