import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import { useTheme } from '@salao/web-core';
import { ToastHost } from './ToastHost';

const BRAND = '#7c3aed';

/** The one antd context of the whole app (shell and remotes): pt_BR locale, light/dark algorithm, toasts. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useTheme((s) => s.mode);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    document.body.style.background = mode === 'dark' ? '#000' : '#f5f5f5';
    document.documentElement.style.setProperty('--salao-link', mode === 'dark' ? '#a78bfa' : BRAND);
  }, [mode]);
  return (
    <ConfigProvider
      locale={ptBR}
      theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { colorPrimary: BRAND, borderRadius: 8 } }}
    >
      <ToastHost />
      {children}
    </ConfigProvider>
  );
}
