/** The one configured dayjs (docs/architecture.md ('Conventions')): import it from here, never from 'dayjs' directly. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

export { dayjs };
export type { Dayjs } from 'dayjs';
