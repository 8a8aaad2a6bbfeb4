import { render } from '@testing-library/react';
import { AppProviders, MemoryRouter, useLocation, useNavigate } from '@plotwise/ui';
import CatalogRoutes from '../routes';
export { fakeApi, renderPage, toastTexts, type ApiCall } from '@plotwise/ui/src/testing';
/** Form and API parity checks (see packages/ui/src/testing/rule-parity.ts). */
export { EMAIL_TRIES, PHONE_TRIES, fieldCases, firstFieldMessage, formikMessages, ruleDisagreements, zodMessages } from '@plotwise/ui/src/testing';

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
