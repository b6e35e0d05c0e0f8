import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useTheme } from '@salao/web-core';

/** The brand violet lightened for text on black (the shell's link colour in dark mode). */
const DARK_ACCENT = '#a78bfa';

const LIGHT: ThemeConfig = {
  token: {
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.65)',
    colorError: '#cf1322',
  },
};
const DARK: ThemeConfig = {
  token: {
    colorTextSecondary: 'rgba(255, 255, 255, 0.65)',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.65)',
    colorError: '#ff7875',
    colorLink: DARK_ACCENT,
  },
  components: { Tabs: { itemSelectedColor: DARK_ACCENT, itemActiveColor: DARK_ACCENT, itemHoverColor: DARK_ACCENT, inkBarColor: DARK_ACCENT } },
};

/**
 * antd's secondary, description and placeholder text (45% of the text colour), its danger red and, on black,
 * the brand violet fall under WCAG AA contrast; these pages carry much of them (hints, instructions, the
 * selected tab), so they draw them darker on white and lighter on black.
 */
export function ReadableText({ children }: { children: ReactNode }) {
  const dark = useTheme((s) => s.mode) === 'dark';
  return <ConfigProvider theme={dark ? DARK : LIGHT}>{children}</ConfigProvider>;
}

/** Links inside running text are underlined, so they do not rely on colour alone. */
export const INLINE_LINK = { textDecoration: 'underline' } as const;
