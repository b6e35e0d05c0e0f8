import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

function initialMode(): ThemeMode {
  if (typeof window === 'undefined') return 'light';
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

/** Light/dark, first from the system preference, then kept in localStorage (docs/product/states.md). */
export const useTheme = create<ThemeState>()((set, get) => ({
  mode: initialMode(),
  setMode: (mode) => {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));
