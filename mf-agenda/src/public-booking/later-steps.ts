// The booking steps after the service and the professional, loaded when the visitor picks a service
// (BookingPage.tsx): their dates (dayjs, shared from the shell) and the visit's rules (contracts' yup schemas
// come with VISIT_LIMITS) stay out of the first visit's 150 KB (docs/architecture.md ('First visit')).
export { ContactStep } from './steps/ContactStep';
export { DoneStep } from './steps/DoneStep';
export { ReviewStep } from './steps/ReviewStep';
export { WaitlistedStep } from './steps/WaitlistedStep';
export { WaitlistStep } from './steps/WaitlistStep';
export { WhenStep } from './steps/WhenStep';
export { fetchGroup, forgetTimes } from './times';
