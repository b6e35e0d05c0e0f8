import { startTransition, useEffect, useState } from 'react';

/** Whether this page load has drawn its first screen (module state: once per page load). */
let firstScreenDrawn = false;

/**
 * False for a part of the first screen of a page load that can wait, true from the frame after that screen was
 * painted. What waits renders in a transition, after the browser drew the rest: the dashboard's figures no
 * longer wait for the upcoming list's render (~150 ms of CPU on a two-core machine). Later visits of the
 * page, once the first screen was drawn, render it at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(firstScreenDrawn);
  useEffect(() => {
    if (ready) return;
    const show = () => {
      firstScreenDrawn = true;
      startTransition(() => setReady(true));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs before the next paint; the timeout it starts runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    // A hidden tab draws no frames: it shows the part anyway.
    const fallback = setTimeout(show, 250);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [ready]);
  return ready;
}
