/**
 * A CSV of the largest size made of the shortest rows: refused with the
 * too-many-rows message, read off the event loop (other requests are answered
 * meanwhile) and no further than one row past the limit.
 */
import { BULK_UPLOAD_LIMITS, HUB_BULK_TEXTS, projectCsvTemplate } from '@plotwise/contracts';
import { multipart } from '../../../../test/support/multipart';
import { messageOf, useTestApp } from '../../../../test/support/test-app';
import { workPool } from '../../../work-pool';

const app = useTestApp({ signInAdmin: true });

// The pool's process starts on first use (seconds on a busy machine): not what is tested here.
beforeAll(async () => {
  await workPool().run('spin', [0]);
});

const header = () => projectCsvTemplate().split('\r\n')[0]!;

/** The template's header, then short rows up to just under 5 MB (about 870,000 of them). */
function shortRowsCsv(): Buffer {
  const rows = 'a\n'.repeat(Math.floor((BULK_UPLOAD_LIMITS.maxBytes - header().length - 2) / 2));
  return Buffer.from(`${header()}\n${rows}`);
}

const upload = (url: string, csv: Buffer) => {
  const form = multipart([{ name: 'csvFile', filename: 'bomb.csv', contentType: 'text/csv', data: csv }]);
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, cookie: app.adminCookie } });
};

const ROUTES = ['/api/projects/bulk-upload/preview', '/api/projects/bulk-upload'];

it.each(ROUTES)('%s refuses 5 MB of short rows, answering other requests while it reads them', async (url) => {
  const csv = shortRowsCsv();
  expect(csv.byteLength).toBeLessThanOrEqual(BULK_UPLOAD_LIMITS.maxBytes);
  const order: string[] = [];
  // A visitor's request that arrives while the file is being read.
  let health: Promise<unknown> | undefined;
  const pool = workPool();
  const run = pool.run.bind(pool);
  const reading = jest.spyOn(pool, 'run').mockImplementation((task, args) => {
    if (task === 'readProjectCsv') health = app.inject('/api/health').then((response) => order.push(`health ${response.statusCode}`));
    return run(task, args);
  });
  try {
    const response = await upload(url, csv);
    order.push('csv');
    expect([response.statusCode, messageOf(response)]).toEqual([400, HUB_BULK_TEXTS.tooManyRows(BULK_UPLOAD_LIMITS.maxRows)]);
    await health;
  } finally {
    reading.mockRestore();
  }
  expect(order).toEqual(['health 200', 'csv']);
});

it.each(ROUTES)('%s stops reading one row past the limit', async (url) => {
  // Past the limit comes text no CSV reader accepts: a file read to its end would be "unreadable".
  const rows = 'a\n'.repeat(BULK_UPLOAD_LIMITS.maxRows + 5);
  const response = await upload(url, Buffer.from(`${header()}\n${rows}"unclosed\n`));
  expect([response.statusCode, messageOf(response)]).toEqual([400, HUB_BULK_TEXTS.tooManyRows(BULK_UPLOAD_LIMITS.maxRows)]);
});
