import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMenuTip } from './MenuTip';

export interface MenuEntry {
  key: string;
  icon: ReactNode;
  label: ReactNode;
  /** Shown, not operable (aria-disabled): staff's management-only areas. */
  disabled?: boolean;
  /** Why it is disabled: a tooltip on hover, the entry's description for assistive technology. */
  tip?: string;
}

export interface MenuGroup {
  title: string;
  entries: MenuEntry[];
}

/** Which key moves the focus where: down and up wrap around, as in antd's Menu. */
function target(key: string, enabled: string[], at: number): string | undefined {
  const n = enabled.length;
  const moves: Record<string, number> = { ArrowDown: (at + 1) % n, ArrowUp: (at - 1 + n) % n, Home: 0, End: n - 1 };
  return key in moves ? enabled[moves[key]] : undefined;
}

/**
 * The side menu drawn without antd, with antd's inline Menu's roles and keys (docs/product/screens.md 'Layout'): a
 * `menu` of `menuitem`s in titled groups, the current area's entry marked `aria-current="page"`, one tab stop (the
 * current entry), ArrowUp/ArrowDown (and Home/End) between the operable entries, Enter or Space to open one.
 * `onReach` runs when the pointer or the focus reaches an entry (to start its page's download).
 */
export function SideMenu({
  groups,
  selected,
  onActivate,
  onReach,
}: {
  groups: MenuGroup[];
  selected: string;
  onActivate: (key: string) => void;
  onReach?: (key: string) => void;
}) {
  const id = useId();
  const entries = groups.flatMap((g) => g.entries);
  const enabled = entries.filter((e) => !e.disabled).map((e) => e.key);
  const [focused, setFocused] = useState<string | null>(null);
  const tabStop = [focused, selected].find((k) => k !== null && enabled.includes(k)) ?? enabled[0];
  const items = useRef(new Map<string, HTMLLIElement>());
  const tip = useMenuTip();

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, key: string) => {
    const next = target(event.key, enabled, enabled.indexOf(key));
    if (next) {
      event.preventDefault();
      items.current.get(next)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(key);
    }
  };

  return (
    <ul role="menu" className="salao-menu" style={{ flex: 1 }}>
      {groups.map((group, g) => (
        <li key={group.title} role="presentation">
          <div role="presentation" id={`${id}-g${g}`} className="salao-menu-group-title" title={group.title}>
            {group.title}
          </div>
          <ul role="group" aria-labelledby={`${id}-g${g}`}>
            {group.entries.map((entry) => {
              const tipId = `${id}-t${entries.indexOf(entry)}`;
              return (
                <li
                  key={entry.key}
                  ref={(el) => {
                    if (el) items.current.set(entry.key, el);
                    else items.current.delete(entry.key);
                  }}
                  role="menuitem"
                  className="salao-menu-item"
                  tabIndex={entry.disabled ? undefined : entry.key === tabStop ? 0 : -1}
                  aria-disabled={entry.disabled || undefined}
                  aria-current={entry.key === selected ? 'page' : undefined}
                  aria-describedby={entry.tip ? tipId : undefined}
                  onClick={entry.disabled ? undefined : () => onActivate(entry.key)}
                  onKeyDown={(event) => onKeyDown(event, entry.key)}
                  onFocus={() => {
                    setFocused(entry.key);
                    onReach?.(entry.key);
                  }}
                  onPointerEnter={(event) => {
                    onReach?.(entry.key);
                    if (entry.tip) tip.show(event.currentTarget, entry.tip);
                  }}
                  onPointerLeave={entry.tip ? tip.hide : undefined}
                >
                  {entry.icon}
                  <span className="salao-menu-label">{entry.label}</span>
                  {entry.tip && (
                    <span id={tipId} hidden>
                      {entry.tip}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
      {tip.tip}
    </ul>
  );
}
