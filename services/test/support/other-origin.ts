import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A second origin on another port serving a folder, as a team's CDN or
 * bucket would: `allowOrigin` is the Access-Control-Allow-Origin it answers
 * with (null: none), changed while it runs.
 */
export interface OtherOrigin {
  origin: string;
  allowOrigin: string | null;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

export async function startOtherOrigin(dir: string): Promise<OtherOrigin> {
  const state: { allowOrigin: string | null } = { allowOrigin: '*' };
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (state.allowOrigin) response.setHeader('access-control-allow-origin', state.allowOrigin);
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get allowOrigin() {
      return state.allowOrigin;
    },
    set allowOrigin(value: string | null) {
      state.allowOrigin = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
