import { dayjs } from '@salao/contracts';
import { localDate, localInstant } from '../../platform/time/wall-clock';

/**
 * Reads the wall-clock a client writes (docs/architecture.md ('Data')): appointmentDate is 'yyyy-MM-dd' or a local date-time
 * whose date part counts; if it carries an offset or 'Z' it is an instant, and its date on the
 * establishment's clock counts. appointmentTime ('HH:mm') always decides the time.
 */
export function appointmentStart(appointmentDate: string, appointmentTime: string, zone: string): { date: string; start: number } {
  const hasOffset = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(appointmentDate);
  const date = hasOffset ? localDate(dayjs(appointmentDate).valueOf(), zone) : appointmentDate.slice(0, 10);
  return { date, start: localInstant(date, appointmentTime, zone) };
}
