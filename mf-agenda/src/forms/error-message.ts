import { failureReason } from '@salao/web-core';

/** The server's pt-BR message of a failed call, or the screen's fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return failureReason(error) ?? fallback;
}
