import { Writable } from 'node:stream';
import pino, { type Level, type Logger } from 'pino';

/** A logger at `level` that keeps every line it writes, parsed, in `entries` for a test to read. */
export function capturingLogger<Entry>(level: Level): { logger: Logger; entries: Entry[] } {
  const entries: Entry[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) entries.push(JSON.parse(line) as Entry);
      done();
    },
  });
  return { logger: pino({ level }, sink), entries };
}
