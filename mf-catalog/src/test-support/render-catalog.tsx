import { render } from '@testing-library/react';
import { AppProviders, MemoryRouter, useLocation, useNavigate } from '@plotwise/ui';
import { jsonResponse } from '@plotwise/ui/src/testing';
import CatalogRoutes from '../routes';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { EMAIL_TRIES, PHONE_TRIES, fieldCases, ruleDisagreements } from '@plotwise/ui/src/testing';

function WhereAmI() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" data-testid="history-back" onClick={() => navigate(-1)}>history back</button>
    </>
  );
}

/** Renders the catalog's real route tree at `path` inside the site's providers. */
export function renderCatalog(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <CatalogRoutes />
        <WhereAmI />
      </MemoryRouter>
    </AppProviders>,
  );
}

export interface ApiCall {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | Error;
type Handler = (call: ApiCall) => Reply | undefined;

/**
 * Stands in for the network at the browser's edge: each request goes to the
 * first handler that answers it; `/api/auth/me` is a visitor unless a handler
 * says otherwise; anything else is a 404 like the API's.
 */
export function fakeApi(...handlers: Handler[]): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    let reply: Reply | undefined;
    for (const handler of handlers) {
      reply = handler(call);
      if (reply) break;
    }
    if (!reply && call.path === '/api/auth/me') reply = { status: 200, body: { user: null } };
    reply ??= { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply);
  }) as unknown as typeof fetch;
  return calls;
}

/** A handler answering one method and path. */
export const on = (method: string, path: string | RegExp, reply: Reply | ((call: ApiCall) => Reply)): Handler => (call) => {
  const matches = call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path));
  if (!matches) return undefined;
  return typeof reply === 'function' ? reply(call) : reply;
};
