// What other features use of the enquiry form: the form itself (its Formik version loaded when needed), and the plain form's outcome.
export { EnquiryOutcome } from './components/enquiry-outcome';
export { LazyEnquiryForm } from './components/lazy-enquiry-form';
export { PhoneVerification, type PhoneVerificationWords } from './components/phone-verification';
