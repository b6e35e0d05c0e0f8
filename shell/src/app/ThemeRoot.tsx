import { useLayoutEffect, type ReactNode } from 'react';
import { useTheme } from '@salao/web-core';
import { LIGHT_CONTROLS_CSS } from './light-controls';
import { LightToasts } from './LightToasts';
import { applyShellTheme } from './shell-tokens';

/**
 * The theme of every page, without antd: <html>'s data-theme, colour scheme, background and the theme's tokens as
 * CSS variables (shell-tokens.ts), the light controls' styles and the toasts of pages drawn without antd. antd's own
 * context comes with the first page that draws antd (AntdRoot.tsx), so /login downloads none of it
 * (docs/architecture.md, 'First visit').
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useTheme((s) => s.mode);
  // Before the first paint: a page drawn from the variables never shows a frame without them.
  useLayoutEffect(() => applyShellTheme(mode), [mode]);
  return (
    <>
      <style>{LIGHT_CONTROLS_CSS}</style>
      {children}
      <LightToasts />
    </>
  );
}
