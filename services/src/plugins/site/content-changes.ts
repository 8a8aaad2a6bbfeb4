import type { ResponseObject, Server } from '@hapi/hapi';

/**
 * Counts the successful changes made through the API to what pages show: a
 * page rendered before the latest change is out of date. A route marked
 * `keepsPublicPages` (a sign-in, an inquiry) changes no anonymous page; on a
 * busy site one a second would otherwise leave nothing kept.
 */
export class ContentChanges {
  private changes = 0;

  constructor(server: Pick<Server, 'events'>) {
    server.events.on('response', (request) => {
      const method = request.method.toLowerCase();
      const status = (request.response as ResponseObject | null)?.statusCode ?? 500;
      const keepsPages = request.route.settings.app?.keepsPublicPages === true;
      if (method !== 'get' && method !== 'head' && status < 400 && !keepsPages) this.changes += 1;
    });
  }

  /** The number of changes so far: a page carries the one it was rendered at. */
  get current(): number {
    return this.changes;
  }
}
