import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's focus, without antd (the public pages stay under their bundle budget): while it is open
 * everything outside it is inert, focus starts on `initial`, Tab and Shift+Tab cycle inside it and Escape
 * closes it; on close focus returns to what had it before (the button that opened it).
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>, onClose: () => void) {
  // The page passes a new onClose on every render: the effect must not re-run (and re-focus) for it.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Every sibling of the dialog and of its ancestors up to <body>: the rest of the page.
    const outside: Element[] = [];
    for (let el: HTMLElement = node; el.parentElement && el !== document.body; el = el.parentElement) {
      for (const sibling of Array.from(el.parentElement.children)) {
        if (sibling !== el && !sibling.hasAttribute('inert')) outside.push(sibling);
      }
    }
    for (const el of outside) el.setAttribute('inert', '');
    (initial.current ?? node).focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const at = document.activeElement;
      if (!node.contains(at)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (e.shiftKey && at === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && at === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const el of outside) el.removeAttribute('inert');
      // Back to the opener when it is still there (a done cancel removes the button).
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, initial]);
}
