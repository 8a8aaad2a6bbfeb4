import type { ServerRenderRequest, ServerRenderResult } from '@plotwise/contracts';

/**
 * The shell's server build (dist/ssr/server.js), loaded by the API server to
 * render public pages. An asynchronous boundary, as in the browser, so the
 * federation runtime settles the shared libraries before any of them runs.
 */
export const render = (request: ServerRenderRequest): Promise<ServerRenderResult> =>
  import('./render').then((module) => module.render(request));
