import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { currentPath, fakeApi, renderPage, toastTexts } from '@plotwise/ui/src/testing';

export { currentPath, fakeApi, renderPage, toastTexts, type ApiCall } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { AREA_TRIES, COORDINATE_TRIES, EMAIL_TRIES, PHONE_TRIES, fieldCases, firstFieldMessage, formikMessages, projectTextTries, ruleDisagreements, VALID_PROJECT_TEXTS, zodMessages } from '@plotwise/ui/src/testing';

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

/** A signed-in page's guard: a visitor who opens `path` is sent to /login with 'Authentication Required'. */
export async function expectVisitorSentToLogin(page: ReactElement, path: string) {
  fakeApi();
  renderPage(page, path);
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(toastTexts()).toContain('Authentication Required');
}

/** A project as the API returns it; a test overrides what its screen shows. */
export const projectFixture = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Project ${id}`,
  description: 'A project.',
  location: 'Baner',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 2400,
  areaUnit: 'sq.ft',
  startingPrice: 2_450_000,
  projectType: 'residential',
  plotSizes: [],
  amenities: [],
  specifications: [],
  brochureUrl: null,
  layoutMapUrl: null,
  approvals: [],
  status: 'ongoing',
  featured: false,
  isNewlyLaunched: false,
  isTopProject: false,
  verified: false,
  images: [],
  defaultImage: null,
  possessionTimeline: null,
  reraNumber: null,
  contactEmail: null,
  contactPhone: null,
  approvalStatus: 'approved',
  createdBy: null,
  lastUpdatedBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
