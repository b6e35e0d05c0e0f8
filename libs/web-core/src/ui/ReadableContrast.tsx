import type { ReactNode } from 'react';
import { ConfigProvider, Tag } from 'antd';
import { useTheme } from '../theme/theme-store';

// antd's secondary text (45% black) and preset tag colours read below 4.5:1 (WCAG AA); these read above it.
const TEXT = {
  light: { colorTextSecondary: 'rgba(0, 0, 0, 0.62)', colorTextDescription: 'rgba(0, 0, 0, 0.62)', colorSuccessText: '#237804', colorErrorText: '#cf1322' },
  dark: {
    colorTextSecondary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    colorSuccessText: '#95de64',
    colorErrorText: '#ff7875',
  },
};

/** Lifts secondary, description, success and error text of what it wraps to AA contrast in both themes. */
export function ReadableContrast({ children }: { children: ReactNode }) {
  const mode = useTheme((s) => s.mode);
  return <ConfigProvider theme={{ token: TEXT[mode] }}>{children}</ConfigProvider>;
}

export type Tone = 'success' | 'warning' | 'danger';
const TONES: Record<'light' | 'dark', Record<Tone, { color: string; background: string; borderColor: string }>> = {
  light: {
    success: { color: '#135200', background: '#f6ffed', borderColor: '#95de64' },
    warning: { color: '#7a4200', background: '#fffbe6', borderColor: '#ffd666' },
    danger: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  },
  dark: {
    success: { color: '#b7eb8f', background: '#162312', borderColor: '#274916' },
    warning: { color: '#ffe58f', background: '#2b2111', borderColor: '#594214' },
    danger: { color: '#ffccc7', background: '#2a1215', borderColor: '#58181c' },
  },
};

/** A status tag whose text keeps AA contrast in both themes (antd's presets don't). */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const mode = useTheme((s) => s.mode);
  return <Tag style={TONES[mode][tone]}>{children}</Tag>;
}
