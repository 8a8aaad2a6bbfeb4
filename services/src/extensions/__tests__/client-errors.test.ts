import net from 'node:net';
import { capturingLogger } from '../../../test/support/log-capture';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
const { logger, entries } = capturingLogger<{ level: number; msg: string; total?: number }>('debug');

beforeAll(async () => {
  app = await startTestApp({ logger });
  await app.server.start();
});
afterAll(async () => {
  await app.stop();
});

/** A client that starts a request and drops the connection mid-headers, or sends bytes that are not HTTP. */
function misbehave(port: number, kind: 'drop' | 'garbage'): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (kind === 'drop') {
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: ');
        setImmediate(() => socket.resetAndDestroy());
      } else {
        socket.end('NOT HTTP AT ALL\r\n\r\n');
      }
    });
    // Read the server's answer (a 400 for garbage) so the socket can close.
    socket.resume();
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

describe('client protocol errors', () => {
  it('log at debug level, counted, never at error level', async () => {
    const port = app.server.info.port as number;
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(Array.from({ length: 100 }, (_, index) => misbehave(port, index % 2 ? 'drop' : 'garbage')));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));

    const clientEntries = entries.filter((entry) => entry.msg === 'client connection error');
    expect(clientEntries.length).toBeGreaterThanOrEqual(500);
    expect(clientEntries.every((entry) => entry.level === 20)).toBe(true);
    expect(Math.max(...clientEntries.map((entry) => entry.total ?? 0))).toBe(clientEntries.length);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
