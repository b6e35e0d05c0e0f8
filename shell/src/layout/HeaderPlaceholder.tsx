import { theme } from 'antd';
import { useIsMobile } from './use-media-query';

/** The header's frame and the page title while the header's own code is on its way: nothing moves when it lands. */
export function HeaderPlaceholder({ title }: { title: string }) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  return (
    <header
      style={{ height: 64, padding: isMobile ? '0 12px' : '0 24px', display: 'flex', alignItems: 'center', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <h4
        style={{
          margin: 0,
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
