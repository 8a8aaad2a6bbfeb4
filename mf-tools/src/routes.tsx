import { Suspense } from 'react';
import { NotFoundScreen, PageSkeleton, Route, Routes, lazyPage, preloadPage, type PageRoute } from '@plotwise/ui';

// Each page is its own chunk: formik and yup load only with the forms that use them.
const ROUTES: readonly PageRoute[] = [
  { path: '/loan-calculator', page: lazyPage(async () => (await import('./features/loan-calculator/loan-calculator-page')).LoanCalculatorPage) },
  { path: '/about', page: lazyPage(async () => (await import('./features/about/about-page')).AboutPage) },
  { path: '/contact', page: lazyPage(async () => (await import('./features/contact/contact-page')).ContactPage) },
  { path: '/careers', page: lazyPage(async () => (await import('./features/careers/careers-page')).CareersPage) },
  { path: '/services', page: lazyPage(async () => (await import('./features/services/services-page')).ServicesPage) },
  { path: '/privacy', page: lazyPage(async () => (await import('./features/legal/legal-page')).PrivacyPage) },
  { path: '/terms', page: lazyPage(async () => (await import('./features/legal/legal-page')).TermsPage) },
  { path: '/listing-terms', page: lazyPage(async () => (await import('./features/legal/legal-page')).ListingTermsPage) },
  { path: '/submit-property', page: lazyPage(async () => (await import('./features/submit-property/submit-property-page')).SubmitPropertyPage) },
];

/** The tools' route tree, exposed to the shell as `mf_tools/routes`. */
export default function ToolsRoutes() {
  return (
    <div data-remote="mf_tools" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          {ROUTES.map(({ path, page: Page }) => <Route key={path} path={path} element={<Page />} />)}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </div>
  );
}

/** Fetches the screen of a path before it is rendered (server render, hydration). */
ToolsRoutes.preload = (pathname: string) => preloadPage(ROUTES, pathname);
