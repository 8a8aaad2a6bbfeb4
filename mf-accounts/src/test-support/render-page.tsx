import { jsonResponse, type JsonReply } from '@plotwise/ui/src/testing';

export { renderPage } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { EMAIL_TRIES, PHONE_TRIES, fieldCases, ruleDisagreements } from '@plotwise/ui/src/testing';

type FakeReply = JsonReply;

/** Replies to fetch in order; each call is recorded with its parsed JSON body. */
export function fakeFetch(...replies: Array<FakeReply | Error>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const queue = [...replies];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/auth/me') return jsonResponse({ status: 200, body: { user: null } });
    const next = queue.shift() ?? { status: 500, body: { message: 'unexpected call' } };
    if (next instanceof Error) throw next;
    return jsonResponse(next);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

export interface ApiCall {
  method: string;
  url: string;
  /** The parsed JSON body, or the FormData sent. */
  body: unknown;
}

type Handler = (call: ApiCall) => FakeReply | Error | Promise<FakeReply | Error>;

/**
 * A fake API by route: `GET /api/auth/me` answers `{ user }`, each 'METHOD url'
 * key answers through its handler (or a fixed reply), anything else 500.
 */
export function fakeApi(user: unknown, routes: Record<string, FakeReply | Error | Handler> = {}) {
  const calls: ApiCall[] = [];
  let currentUser = user;
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    const call = { url, method: init.method ?? 'GET', body };
    if (url === '/api/auth/me') return jsonResponse({ status: 200, body: { user: currentUser } });
    calls.push(call);
    const route = routes[`${call.method} ${url}`];
    const answer = typeof route === 'function' ? await route(call) : route ?? { status: 500, body: { message: `unexpected call ${call.method} ${url}` } };
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, signOut: () => { currentUser = null; } };
}

export const sessionUser = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'user',
  isApproved: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
