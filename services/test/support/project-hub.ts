/** The admin project hub's calls and a whole hub project, for the hub's test files. */
import type { ServerInjectResponse } from '@hapi/hapi';
import { uploadedUrl } from './multipart';
import type { SharedTestApp } from './test-app';

export const bodyOf = <T = Record<string, unknown>>(response: ServerInjectResponse) => JSON.parse(response.payload) as T;

/** A project as the hub's form sends it; override what the test is about. */
export const hubProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Green Meadows Phase 2',
  description: 'Gated plotted development with wide internal roads.',
  projectType: 'residential',
  location: 'Hinjewadi Phase 3',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 12.5,
  areaUnit: 'acres',
  startingPrice: 2_500_000,
  plotSizes: [{ size: 1200, unit: 'sq.ft' }],
  amenities: ['Clubhouse', 'Garden'],
  specifications: [{ title: 'Roads', details: '30 ft tar roads' }],
  approvals: ['RERA registered'],
  status: 'ready',
  featured: true,
  verified: true,
  ...overrides,
});

export type Saved = { project: { id: number; version: number } & Record<string, unknown>; message: string };

/** The hub's requests, as the admin unless another cookie is given. */
export function projectHub(app: SharedTestApp) {
  const send = (method: string, url: string, payload: unknown, cookie: string) => app.inject({ method, url, payload: payload as object, headers: { cookie } });
  return {
    create: (payload: unknown, cookie = app.adminCookie) => send('POST', '/api/projects', payload, cookie),
    update: (id: number, payload: unknown, cookie = app.adminCookie) => send('PUT', `/api/projects/${id}`, payload, cookie),
    post: (url: string, payload: unknown, cookie = app.adminCookie) => send('POST', url, payload, cookie),
    list: (query = '', cookie = app.adminCookie) => app.inject({ url: `/api/admin/projects${query}`, headers: { cookie } }),
    upload: (kind: 'image' | 'document' | 'layout', data: Buffer, filename: string) => uploadedUrl(app, kind, filename, data, { cookie: app.adminCookie }),
  };
}
