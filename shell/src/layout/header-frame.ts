import type { CSSProperties } from 'react';
import { cssVar } from '../app/shell-tokens';

/**
 * The header's box, shared by the header and its placeholder so nothing moves when the header's code lands. A
 * tooltip wider than the room left of the screen's edge is cut there rather than widening the page.
 */
export function headerFrame(mobile: boolean): CSSProperties {
  return {
    height: 64,
    padding: mobile ? '0 12px' : '0 24px',
    display: 'flex',
    alignItems: 'center',
    background: cssVar('colorBgContainer'),
    borderBottom: `1px solid ${cssVar('colorBorderSecondary')}`,
    overflowX: 'clip',
  };
}
