import { useCallback, useEffect, useState } from 'react';
import { pushEnabled, pushRegistration, pushSupported, subscribeToPush, toastError, toastSuccess, unsubscribeFromPush } from '@salao/web-core';

/** unsupported: no push here (insecure page, old browser, no worker); denied: blocked in the browser. */
export type PushDeviceState = 'loading' | 'unsupported' | 'denied' | 'off' | 'on';

export const PUSH_DEVICE_MSG = {
  enabled: 'Notificações ativadas neste dispositivo.',
  disabled: 'Notificações desativadas neste dispositivo.',
  denied: 'O navegador bloqueou as notificações. Libere-as nas configurações do site e tente de novo.',
  enableError: 'Não foi possível ativar as notificações.',
  disableError: 'Não foi possível desativar as notificações.',
} as const;

/**
 * Push on this device for the signed-in user, staff included (docs/product/overview.md ('PWA and push')): the same subscribe path as the
 * shell's prompt after login (web-core). A device already subscribed is re-sent on open, so the server keeps
 * it for this login too (it forgets a device when the login that made it ends).
 */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!pushSupported()) return live && setState('unsupported');
      const reg = await pushRegistration();
      if (!reg) return live && setState('unsupported');
      if (Notification.permission === 'denied') return live && setState('denied');
      const on = await pushEnabled(reg);
      if (on) await subscribeToPush(reg).catch((error: unknown) => console.warn('Notificações push: inscrição falhou', error));
      if (live) setState(on ? 'on' : 'off');
    })().catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = useCallback(async (enable: boolean) => {
    setBusy(true);
    try {
      const reg = await pushRegistration();
      if (!reg) return setState('unsupported');
      if (enable) {
        if (await subscribeToPush(reg)) {
          setState('on');
          toastSuccess(PUSH_DEVICE_MSG.enabled);
        } else {
          setState(Notification.permission === 'denied' ? 'denied' : 'off');
          toastError(PUSH_DEVICE_MSG.denied);
        }
      } else {
        await unsubscribeFromPush(reg);
        setState('off');
        toastSuccess(PUSH_DEVICE_MSG.disabled);
      }
    } catch (error) {
      console.warn('Notificações push', error);
      toastError(enable ? PUSH_DEVICE_MSG.enableError : PUSH_DEVICE_MSG.disableError);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, toggle };
}
