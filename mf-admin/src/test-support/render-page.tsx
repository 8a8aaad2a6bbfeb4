import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, MemoryRouter, Route, Routes, useLocation } from '@plotwise/ui';

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

/** Renders an admin screen inside the site's providers at `path` (opened as `url`). */
export function renderPage(element: ReactElement, path: string, url: string = path) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
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
  body?: unknown;
}

export interface ApiCall {
  method: string;
  /** The whole URL, query included. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => FakeReply | Promise<FakeReply>;

function reply({ status, body }: FakeReply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  };
}

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
    if (path === '/api/auth/me') return reply({ status: 200, body: { user: ADMIN_USER } });
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer = typeof route === 'function' ? await route(call) : route ?? { status: 500, body: { message: `unexpected call ${call.method} ${url}` } };
    return reply(answer);
  }) as unknown as typeof fetch;
  return calls;
}

/** The texts of the toasts on screen (one at a time). */
export const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '').join(' | ');

export const page = <T,>(items: T[], extra: Record<string, unknown> = {}) => ({ items, total: items.length, page: 1, pageSize: 20, ...extra });
