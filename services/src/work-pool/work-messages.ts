/** A job sent to a pool process. */
export interface WorkRequest {
  id: number;
  task: string;
  args: unknown[];
}

/** What a pool process answers: ready once loaded, then a value or an error per job (status: a 4xx to pass on). */
export type WorkReply =
  | { ready: true }
  | { id: number; value: unknown }
  | { id: number; message: string; status: number | null };

/** Buffers cross the process boundary as plain Uint8Arrays; this makes them Buffers again without a copy. */
export function asBuffer<T>(value: T): T | Buffer {
  return value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
}
