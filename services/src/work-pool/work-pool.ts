import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { WorkReply, WorkRequest } from './work-messages';

export interface WorkPoolOptions {
  /** Jobs run at once, each in a process of its own. */
  size: number;
  /** Jobs that may wait for a turn; one more is refused with 503. */
  maxQueue: number;
  /** A job running longer than this is killed with its process. */
  timeLimitMs: number;
  /** A process using more memory than this (resident, and the JS heap) is killed with its job. */
  memoryLimitMb: number;
}

/** Told of every job stopped at a limit (the server logs it). */
export type WorkStoppedListener = (reason: WorkLimitError['reason'], task: string) => void;

/** Why a job was stopped: it ran past the time limit, past the memory limit, or its process died. */
export class WorkLimitError extends Error {
  constructor(readonly reason: 'time' | 'memory' | 'crash') {
    super(`The work was stopped (${reason})`);
    this.name = 'WorkLimitError';
  }
}

export const WORK_BUSY_TEXT = 'The server is busy with other pictures and files right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 10;
/** Loading sharp and the compiled modules; a process not ready by then is replaced. */
const START_LIMIT_MS = 60_000;
const MEMORY_CHECK_MS = 100;
const PAGE_BYTES = 4096;
const WORKER_FILE = path.join(__dirname, 'work-process.ts');

interface Job {
  id: number;
  task: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  child: ChildProcess | null;
  ready: boolean;
  job: Job | null;
  timers: NodeJS.Timeout[];
}

/** Resident memory of a process in bytes, from Linux's /proc (null elsewhere). Sync: a tiny read, kept off libuv's pool. */
function residentBytes(pid: number): number | null {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return null;
  }
}

/**
 * A bounded pool of child processes for CPU-heavy work on untrusted input
 * (decoding pictures, reading CSVs). A process, unlike a worker thread, can
 * really be killed mid-decode, and it has its own libuv pool, so the
 * server's event loop and threads stay free for serving.
 */
export class WorkPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Processes killed for a limit, for tests and logs. */
  killed = 0;

  constructor(
    private readonly options: WorkPoolOptions,
    private readonly onStopped: WorkStoppedListener = () => undefined,
  ) {
    this.slots = Array.from({ length: options.size }, () => ({ child: null, ready: false, job: null, timers: [] }));
  }

  /** Runs a task (see tasks.ts) in a pool process; 503 when the queue is full, WorkLimitError when stopped. */
  run<T>(task: string, args: unknown[]): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The work pool is closed'));
    if (!this.slots.some((slot) => !slot.job) && this.queue.length >= this.options.maxQueue) {
      const busy = Boom.serverUnavailable(WORK_BUSY_TEXT);
      busy.output.headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
      return Promise.reject(busy);
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, args, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** The pool's processes, for tests that check a killed one is gone. */
  get pids(): number[] {
    return this.slots.flatMap((slot) => (slot.child?.pid ? [slot.child.pid] : []));
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Kills every process and refuses the waiting jobs. */
  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The work pool is closed'));
    for (const slot of this.slots) this.stop(slot, new WorkLimitError('crash'));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      slot.job = this.queue.shift()!;
      if (!slot.child) this.spawn(slot);
      else if (slot.ready) this.send(slot);
    }
  }

  private spawn(slot: Slot): void {
    const child = fork(WORKER_FILE, [], {
      // TypeScript through tsx, as the server itself runs; the heap bounded like the process.
      execArgv: ['--require', require.resolve('tsx/cjs'), `--max-old-space-size=${this.options.memoryLimitMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    slot.child = child;
    slot.ready = false;
    slot.timers.push(setTimeout(() => this.stop(slot, new WorkLimitError('time')), START_LIMIT_MS));
    child.on('message', (message: WorkReply) => {
      if (slot.child !== child) return;
      if ('ready' in message) {
        slot.ready = true;
        this.clearTimers(slot);
        if (slot.job) this.send(slot);
        else this.idle(slot);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      this.clearTimers(slot);
      slot.job = null;
      this.idle(slot);
      if ('value' in message) job.resolve(message.value);
      else job.reject(message.status ? new Boom.Boom(message.message, { statusCode: message.status }) : new Error(message.message));
      this.dispatch();
    });
    child.on('exit', () => {
      if (slot.child === child) this.stop(slot, new WorkLimitError('crash'));
    });
    child.on('error', () => {
      if (slot.child === child) this.stop(slot, new WorkLimitError('crash'));
    });
  }

  private send(slot: Slot): void {
    const { child, job } = slot;
    if (!child || !job) return;
    child.ref();
    (child.channel as { ref?: () => void } | undefined)?.ref?.();
    child.send({ id: job.id, task: job.task, args: job.args } satisfies WorkRequest);
    slot.timers.push(setTimeout(() => this.stop(slot, new WorkLimitError('time')), this.options.timeLimitMs));
    const limit = this.options.memoryLimitMb * 1024 * 1024;
    slot.timers.push(
      setInterval(() => {
        const resident = child.pid ? residentBytes(child.pid) : null;
        if (resident !== null && resident > limit) this.stop(slot, new WorkLimitError('memory'));
      }, MEMORY_CHECK_MS),
    );
  }

  /** An idle process never keeps the server (or a test) from exiting. */
  private idle(slot: Slot): void {
    slot.child?.unref();
    (slot.child?.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  /** Kills a slot's process (SIGKILL: native decoding ignores anything gentler) and fails its job. */
  private stop(slot: Slot, error: WorkLimitError): void {
    this.clearTimers(slot);
    const { child, job } = slot;
    slot.child = null;
    slot.ready = false;
    slot.job = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      if (!this.closed) this.killed += 1;
    }
    if (job) {
      job.reject(error);
      if (!this.closed) this.onStopped(error.reason, job.task);
    }
    if (!this.closed) this.dispatch();
  }

  private clearTimers(slot: Slot): void {
    for (const timer of slot.timers.splice(0)) clearTimeout(timer);
  }
}
