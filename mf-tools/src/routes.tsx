import { Suspense, lazy } from 'react';
import { NotFoundScreen, PageSkeleton, Route, Routes } from '@plotwise/ui';

// Each page is its own chunk: formik and yup load only with the forms that use them.
const LoanCalculatorPage = lazy(async () => ({ default: (await import('./features/loan-calculator/loan-calculator-page')).LoanCalculatorPage }));
const AboutPage = lazy(async () => ({ default: (await import('./features/about/about-page')).AboutPage }));
const ContactPage = lazy(async () => ({ default: (await import('./features/contact/contact-page')).ContactPage }));
const CareersPage = lazy(async () => ({ default: (await import('./features/careers/careers-page')).CareersPage }));
const ServicesPage = lazy(async () => ({ default: (await import('./features/services/services-page')).ServicesPage }));
const SubmitPropertyPage = lazy(async () => ({ default: (await import('./features/submit-property/submit-property-page')).SubmitPropertyPage }));

/** The tools' route tree, exposed to the shell as `mf_tools/routes`. */
export default function ToolsRoutes() {
  return (
    <div data-remote="mf_tools" data-release={process.env.PLOTWISE_RELEASE} style={{ display: 'contents' }}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="/loan-calculator" element={<LoanCalculatorPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/careers" element={<CareersPage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/submit-property" element={<SubmitPropertyPage />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </div>
  );
}
