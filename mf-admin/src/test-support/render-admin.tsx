import { jsonResponse, type JsonReply } from '@plotwise/ui/src/testing';

export { renderPage as renderAdminPage, toastTexts } from '@plotwise/ui/src/testing';

export interface ApiCall {
  method: string;
  url: string;
  /** The parsed JSON body, or the FormData sent. */
  body: unknown;
}

export type Reply = JsonReply;

type Handler = (call: ApiCall) => Reply | Promise<Reply> | 'never';

/**
 * A fake API for the page under test: routes are 'METHOD /path' (the query
 * string is ignored when matching; the call records it), answered by a fixed
 * reply or a handler; 'never' leaves the request pending (a loading state).
 * Anything else answers 500.
 */
export function fakeAdminApi(routes: Record<string, Reply | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    const call: ApiCall = { url, method: init.method ?? 'GET', body };
    if (url === '/api/auth/me') return jsonResponse({ status: 200, body: { user: { id: 1, name: 'Administrator', role: 'admin' } } });
    calls.push(call);
    const route = routes[`${call.method} ${url.split('?')[0]}`];
    const answer = typeof route === 'function' ? await route(call) : route ?? { status: 500, body: { message: `unexpected call ${call.method} ${url}` } };
    if (answer === 'never') return new Promise(() => {});
    return jsonResponse(answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

/** A hub project as the API answers it, whole; the list uses the same fields. */
export function adminProject(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Project ${id}`,
    description: 'A project of the admin hub tests.',
    location: 'Wakad',
    city: 'Pune',
    state: 'Maharashtra',
    totalArea: 4,
    areaUnit: 'acres',
    startingPrice: 2_500_000,
    projectType: 'residential',
    plotSizes: [{ size: 1200, unit: 'sq.ft' }],
    amenities: ['Garden'],
    specifications: [{ title: 'Roads', details: '30 ft' }],
    brochureUrl: null,
    layoutMapUrl: null,
    approvals: ['RERA registered'],
    status: 'ready',
    featured: true,
    isNewlyLaunched: false,
    isTopProject: false,
    verified: true,
    images: [{ url: 'https://img.example.com/a.jpg', caption: 'Gate', isDefault: true }],
    defaultImage: 'https://img.example.com/a.jpg',
    possessionTimeline: 'Dec 2026',
    reraNumber: 'P52100012345',
    contactEmail: null,
    contactPhone: null,
    approvalStatus: 'approved',
    createdBy: 1,
    lastUpdatedBy: 1,
    createdAt: '2025-03-05T06:00:00.000Z',
    updatedAt: '2025-03-05T06:00:00.000Z',
    version: 1,
    submitterName: null,
    ...overrides,
  };
}

export const listOf = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  overallTotal: items.length,
  ...overrides,
});
