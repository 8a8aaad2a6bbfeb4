import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton, useNearViewport } from '@plotwise/ui';

// Formik and yup load only when an enquiry form is shown, never on the home page or the listings.
const EnquiryForm = lazy(() => import('./enquiry-form'));

/** How close the form's place must come to the screen before its code is fetched. */
const NEAR_MARGIN = '600px';

/**
 * The enquiry form, its code fetched after hydration once its place comes
 * within NEAR_MARGIN of the screen: at once beside a wide screen's project,
 * on a phone only as the visitor scrolls towards it or taps Enquire, so a
 * visit that never gets there does not download Formik and yup.
 */
export function LazyEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  // The server's page and its hydration show the placeholder: `near` turns true only in an
  // effect, after hydration, and the form's code loads then.
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN);
  const placeholder = <Skeleton $height="380px" role="status" aria-label="Loading the enquiry form" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <EnquiryForm {...props} />
        </Suspense>
      ) : placeholder}
    </div>
  );
}
