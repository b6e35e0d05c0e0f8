import type { CSSProperties } from 'react';
import { CALENDAR, CHECK, DOLLAR, EYE, EYE_INVISIBLE, GIFT, INBOX, LOCK, MAIL, SHOP, WHATS_APP } from '@salao/web-core/public-icon-paths';
import { Icon } from '@salao/web-core/icon';

// The icons of /login and the landing page, which download no antd (docs/architecture.md, 'First visit').
const ICONS = {
  mail: MAIL,
  lock: LOCK,
  eye: EYE,
  eyeInvisible: EYE_INVISIBLE,
  calendar: CALENDAR,
  whatsApp: WHATS_APP,
  dollar: DOLLAR,
  inbox: INBOX,
  gift: GIFT,
  shop: SHOP,
  check: CHECK,
} as const;

export type LightIconName = keyof typeof ICONS;

/** An antd outlined icon by name, 1 em square in the current colour; decorative (the control it sits in is labelled). */
export function LightIcon({ name, style }: { name: LightIconName; style?: CSSProperties }) {
  return <Icon of={ICONS[name]} style={style} />;
}
