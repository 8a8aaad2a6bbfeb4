import { jsonResponse, type JsonReply } from '@plotwise/ui/src/testing';

export { renderPage, toastTexts } from '@plotwise/ui/src/testing';

export type FakeReply = JsonReply;

export interface ApiCall {
  method: string;
  /** The whole URL, query included. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => FakeReply | Promise<FakeReply>;

export const ADMIN_USER = { id: 1, name: 'Administrator', email: null, phone: null, role: 'admin', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' };

/**
 * A fake API by route: `GET /api/auth/me` answers the admin, each 'METHOD /path'
 * key (query left out) answers through its handler or a fixed reply, anything else 500.
 */
export function fakeApi(routes: Record<string, FakeReply | Handler>) {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const [path = url, search = ''] = url.split('?');
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    const call: ApiCall = { method: init.method ?? 'GET', url, path, query: new URLSearchParams(search), body };
    if (path === '/api/auth/me') return jsonResponse({ status: 200, body: { user: ADMIN_USER } });
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer = typeof route === 'function' ? await route(call) : route ?? { status: 500, body: { message: `unexpected call ${call.method} ${url}` } };
    return jsonResponse(answer);
  }) as unknown as typeof fetch;
  return calls;
}


export const page = <T,>(items: T[], extra: Record<string, unknown> = {}) => ({ items, total: items.length, page: 1, pageSize: 20, ...extra });
