import { useCallback, useState } from 'react';

/** The order of the day grid's columns, kept per user in this browser (docs/product/agenda-grid.md). */
const storageKey = (userId: number | undefined) => `salao.agenda-grid.order.${userId ?? 'anon'}`;

function read(userId: number | undefined): number[] {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export function useColumnOrder(userId: number | undefined): [number[], (order: number[]) => void] {
  const [order, setOrder] = useState<number[]>(() => read(userId));
  const save = useCallback(
    (next: number[]) => {
      setOrder(next);
      try {
        localStorage.setItem(storageKey(userId), JSON.stringify(next));
      } catch {
        // A full or blocked storage keeps the order for this visit only.
      }
    },
    [userId],
  );
  return [order, save];
}

/** The professionals hidden by the column filter, kept the same way. */
export function useVisibleStaff(userId: number | undefined): [number[], (ids: number[]) => void] {
  const key = `salao.agenda-grid.staff.${userId ?? 'anon'}`;
  const [ids, setIds] = useState<number[]>(() => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
    } catch {
      return [];
    }
  });
  const save = useCallback(
    (next: number[]) => {
      setIds(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Kept for this visit only.
      }
    },
    [key],
  );
  return [ids, save];
}
