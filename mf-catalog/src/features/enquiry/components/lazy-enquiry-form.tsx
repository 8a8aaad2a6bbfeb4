import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton } from '@plotwise/ui';

// Formik and yup load only when an enquiry form is shown, never on the home page or the listings.
const EnquiryForm = lazy(() => import('./enquiry-form'));

export function LazyEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  return (
    <Suspense fallback={<Skeleton $height="380px" role="status" aria-label="Loading the enquiry form" />}>
      <EnquiryForm {...props} />
    </Suspense>
  );
}
