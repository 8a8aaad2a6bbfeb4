import { render, screen } from '@testing-library/react';
import { AppProviders, MemoryRouter, Route, Routes, useLocation } from '@plotwise/ui';
import type { ReactElement } from 'react';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Renders a screen inside the site's providers at `path`, showing where navigation leads. */
export function renderPage(element: ReactElement, path = '/') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

type Responder = FakeReply | Error | ((call: RecordedCall) => FakeReply | Error);

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
    const outcome = typeof next === 'function' ? next(call) : next;
    if (outcome instanceof Error) throw outcome;
    return reply(outcome);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

function reply({ status, body }: FakeReply) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  };
}

/** The text of the toast on screen ('' when none). */
export function toastText(): string {
  return screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '').join(' | ');
}
