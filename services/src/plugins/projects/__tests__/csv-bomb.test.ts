/**
 * A CSV of the largest size made of the shortest rows: refused with the
 * too-many-rows message at once, read off the event loop (other requests are
 * answered meanwhile) and no further than one row past the limit.
 */
import { BULK_UPLOAD_LIMITS, HUB_BULK_TEXTS, projectCsvTemplate } from '@plotwise/contracts';
import { multipart } from '../../../../test/support/multipart';
import { messageOf, useTestApp } from '../../../../test/support/test-app';
import { workPool } from '../../../work-pool';

const app = useTestApp({ signInAdmin: true });

// The pool's process starts on first use (seconds on a busy machine): not what is timed here.
beforeAll(async () => {
  await workPool().run('spin', [0]);
});

/** The template's header, then short rows up to just under 5 MB (about 870,000 of them). */
function shortRowsCsv(): Buffer {
  const header = projectCsvTemplate().split('\r\n')[0]!;
  const rows = 'a\n'.repeat(Math.floor((BULK_UPLOAD_LIMITS.maxBytes - header.length - 2) / 2));
  return Buffer.from(`${header}\n${rows}`);
}

it.each(['/api/projects/bulk-upload/preview', '/api/projects/bulk-upload'])('%s refuses 5 MB of short rows quickly, without holding other requests up', async (url) => {
  const csv = shortRowsCsv();
  expect(csv.byteLength).toBeLessThanOrEqual(BULK_UPLOAD_LIMITS.maxBytes);
  const form = multipart([{ name: 'csvFile', filename: 'bomb.csv', contentType: 'text/csv', data: csv }]);

  // The longest the event loop went without a turn while the file was read.
  let longestStall = 0;
  let last = Date.now();
  const ticker = setInterval(() => {
    longestStall = Math.max(longestStall, Date.now() - last);
    last = Date.now();
  }, 10);
  const started = Date.now();
  try {
    const response = await app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, cookie: app.adminCookie } });
    expect([response.statusCode, messageOf(response)]).toEqual([400, HUB_BULK_TEXTS.tooManyRows(BULK_UPLOAD_LIMITS.maxRows)]);
  } finally {
    clearInterval(ticker);
  }
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(longestStall).toBeLessThan(500);
});
