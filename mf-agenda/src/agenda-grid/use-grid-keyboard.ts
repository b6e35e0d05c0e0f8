import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { fromMinutes, type GridColumn } from './layout';

/** Ignores a cell's Enter/click when it lands on an appointment (its block handles it). */
function cellOf(target: EventTarget | null): HTMLElement | null {
  const el = target as HTMLElement | null;
  if (!el || el.closest('[data-appointment]')) return null;
  return el.closest<HTMLElement>('[data-cell]');
}

/** The row and column of the cell holding an element (a cell or a block inside one). */
function position(el: Element | null): { r: number; c: number } | null {
  const cell = el?.closest<HTMLElement>('[data-cell]');
  if (!cell) return null;
  return { r: Number(cell.dataset.r), c: Number(cell.dataset.c) };
}

interface GridKeyboardOptions {
  gridRef: RefObject<HTMLDivElement | null>;
  /** The rows' start times, minutes since midnight. */
  rows: readonly number[];
  columns: readonly GridColumn[];
  now: { date: string; minutes: number } | null;
  slot: number;
  rowHeight: number;
  onBook: (column: GridColumn, time: string) => void;
}

/**
 * The grid's keys and clicks (docs/product/agenda-grid.md), handled once on the grid: a roving tab stop that the
 * arrows, Page Up/Down and Home/End move between cells, and Enter, Space or a click on a free cell to book it.
 */
export function useGridKeyboard({ gridRef, rows, columns, now, slot, rowHeight, onBook }: GridKeyboardOptions) {
  // The days on screen: another day (or week) puts the tab stop back at its start, though React reuses the cells.
  const days = columns.map((c) => c.date).join();
  const stopDays = useRef<string | null>(null);
  // The roving tab stop: exactly one cell (or block) of the grid is in the Tab order; on a grid showing today it
  // starts at the current time's row, on any other day at the first row.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const stops = grid.querySelectorAll<HTMLElement>('[data-cell][tabindex="0"], [data-appointment][tabindex="0"]');
    if (stops.length > 0 && stopDays.current === days) return;
    for (const el of stops) el.tabIndex = -1;
    stopDays.current = days;
    const today = now !== null && columns.some((c) => c.date === now.date);
    const nowRow = today ? rows.findIndex((t) => t <= now.minutes && now.minutes < t + slot) : -1;
    const first = grid.querySelector<HTMLElement>(`[data-cell][data-r="${Math.max(0, nowRow)}"][data-c="0"]`);
    if (first) first.tabIndex = 0;
  });

  const focusAt = (r: number, c: number, from: HTMLElement) => {
    const grid = gridRef.current;
    if (!grid) return;
    const rr = Math.max(0, Math.min(rows.length - 1, r));
    const cc = Math.max(0, Math.min(columns.length - 1, c));
    const cell = grid.querySelector<HTMLElement>(`[data-cell][data-r="${rr}"][data-c="${cc}"]`);
    if (!cell) return;
    const target = cell.querySelector<HTMLElement>('[data-appointment]') ?? cell;
    for (const el of grid.querySelectorAll<HTMLElement>('[tabindex="0"]')) if (el.dataset.cell !== undefined || el.dataset.appointment) el.tabIndex = -1;
    from.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.target as HTMLElement;
    // A block being moved with the keyboard: the sensor owns the arrows.
    if (el.getAttribute('aria-pressed') === 'true' || gridRef.current?.querySelector('.ag-dragging')) return;
    const at = position(el);
    if (!at || el.closest('[role="columnheader"]')) return;
    const page = Math.max(1, Math.floor(360 / rowHeight));
    const moves: Record<string, [number, number]> = {
      ArrowDown: [at.r + 1, at.c],
      ArrowUp: [at.r - 1, at.c],
      ArrowRight: [at.r, at.c + 1],
      ArrowLeft: [at.r, at.c - 1],
      PageDown: [at.r + page, at.c],
      PageUp: [at.r - page, at.c],
      Home: [e.ctrlKey ? 0 : at.r, 0],
      End: [e.ctrlKey ? rows.length - 1 : at.r, columns.length - 1],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      focusAt(move[0], move[1], el);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      const cell = cellOf(el);
      if (!cell || cell !== el) return;
      e.preventDefault();
      book(cell);
    }
  };

  const book = (cell: HTMLElement) => {
    if (cell.dataset.shade === 'absence' || cell.dataset.shade === 'closed') return;
    const column = columns[Number(cell.dataset.c)];
    const time = rows[Number(cell.dataset.r)];
    if (column && time != null) onBook(column, fromMinutes(time));
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (cell) book(cell);
  };

  return { onKeyDown, onClick };
}
