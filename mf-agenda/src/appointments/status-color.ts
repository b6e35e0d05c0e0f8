import type { AppointmentStatus } from '@salao/contracts';

/** Tag colour of each status. */
export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  pending: 'gold',
  scheduled: 'blue',
  confirmed: 'green',
  in_progress: 'cyan',
  completed: 'purple',
  rejected: 'red',
  cancelled: 'default',
  no_show: 'volcano',
};
