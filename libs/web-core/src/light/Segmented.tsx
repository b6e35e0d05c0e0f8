import { useRef, type KeyboardEvent } from 'react';

export interface SegmentedOption<T> {
  value: T;
  label: string;
}

export interface SegmentedProps<T> {
  'aria-label': string;
  value: T;
  options: SegmentedOption<T>[];
  onChange: (value: T) => void;
}

/**
 * antd's Segmented in look and keys, drawn without antd: a radio group (role radiogroup / radio, aria-checked), one
 * tab stop on the chosen option, arrows (and Home/End) choose the previous or next one, as antd's do.
 */
export function Segmented<T extends string | number>({ 'aria-label': label, value, options, onChange }: SegmentedProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const selected = options.findIndex((o) => o.value === value);
  const choose = (index: number) => {
    const next = options[index];
    if (!next) return;
    root.current?.querySelectorAll<HTMLElement>('[role=radio]')[index]?.focus();
    if (next.value !== value) onChange(next.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const from = Math.max(0, selected);
    const last = options.length - 1;
    const to: Record<string, number> = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowDown: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      ArrowUp: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    choose(to[event.key]);
  };
  return (
    <div ref={root} role="radiogroup" aria-label={label} className="salao-segmented" onKeyDown={onKeyDown}>
      {options.map((o, i) => {
        const checked = i === selected;
        return (
          <button
            key={String(o.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            // One tab stop: the chosen option (the first when none is).
            tabIndex={checked || (selected < 0 && i === 0) ? 0 : -1}
            className={checked ? 'salao-segmented-item salao-segmented-selected' : 'salao-segmented-item'}
            title={o.label}
            onClick={() => choose(i)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
