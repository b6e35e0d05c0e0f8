import { writeFileSync } from 'node:fs';

/**
 * The server's clock for completions (TEST_CLOCK_FILE, set by playwright.config.ts). An appointment can only be
 * completed from its start (docs/product/states.md ('Completing')); a test that completes what it just booked runs `afterStartOf` around it.
 */
export async function afterStartOf<T>(startIso: string, run: () => Promise<T>): Promise<T> {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error('E2E_CLOCK_FILE não definido (playwright.config.ts)');
  writeFileSync(file, new Date(Date.parse(startIso) + 60_000).toISOString());
  try {
    return await run();
  } finally {
    writeFileSync(file, '');
  }
}

/** The instant of a local 'YYYY-MM-DD' + 'HH:mm' in a zone (the establishment's). */
export function instantOf(date: string, time: string, timeZone: string): string {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (shown - guess)).toISOString();
}
