/** A toast closes when swiped right by at least this many pixels (docs/product/limits.md). */
export const SWIPE_CLOSE_PX = 50;

/**
 * Pointer handlers for a toast: a mostly horizontal move to the right of SWIPE_CLOSE_PX or more, from press to
 * release, closes it (touch, pen or mouse).
 */
export function swipeToClose(onClose: () => void) {
  let start: { x: number; y: number } | null = null;
  return {
    onPointerDown: (e: { clientX: number; clientY: number }) => {
      start = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: { clientX: number; clientY: number }) => {
      if (!start) return;
      const dx = e.clientX - start.x;
      const dy = Math.abs(e.clientY - start.y);
      start = null;
      if (dx >= SWIPE_CLOSE_PX && dy < dx) onClose();
    },
    onPointerCancel: () => {
      start = null;
    },
  };
}
