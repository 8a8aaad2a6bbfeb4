// What other features use of the enquiry form: the form itself, loaded when needed.
export { LazyEnquiryForm } from './components/lazy-enquiry-form';
