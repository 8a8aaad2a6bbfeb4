export { LazySiteVisitForm } from './lazy-site-visit-form';
