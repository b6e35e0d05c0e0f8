import { dayjs } from '@salao/contracts';

// Apart from format.ts: dayjs (shared from the shell) is not downloaded until a step shows a date (docs/architecture.md ('First visit')).

/** 'sexta-feira, 28 de novembro' */
export function longDay(date: string): string {
  return dayjs(date, 'YYYY-MM-DD').format('dddd, D [de] MMMM');
}

/** 'sex., 28/11' for the sticky bar. */
export function shortDay(date: string): string {
  return dayjs(date, 'YYYY-MM-DD').format('ddd, DD/MM');
}
