import { setToastRenderer, type ToastRenderer } from '@salao/web-core/host';

export type ShownToast = Parameters<ToastRenderer>[0];

/** What draws toasts: `show` draws one in place of the visible one, `hide` takes it away. */
export interface ToastHostDriver {
  show(toast: ShownToast): void;
  hide(): void;
}

/**
 * Web-core's toasts go to the newest host: the light one, always mounted (pages without antd, /login), or antd's,
 * mounted with the pages drawn with antd. When the host changes (login → dashboard, logout → /login) the toast
 * on screen moves to the new host for the rest of its time: still one visible, and never lost in the switch.
 */
export function createToastHosts(register: (renderer: ToastRenderer | null) => void = setToastRenderer, now: () => number = Date.now) {
  const hosts: ToastHostDriver[] = [];
  let current: { toast: ShownToast; until: number } | null = null;
  const top = () => hosts[hosts.length - 1];
  const redraw = () => {
    if (current && current.until > now()) top()?.show({ ...current.toast, duration: current.until - now() });
  };
  const renderer: ToastRenderer = (toast) => {
    current = { toast, until: now() + toast.duration };
    top()?.show(toast);
  };
  return {
    /** Adds a host on top (it draws from now on); the answer removes it (the one below draws again). */
    attach(host: ToastHostDriver): () => void {
      top()?.hide();
      hosts.push(host);
      if (hosts.length === 1) register(renderer);
      redraw();
      return () => {
        const at = hosts.indexOf(host);
        if (at < 0) return;
        const wasTop = at === hosts.length - 1;
        hosts.splice(at, 1);
        host.hide();
        if (!hosts.length) register(null);
        else if (wasTop) redraw();
      };
    },
    /** A toast closed by the user (or its action) is not drawn again by the next host. */
    dismissed(): void {
      current = null;
    },
  };
}

export const toastHosts = createToastHosts();
