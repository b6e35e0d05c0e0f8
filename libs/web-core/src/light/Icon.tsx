import type { CSSProperties } from 'react';
import type { IconPaths } from './icon-paths';

/** An icon of icon-paths.ts, 1 em square in the current colour; decorative (the control it sits in is labelled). */
export function Icon({ of, style, spin = false }: { of: IconPaths; style?: CSSProperties; spin?: boolean }) {
  return (
    <svg
      viewBox={of.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={spin ? 'salao-spin' : undefined}
      style={{ flex: 'none', ...style }}
    >
      {of.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
