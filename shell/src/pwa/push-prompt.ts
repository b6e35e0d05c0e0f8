import { useEffect } from 'react';
import type { SessionUser } from '@salao/contracts';
import { pushSupported, subscribeToPush } from '@salao/web-core';

/** docs/product/screens.md/docs/product/limits.md: the push prompt comes 2 s after login. */
export const PUSH_PROMPT_DELAY_MS = 2000;

/** The push prompt, 2 s after login, for non-staff only, where push is supported (docs/product/screens.md). */
export function usePushPrompt(user: SessionUser | null): void {
  const userId = user?.id;
  const role = user?.role;
  // Keyed on the user: another login in this tab is asked (and subscribed) for itself.
  useEffect(() => {
    if (userId === undefined || role === 'staff' || !pushSupported()) return;
    const timer = setTimeout(() => {
      navigator.serviceWorker.ready.then(subscribeToPush).catch((error: unknown) => console.warn('Notificações push: inscrição falhou', error));
    }, PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, role]);
}
