import { type BillingStatus, isReadOnlyStatus, PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { fail } from '../http/errors';

/**
 * A canceled (read-only) account takes no new bookings from its public page or its integrations: nobody would
 * confirm them. It says so plainly, and nothing is created.
 */
export function assertTakesBookings(billingStatus: BillingStatus | undefined): void {
  if (isReadOnlyStatus(billingStatus)) throw fail(409, PUBLIC_BOOKING_MSG.notAccepting);
}
