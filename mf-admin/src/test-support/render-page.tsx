import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { fakeApi, renderPage, toastTexts, type FakeRoutes } from '@plotwise/ui/src/testing';

export { fakeApi, renderPage, toastTexts, type ApiCall, type FakeRoutes } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { AREA_TRIES, COORDINATE_TRIES, EMAIL_TRIES, PHONE_TRIES, fieldCases, formikMessages, projectTextTries, ruleDisagreements, VALID_PROJECT_TEXTS, zodMessages } from '@plotwise/ui/src/testing';

export const ADMIN_USER = { id: 1, name: 'Administrator', email: null, phone: null, role: 'admin', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' };

export const page = <T,>(items: T[], extra: Record<string, unknown> = {}) => ({ items, total: items.length, page: 1, pageSize: 20, ...extra });

/**
 * Opens an admin screen for a test: the admin is signed in, the screen's routes answer
 * (built afresh each time, so a route may keep state for one test) with the test's
 * overrides on top, and the screen renders at `url`. Returns the API calls.
 */
export function adminScreen(element: ReactElement, path: string, routes: () => FakeRoutes = () => ({})) {
  return (overrides: FakeRoutes = {}, url = path) => {
    const { calls } = fakeApi({ ...routes(), ...overrides }, { user: ADMIN_USER });
    renderPage(element, path, url);
    return calls;
  };
}

/** Waits until the card named `name` shows (the list has loaded), then hands `calls` back. */
export async function whenCardShows<T>(calls: T, name: string): Promise<T> {
  await screen.findByRole('article', { name });
  return calls;
}

/** The card (an article) named `name`, to query inside. */
export const cardOf = (name: string) => within(screen.getByRole('article', { name }));

/** Clicks a button and waits for the toast that answers it. */
export async function clickForToast(button: HTMLElement, toast: string) {
  await userEvent.click(button);
  await waitFor(() => expect(toastTexts()).toContain(toast));
}
