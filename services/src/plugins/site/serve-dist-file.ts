import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { cacheControlFor } from './cache-policy';

/**
 * Serves a built file, choosing the `.br` or `.gz` the build wrote beside it when
 * the browser accepts that encoding (scripts/build-all.mjs precompresses them).
 */
export function serveDistFile(h: Pick<ResponseToolkit, 'file'>, distDir: string, filePath: string): ResponseObject {
  return h
    .file(filePath, { confine: distDir, lookupCompressed: true, lookupMap: { br: '.br', gzip: '.gz' } })
    .header('cache-control', cacheControlFor(filePath));
}

/** What a visitor sees instead of a crash when a front-end package has not been built yet. */
export function notBuilt(h: Pick<ResponseToolkit, 'response'>, what: string): ResponseObject {
  return h
    .response(`Plotwise: the ${what} has not been built yet. Run "npm run build" at the repository root, then reload.\n`)
    .code(503)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store');
}
