import { lazyPage, remoteRoutes } from '@plotwise/ui';

// Each page is its own chunk: formik and yup load only with the forms that use them.
/** The tools' route tree, exposed to the shell as `mf_tools/routes`. */
export default remoteRoutes({
  name: 'mf_tools',
  release: process.env.PLOTWISE_RELEASE,
  routes: [
    { path: '/loan-calculator', page: lazyPage(async () => (await import('./features/loan-calculator/loan-calculator-page')).LoanCalculatorPage) },
    { path: '/about', page: lazyPage(async () => (await import('./features/about/about-page')).AboutPage) },
    { path: '/contact', page: lazyPage(async () => (await import('./features/contact/contact-page')).ContactPage) },
    { path: '/careers', page: lazyPage(async () => (await import('./features/careers/careers-page')).CareersPage) },
    { path: '/services', page: lazyPage(async () => (await import('./features/services/services-page')).ServicesPage) },
    { path: '/privacy', page: lazyPage(async () => (await import('./features/legal/legal-page')).PrivacyPage) },
    { path: '/terms', page: lazyPage(async () => (await import('./features/legal/legal-page')).TermsPage) },
    { path: '/listing-terms', page: lazyPage(async () => (await import('./features/legal/legal-page')).ListingTermsPage) },
    { path: '/submit-property', page: lazyPage(async () => (await import('./features/submit-property/submit-property-page')).SubmitPropertyPage) },
  ],
});
