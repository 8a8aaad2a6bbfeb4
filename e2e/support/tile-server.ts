// A local map tile server: the machine has no internet, and a map only needs tiles that load.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { samplePng } from './sample-image';

export interface TileServer {
  /** For MAP_TILE_URL. */
  template: string;
  /** Tiles served so far. */
  requests: () => number;
  close: () => Promise<void>;
}

/** Serves one picture for any /z/x/y.png on a free port. */
export async function startTileServer(): Promise<TileServer> {
  const png = samplePng(256, 256);
  let requests = 0;
  const server = http.createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) { response.writeHead(404).end(); return; }
    requests += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
