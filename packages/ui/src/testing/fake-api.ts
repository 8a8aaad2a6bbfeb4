// The one fake API of the component tests: it replaces `fetch` (and so, through
// jest.setup-web.ts, the XMLHttpRequest uploads too) with routes the test names.
import { jsonResponse, type JsonReply } from './json-response';

/** A request the page made, as the fake API saw it. */
export class ApiCall {
  constructor(
    readonly method: string,
    /** The URL as requested, query included. */
    readonly url: string,
    /** The parsed JSON body, or what was sent as it is (FormData, a File). */
    readonly body: unknown,
  ) {}

  /** The URL without its query: what routes are matched on. */
  get path(): string {
    return this.url.split('?')[0] ?? this.url;
  }

  get query(): URLSearchParams {
    return new URLSearchParams(this.url.split('?')[1] ?? '');
  }
}

/**
 * What a route answers: a JSON reply, an Error (thrown, as fetch does when the
 * network fails), or 'never' (the request stays pending: a loading state).
 */
export type FakeReply = JsonReply | Error | 'never';

/** Answers a call, at once or later (a promise holds the request in flight). */
export type FakeHandler = (call: ApiCall) => FakeReply | Promise<FakeReply>;

/** A route: a reply or a handler, or an array of them answered in turn (the last one repeating). */
export type FakeRoute = FakeReply | FakeHandler | Array<FakeReply | FakeHandler>;

/** Routes keyed 'METHOD /path' (the query is left out when matching). */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApiOptions {
  /** Who `GET /api/auth/me` answers is signed in (default: no one, `null`). */
  user?: unknown;
}

function bodyOf(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

/**
 * Replaces `fetch` with a fake API: `GET /api/auth/me` answers `{ user }`
 * (until `signOut()`), each 'METHOD /path' route answers as it says, and any
 * other call answers 500 with a message naming it. Every call but the session
 * check is recorded in `calls`, in order.
 */
export function fakeApi(routes: FakeRoutes = {}, { user = null }: FakeApiOptions = {}) {
  const calls: ApiCall[] = [];
  let currentUser = user;
  const queues = new Map(Object.entries(routes).map(([key, route]) => [key, Array.isArray(route) ? [...route] : [route]]));
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = new ApiCall(init.method ?? 'GET', url, bodyOf(init.body));
    if (call.method === 'GET' && call.path === '/api/auth/me') return jsonResponse({ status: 200, body: { user: currentUser } });
    calls.push(call);
    const queue = queues.get(`${call.method} ${call.path}`);
    const next = queue && queue.length > 0 ? (queue.length > 1 ? queue.shift()! : queue[0]!) : undefined;
    const answer = next === undefined
      ? { status: 500, body: { message: `unexpected call ${call.method} ${call.url}` } }
      : typeof next === 'function' ? await next(call) : next;
    if (answer === 'never') return new Promise<never>(() => {});
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** From now on `GET /api/auth/me` answers that no one is signed in. */
    signOut: () => {
      currentUser = null;
    },
  };
}
