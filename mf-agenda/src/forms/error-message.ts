import { failureReason } from '@salao/web-core';

/** The server's pt-BR message of a failed call, or the screen's fallback (docs/product/errors.md). */
export function errorMessage(error: unknown, fallback: string): string {
  return failureReason(error) ?? fallback;
}
