/**
 * A pool process (work-pool.ts): runs one task at a time and answers its
 * value, or its error (the status of a 4xx kept). sharp gets one thread: the
 * pool's size is the bound on how many cores picture work takes.
 */
import Boom from '@hapi/boom';
import sharp from 'sharp';
import { WORK_TASKS, type WorkTaskName } from './tasks';
import { asBuffer, type WorkReply, type WorkRequest } from './work-messages';

sharp.concurrency(1);
sharp.cache(false);

const reply = (message: WorkReply) => process.send?.(message);

process.on('message', async ({ id, task, args }: WorkRequest) => {
  try {
    const run = WORK_TASKS[task as WorkTaskName] as (...values: unknown[]) => Promise<unknown> | unknown;
    if (!run) throw new Error(`Unknown work task: ${task}`);
    reply({ id, value: await run(...args.map(asBuffer)) });
  } catch (error) {
    const status = Boom.isBoom(error) && error.output.statusCode < 500 ? error.output.statusCode : null;
    reply({ id, message: Boom.isBoom(error) ? error.output.payload.message : (error as Error).message, status });
  }
});
// The server has gone (or closed the pool): nothing is left to do.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
