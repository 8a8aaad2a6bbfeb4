/**
 * The work pool's limits as a visitor meets them: a picture still decoding at
 * the time limit is killed with its process and the upload answered; with
 * every process busy and the queue full, a readable 503 with Retry-After.
 */
import sharp from 'sharp';
import { uploadFile } from '../../../test/support/multipart';
import { messageOf, startTestApp, type TestApp } from '../../../test/support/test-app';
import { WORK_BUSY_TEXT, workPool } from '..';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

const start = (limits: Partial<TestApp['config']['workPool']>) =>
  startTestApp({
    configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: 100, windowMs: 60_000 }, workPool: { ...config.workPool, size: 1, ...limits } }),
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('kills a picture still decoding at the time limit with its process, answers the upload 422, and starts another', async () => {
  app = await start({ timeLimitMs: 100 });
  const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#8a6' } }).jpeg({ quality: 90 }).toBuffer();
  // The pool's process is started first (its start is not counted against the limit).
  expect(await workPool().run('spin', [0])).toBe(0);
  const [pid] = workPool().pids;

  const started = Date.now();
  const response = await uploadFile(app, 'image', 'field.jpg', photo);
  expect([response.statusCode, messageOf(response)]).toEqual([422, 'field.jpg took too long to process: send a smaller or simpler picture.']);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(workPool().killed).toBe(1);
  // SIGKILL: the decoding really stopped; the process is gone.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(isRunning(pid!)).toBe(false);

  // A new process takes the next job.
  expect(await workPool().run('spin', [0])).toBe(0);
  expect(workPool().pids).not.toContain(pid);
});

it('answers 503 with Retry-After and a readable message when every process is busy and the queue is full', async () => {
  app = await start({ maxQueue: 0 });
  const busy = workPool().run('spin', [3_000]);
  const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6a9' } }).png().toBuffer();

  const response = await uploadFile(app, 'image', 'plot.png', small);
  expect([response.statusCode, messageOf(response)]).toEqual([503, WORK_BUSY_TEXT]);
  expect(response.headers['retry-after']).toBe('10');
  await busy;
  expect((await uploadFile(app, 'image', 'plot.png', small)).statusCode).toBe(201);
});
