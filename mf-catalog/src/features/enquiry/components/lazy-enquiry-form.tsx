import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton, useHydrated } from '@plotwise/ui';

// Formik and yup load only when an enquiry form is shown, never on the home page or the listings.
const EnquiryForm = lazy(() => import('./enquiry-form'));

export function LazyEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  // The server's page and its hydration show the placeholder; the form's code loads after.
  const hydrated = useHydrated();
  const placeholder = <Skeleton $height="380px" role="status" aria-label="Loading the enquiry form" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EnquiryForm {...props} />
    </Suspense>
  );
}
