/** The server's pt-BR message of a failed call, or the screen's fallback (docs/product/errors.md). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && !/^HTTP \d+/.test(error.message) ? error.message : fallback;
}
