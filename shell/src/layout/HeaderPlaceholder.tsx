import { theme } from 'antd';
import { useIsMobile } from './use-media-query';

/** The header's frame and the page title while the header's own code is on its way: nothing moves when it lands. */
// The header's menu button (32 px) and the gap after it, kept free on small screens so the title does not move.
const MENU_BUTTON_SPACE = 40;

export function HeaderPlaceholder({ title, withMenuButton }: { title: string; withMenuButton: boolean }) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  return (
    <header
      style={{
        height: 64,
        padding: isMobile ? '0 12px' : '0 24px',
        display: 'flex',
        alignItems: 'center',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <h4
        style={{
          margin: 0,
          marginInlineStart: withMenuButton ? MENU_BUTTON_SPACE : 0,
          minWidth: 0,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {title}
      </h4>
    </header>
  );
}
