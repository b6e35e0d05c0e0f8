import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from './Icon';
import { DOWN } from './icon-paths';

export interface SelectOption<T> {
  value: T;
  label: string;
}

export interface SelectProps<T> {
  'aria-label': string;
  'data-testid'?: string;
  value: T;
  options: SelectOption<T>[];
  onChange: (value: T) => void;
  width?: number;
}

/**
 * antd's Select in look and keys, drawn without antd: a combobox button that opens a listbox under it (arrows move,
 * Enter or Space picks, Escape or a click elsewhere closes, Home/End jump), the ARIA combobox pattern (WAI-ARIA APG
 * 'Select-Only Combobox').
 */
export function Select<T extends string | number>({ 'aria-label': label, 'data-testid': testId, value, options, onChange, width = 200 }: SelectProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const show = () => {
    setActive(selected);
    setOpen(true);
  };
  const pick = (index: number) => {
    setOpen(false);
    if (options[index] && options[index].value !== value) onChange(options[index].value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const keys: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive((i) => Math.min(last, i + 1)),
          ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
          Home: () => setActive(0),
          End: () => setActive(last),
          Enter: () => pick(active),
          ' ': () => pick(active),
          Escape: () => setOpen(false),
          Tab: () => setOpen(false),
        }
      : { ArrowDown: show, ArrowUp: show, Enter: show, ' ': show };
    const act = keys[event.key];
    if (!act) return;
    if (event.key !== 'Tab') event.preventDefault();
    act();
  };

  return (
    <div ref={root} className="salao-combo" style={{ width, maxWidth: '100%' }} data-testid={testId}>
      <div
        role="combobox"
        tabIndex={0}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        className="salao-combo-box"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        <span className="salao-ellipsis">{options[selected]?.label}</span>
        <Icon of={DOWN} style={{ fontSize: 12, color: 'var(--salao-color-text-secondary)' }} />
      </div>
      {open && (
        <ul role="listbox" id={`${id}-list`} aria-label={label} className="salao-combo-list">
          {options.map((o, i) => (
            <li
              key={String(o.value)}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === selected}
              className={['salao-combo-option', i === active && 'salao-combo-active'].filter(Boolean).join(' ')}
              onPointerEnter={() => setActive(i)}
              onClick={() => pick(i)}
            >
              {o.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
