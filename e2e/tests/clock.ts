import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The server's clock for completions (TEST_CLOCK_FILE, set by playwright.config.ts). An appointment can only be
 * completed from its start (docs/product/states.md ('Completing')); a test that completes what it just booked runs `afterStartOf` around it.
 * The `pages` given see that instant too (their clock stays there): the day list offers ✓ and 'Não compareceu' only from the start.
 */
export async function afterStartOf<T>(startIso: string, run: () => Promise<T>, ...pages: Page[]): Promise<T> {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error('E2E_CLOCK_FILE não definido (playwright.config.ts)');
  const after = new Date(Date.parse(startIso) + 60_000);
  writeFileSync(file, after.toISOString());
  for (const page of pages) await page.clock.setFixedTime(after);
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
