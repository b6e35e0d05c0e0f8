import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** antd's Tooltip timings (docs/product/limits.md 'Interface timings'). */
const OPEN_MS = 700;
const CLOSE_MS = 300;
const GAP = 8;
const MAX_WIDTH = 250;
/** Narrower room than this on the right (the drawer on a phone): the tip opens under the entry instead. */
const MIN_ROOM = 160;

interface Shown {
  entry: HTMLElement;
  text: string;
  left: number;
  top: number;
  below: boolean;
}

/**
 * A tooltip beside a menu entry, placed by script in <body>: the menu sits in a drawer that scrolls, where a
 * tooltip placed by CSS would be cut or widen it. To the entry's right, or under it where the screen has no room.
 * `show(entry, text)` on pointer enter, `hide()` on leave.
 */
export function useMenuTip() {
  const [shown, setShown] = useState<Shown | null>(null);
  const opening = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(opening.current);
      clearTimeout(closing.current);
    },
    [],
  );

  const show = (entry: HTMLElement, text: string) => {
    clearTimeout(opening.current);
    if (shown?.entry === entry) return clearTimeout(closing.current);
    opening.current = setTimeout(() => {
      clearTimeout(closing.current);
      const box = entry.getBoundingClientRect();
      const below = window.innerWidth - box.right - 2 * GAP < MIN_ROOM;
      const at = below ? { left: box.left + GAP, top: box.bottom + GAP } : { left: box.right + GAP, top: box.top + box.height / 2 };
      setShown({ entry, text, below, ...at });
    }, OPEN_MS);
  };
  const hide = () => {
    clearTimeout(opening.current);
    closing.current = setTimeout(() => setShown(null), CLOSE_MS);
  };

  const tip =
    shown &&
    createPortal(
      <span
        role="tooltip"
        className="salao-tip salao-tip-floating"
        style={{
          left: shown.left,
          top: shown.top,
          maxWidth: Math.min(MAX_WIDTH, window.innerWidth - shown.left - GAP),
          transform: shown.below ? 'none' : undefined,
        }}
      >
        {shown.text}
      </span>,
      document.body,
    );
  return { show, hide, tip };
}
