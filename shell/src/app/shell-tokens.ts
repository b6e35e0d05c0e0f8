import type { ThemeMode } from '@salao/web-core';

/**
 * The antd design tokens the pages drawn without antd read (the login, the spinners, the light toasts), per theme,
 * as CSS variables `--salao-<name>` on <html>: /login downloads no antd at all (docs/architecture.md, 'First visit').
 * Each equals the token antd computes for AntdRoot's theme (shell-tokens.spec.ts compares them), so a page drawn
 * with antd and one drawn without look alike.
 */
export const SHELL_TOKENS = {
  light: {
    colorBgLayout: '#f5f5f5',
    colorBgContainer: '#ffffff',
    colorBgElevated: '#ffffff',
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextHeading: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorIcon: 'rgba(0, 0, 0, 0.6)',
    colorPrimary: '#7c3aed',
    colorPrimaryHover: '#a064fa',
    colorPrimaryActive: '#5b26c7',
    colorPrimaryBg: '#f8f0ff',
    controlOutline: 'rgba(138,5,255,0.06)',
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    colorFillSecondary: 'rgba(0,0,0,0.06)',
    colorFillTertiary: 'rgba(0,0,0,0.04)',
    colorFillQuaternary: 'rgba(0,0,0,0.02)',
    colorBgTextHover: 'rgba(0,0,0,0.06)',
    colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
    colorTextDisabled: 'rgba(0,0,0,0.25)',
    colorBgSpotlight: 'rgba(0,0,0,0.85)',
    colorErrorBg: '#ffe8e6',
    colorErrorBorder: '#f58d8c',
    colorInfo: '#1677ff',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorWarning: '#faad14',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    boxShadowSecondary: '0 6px 16px 0 rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
  },
  dark: {
    colorBgLayout: '#000000',
    colorBgContainer: '#141414',
    colorBgElevated: '#1f1f1f',
    colorBorder: '#424242',
    colorBorderSecondary: '#303030',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextHeading: 'rgba(255,255,255,0.85)',
    colorTextSecondary: 'rgba(255, 255, 255, 0.68)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorIcon: 'rgba(255, 255, 255, 0.62)',
    colorPrimary: '#6c34cc',
    colorPrimaryHover: '#925ce3',
    colorPrimaryActive: '#582da1',
    colorPrimaryBg: '#331f55',
    controlOutline: 'rgba(131,59,252,0.28)',
    colorErrorText: '#ff7875',
    colorSuccessText: '#95de64',
    colorFillSecondary: 'rgba(255,255,255,0.12)',
    colorFillTertiary: 'rgba(255,255,255,0.08)',
    colorFillQuaternary: 'rgba(255,255,255,0.04)',
    colorBgTextHover: 'rgba(255,255,255,0.12)',
    colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
    colorTextDisabled: 'rgba(255,255,255,0.25)',
    colorBgSpotlight: '#424242',
    colorErrorBg: '#2c1618',
    colorErrorBorder: '#5b2526',
    colorInfo: '#1668dc',
    colorInfoBg: '#111a2c',
    colorInfoBorder: '#15325b',
    colorWarning: '#d89614',
    colorWarningBg: '#2b2111',
    colorWarningBorder: '#594214',
    boxShadowSecondary: '0 6px 16px 0 rgba(255,255,255,0.016), 0 3px 6px -4px rgba(255,255,255,0.024), 0 9px 28px 8px rgba(255,255,255,0.010000000000000002)',
  },
} as const satisfies Record<ThemeMode, Record<string, string>>;

export type ShellToken = keyof (typeof SHELL_TOKENS)['light'];

/**
 * The colours the screens drawn without antd need beyond antd's global tokens (web-core's light-css.ts), each
 * chosen to read ≥ 4.5:1: the status tags (antd's green-7 on green-1 reads 3.4:1), the solid danger red (index.html
 * sets the same in dark for antd's buttons) and the menu's selected entry (antd-theme.ts's Menu).
 */
const KIT = {
  light: {
    'tag-green-text': '#237804',
    'tag-green-bg': '#f6ffed',
    'tag-green-border': '#b7eb8f',
    'tag-blue-text': '#0958d9',
    'tag-blue-bg': '#e6f4ff',
    'tag-blue-border': '#91caff',
    'danger-solid': '#cf1322',
    'danger-solid-hover': '#e0282e',
    'menu-selected-bg': '#f8f0ff',
    'menu-selected-color': '#7c3aed',
  },
  dark: {
    'tag-green-text': '#95de64',
    'tag-green-bg': '#162312',
    'tag-green-border': '#274916',
    'tag-blue-text': '#69b1ff',
    'tag-blue-bg': '#111a2c',
    'tag-blue-border': '#15325b',
    'danger-solid': '#b32025',
    'danger-solid-hover': '#c9262c',
    'menu-selected-bg': '#4c1d95',
    'menu-selected-color': '#ffffff',
  },
} satisfies Record<ThemeMode, Record<string, string>>;

/** Links: antd's dark link colour reads under 4.5:1 on the dark page; this lilac reads ≥ 4.5:1 (and the brand in light). */
const LINK = { light: '#7c3aed', dark: '#a78bfa' };
/** The keyboard focus ring (index.html's :focus-visible rule): ≥ 3:1 against either background. */
const FOCUS = { light: '#5b21b6', dark: '#c4b5fd' };

/** `var(--salao-<token>)`, for inline styles. */
export const cssVar = (token: ShellToken | 'link' | 'focus') => `var(${token === 'link' || token === 'focus' ? `--salao-${token}` : tokenVariable(token)})`;

/** The CSS variable a token is set on (`colorBgLayout` → `--salao-color-bg-layout`). */
export function tokenVariable(token: ShellToken): string {
  return `--salao-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Sets the theme on <html>: data-theme, color-scheme, the page background and every token as a CSS variable; and
 * the `theme` cookie, with which the API's first answer carries the same data-theme, so the page painted before any
 * script is in this theme too (docs/architecture.md, 'First visit').
 */
export function applyShellTheme(mode: ThemeMode): void {
  document.cookie = `theme=${mode}; path=/; max-age=31536000; samesite=lax`;
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  document.body.style.background = SHELL_TOKENS[mode].colorBgLayout;
  for (const [name, value] of Object.entries(SHELL_TOKENS[mode])) root.style.setProperty(tokenVariable(name as ShellToken), value);
  root.style.setProperty('--salao-link', LINK[mode]);
  root.style.setProperty('--salao-focus', FOCUS[mode]);
  for (const [name, value] of Object.entries(KIT[mode])) root.style.setProperty(`--salao-${name}`, value);
}
