import { readPlotCsv, readProjectCsv } from '../plugins/projects/csv-reading';
import { renderVariant, sanitizeImage } from '../storage/image-pipeline';

/** What the pool's processes can do: every CPU-heavy step on untrusted input. */
export const WORK_TASKS = {
  sanitizeImage,
  renderVariant,
  readProjectCsv,
  readPlotCsv,
  /** Busy for the given milliseconds: lets tests see the time limit and the queue at work. */
  spin: async (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until);
    return ms;
  },
} as const;

export type WorkTasks = typeof WORK_TASKS;
export type WorkTaskName = keyof WorkTasks;
