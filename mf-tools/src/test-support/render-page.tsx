import { jsonResponse, toastTexts, type JsonReply } from '@plotwise/ui/src/testing';

export { renderPage } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { EMAIL_TRIES, PHONE_TRIES, fieldCases, ruleDisagreements } from '@plotwise/ui/src/testing';

export type FakeReply = JsonReply;

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/** A reply, a network failure, or a function giving either (at once, or later to hold the call in flight). */
type Responder = FakeReply | Error | ((call: RecordedCall) => FakeReply | Error | Promise<FakeReply | Error>);

/**
 * Replaces fetch: each route (method + path, query ignored) answers with its
 * queue of replies in order, the last one repeating. Calls are recorded with
 * their parsed JSON body.
 */
export function fakeApi(routes: Record<string, Responder | Responder[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const call = { url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    const queue = queues.get(key);
    let next: Responder = { status: 404, body: { message: `no fake for ${key}` } };
    if (queue && queue.length > 0) next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const outcome = typeof next === 'function' ? await next(call) : next;
    if (outcome instanceof Error) throw outcome;
    return jsonResponse(outcome);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

/** The text of the toast on screen ('' when none). */
export const toastText = toastTexts;
