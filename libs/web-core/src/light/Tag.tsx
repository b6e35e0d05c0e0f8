import type { ReactNode } from 'react';

/** antd's Tag in its green or blue preset (status badges), in colours that read ≥ 4.5:1 in both themes. */
export function Tag({ color, children }: { color: 'green' | 'blue'; children: ReactNode }) {
  return <span className={`salao-tag salao-tag-${color}`}>{children}</span>;
}
