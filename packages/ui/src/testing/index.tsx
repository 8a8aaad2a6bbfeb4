// Helpers for the React packages' component tests (jest + Testing Library).
// Only test files import this module; no remote's production code does.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../data/providers';
import { MemoryRouter, Route, Routes, useLocation } from '../router';

function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

/**
 * Renders a screen inside the site's providers on the route `path`, opened at
 * `url`; `path` and `search` outputs show where navigation leads.
 */
export function renderPage(element: ReactElement, path = '/', url: string = path) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Where the page is now: the path `renderPage` shows after any navigation. */
export function currentPath(): string | null {
  return screen.getByTestId('path').textContent;
}

/** The texts of the toasts on screen, joined ('' when none). */
export function toastTexts(): string {
  return screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '').join(' | ');
}
export * from './rule-parity';
export { jsonResponse, type JsonReply } from './json-response';
export * from './fake-api';
