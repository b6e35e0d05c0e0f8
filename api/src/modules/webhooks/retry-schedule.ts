/** Failures keep being retried for this long, then the webhook is turned off (docs/product/webhooks.md). */
export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 6 * 60 * 60;

/** Seconds before the next try after `attempts` failed ones: 5 s, 20 s, 80 s, … ×4, at most 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 4 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

/** Whether failures since `firstFailureAt` have lasted the whole window. */
export function retriesExhausted(firstFailureAt: Date, now: number): boolean {
  return now - firstFailureAt.getTime() >= RETRY_WINDOW_MS;
}
