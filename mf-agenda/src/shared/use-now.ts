import { useEffect, useState } from 'react';

/**
 * The browser's clock, read again every `intervalMs`: actions that wait for an appointment's start (complete,
 * no-show, docs/product/states.md) turn on by themselves once it begins.
 */
export function useNow(intervalMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
