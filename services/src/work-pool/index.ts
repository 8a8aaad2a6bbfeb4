import { WorkLimitError, WorkPool, type WorkPoolOptions, type WorkStoppedListener } from './work-pool';
import type { WorkTaskName, WorkTasks } from './tasks';

export { WorkLimitError, WORK_BUSY_TEXT } from './work-pool';

let pool: WorkPool | null = null;

/** Sets up the pool for this server (createServer); the previous one's processes are killed. */
export function useWorkPool(options: WorkPoolOptions, onStopped?: WorkStoppedListener): WorkPool {
  pool?.close();
  pool = new WorkPool(options, onStopped);
  return pool;
}

export function workPool(): WorkPool {
  if (!pool) throw new Error('The work pool is not set up: createServer sets it up.');
  return pool;
}

/** Runs one of WORK_TASKS in the pool: bounded in time, memory and queue, off this process's threads. */
export function runWork<T extends WorkTaskName>(task: T, ...args: Parameters<WorkTasks[T]>): Promise<Awaited<ReturnType<WorkTasks[T]>>> {
  return workPool().run(task, args);
}

/** Runs a task, turning a job stopped at a limit into the readable 4xx the caller words. */
export async function runWorkOr<T extends WorkTaskName>(refusal: () => Error, task: T, ...args: Parameters<WorkTasks[T]>): Promise<Awaited<ReturnType<WorkTasks[T]>>> {
  try {
    return await runWork(task, ...args);
  } catch (error) {
    if (error instanceof WorkLimitError) throw refusal();
    throw error;
  }
}
