import { Drawer, theme } from 'antd';
import { Sidebar } from './Sidebar';
import { UnitSwitcher } from './units/UnitSwitcher';
import type { MenuDrawerProps } from './MenuDrawer';
import { useIsMobile } from './use-media-query';

/** antd's Drawer from the left holding the menu; downloaded with its first opening (MenuDrawer.tsx). */
export default function AntdMenuDrawer({ open, width, onClose, onNavigate }: MenuDrawerProps) {
  // On phones the unit switcher lives here, under the brand (the header has no room).
  const isMobile = useIsMobile();
  // The menu's own background under the brand and the switcher too (the drawer's elevated one showed as a band in dark).
  const { token } = theme.useToken();
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={width} closable={false} styles={{ body: { padding: 0, background: token.colorBgContainer } }}>
      <Sidebar onNavigate={onNavigate} extra={isMobile ? <UnitSwitcher inDrawer /> : undefined} />
    </Drawer>
  );
}
