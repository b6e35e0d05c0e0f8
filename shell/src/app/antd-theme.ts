import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '@salao/web-core';

const BRAND = '#7c3aed';

// WCAG AA in both themes (docs/product/overview.md ('Accessibility')): antd's secondary text (45% black) reads 3.35:1 and placeholders (25%)
// 1.83:1 on white; in dark, the selected menu item's violet on violet reads 2.04:1. These read ≥ 4.5:1.
const TOKENS = {
  light: {
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd derives links (and link buttons) from colorInfo's blue, 4.1:1 on white; the brand reads 5.7:1.
    colorLink: BRAND,
    // antd's red (#ff4d4f) reads 3.26:1 on white: the text of danger buttons ('Recusar'), and white on red in
    // badges and danger primary buttons. This red reads 5.9:1 both ways.
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorErrorText: '#cf1322',
    colorWarningText: '#ad4e00',
  },
  dark: {
    colorTextSecondary: 'rgba(255, 255, 255, 0.68)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorLink: '#a78bfa',
    colorSuccessText: '#95de64',
    colorErrorText: '#ff7875',
    colorWarningText: '#ffc53d',
  },
};
// Days of the neighbouring months in the calendar, and an empty table's text, are text, not disabled controls: they
// need 4.5:1 too (antd draws both in its disabled colour).
const CALENDAR = { light: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' }, dark: { colorTextDisabled: 'rgba(255, 255, 255, 0.5)' } };
// A switch's off track is antd's quaternary text (25%): its white 'Bloqueado' reads 1.83:1 on it. These read ≥ 4.5:1.
// (Hovered, it takes the tertiary text colour: in dark that is lightened too little for white text, so it is set here.)
const SWITCH = {
  light: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)' },
  dark: { colorTextQuaternary: 'rgba(255, 255, 255, 0.3)', colorTextTertiary: 'rgba(255, 255, 255, 0.36)' },
};
// A field's error message is antd's error red: #dc4446 in dark reads 4.34:1 on the page. This red reads ≥ 4.5:1.
const FORM = { light: {}, dark: { colorError: '#ff7875' } };
const MENU = {
  light: {},
  dark: { itemSelectedColor: '#ffffff', itemSelectedBg: '#4c1d95', darkItemSelectedColor: '#ffffff', darkItemSelectedBg: '#4c1d95' },
};
// A selected tab is the brand purple: #6c34cc reads 2.63:1 on the dark page. This lilac reads ≥ 4.5:1.
const TABS = { light: {}, dark: { itemSelectedColor: '#c4b5fd', itemActiveColor: '#c4b5fd', itemHoverColor: '#ddd6fe', inkBarColor: '#c4b5fd' } };

/** antd's theme for `mode`: the brand, the contrast fixes above, no motion when the system asks for less. */
export function antdTheme(mode: ThemeMode, reduceMotion = false): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: BRAND, borderRadius: 8, ...TOKENS[mode], ...(reduceMotion ? { motion: false } : {}) },
    components: { Menu: MENU[mode], Tabs: TABS[mode], Calendar: CALENDAR[mode], Table: CALENDAR[mode], Switch: SWITCH[mode], Form: FORM[mode] },
  };
}
