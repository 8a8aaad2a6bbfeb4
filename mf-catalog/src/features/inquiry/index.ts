// What other features use of the inquiry form: the form itself (its Formik version loaded when needed), and the plain form's outcome.
export { InquiryOutcome } from './components/inquiry-outcome';
export { LazyInquiryForm } from './components/lazy-inquiry-form';
export { PhoneVerification, type PhoneVerificationWords } from './components/phone-verification';
