import { ApiError, toastError, toastSuccess } from '@salao/web-core';

/** docs/product/errors.md's message as the title; the server's pt-BR reason (e.g. 'Senha atual incorreta.') as the text when it gave one. */
export function failureToast(error: unknown, specMessage: string): void {
  console.error(specMessage, error);
  const reason = error instanceof ApiError && error.status < 500 ? (error.reason ?? null) : null;
  if (reason) toastError(reason, specMessage);
  else toastError(specMessage);
}

/**
 * Runs a save and tells how it went: the success toast, or docs/product/errors.md's failure toast. Resolves whether it worked.
 * `caught` takes the failures the form shows itself (a stale version: its conflict alert), which get no toast.
 */
export async function withFeedback(action: () => Promise<unknown>, failure: string, success?: string, caught?: (error: unknown) => boolean): Promise<boolean> {
  try {
    await action();
    if (success) toastSuccess(success);
    return true;
  } catch (error) {
    if (caught?.(error)) return false;
    failureToast(error, failure);
    return false;
  }
}
