/** The start times offered when moving a series: every 15 minutes of a salon's day; the API refuses what does not fit. */
export function stepTimes(from = 6 * 60, to = 22 * 60, step = 15): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m += step) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}
