import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import { AppProviders } from '@plotwise/ui';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Renders a page inside the site's providers at `path`, showing where navigation leads. */
export function renderPage(element: ReactElement, path: string) {
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

interface FakeReply {
  status: number;
  body: unknown;
}

/** Replies to fetch in order; each call is recorded with its parsed JSON body. */
export function fakeFetch(...replies: Array<FakeReply | Error>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const queue = [...replies];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/auth/me') return reply({ status: 200, body: { user: null } });
    const next = queue.shift() ?? { status: 500, body: { message: 'unexpected call' } };
    if (next instanceof Error) throw next;
    return reply(next);
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
