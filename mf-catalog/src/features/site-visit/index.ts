export { LazySiteVisitForm } from './lazy-site-visit-form';
export { BookingCard } from './booking-card';
