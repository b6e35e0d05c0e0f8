import type { ReactNode } from 'react';
import { cssVar } from '../app/shell-tokens';

/** The header's page title: antd's h4 (20 px, line 1.4, semibold), on one line with an ellipsis. */
export function PageTitle({ children, inset = 0 }: { children: ReactNode; inset?: number }) {
  return (
    <h4
      className="salao-ellipsis"
      style={{
        margin: 0,
        marginInlineStart: inset,
        minWidth: 0,
        color: cssVar('colorTextHeading'),
        fontSize: 20,
        lineHeight: 1.4,
        fontWeight: 600,
      }}
    >
      {children}
    </h4>
  );
}
