export { fakeApi, renderPage as renderAdminPage, toastTexts, type ApiCall, type FakeReply, type FakeRoutes } from '@plotwise/ui/src/testing';
export { ADMIN_USER } from './render-page';

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
