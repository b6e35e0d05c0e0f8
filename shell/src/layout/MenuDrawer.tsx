import { Drawer, theme } from 'antd';
import { Sidebar } from './Sidebar';
import { UnitSwitcher } from './units/UnitSwitcher';
import { useIsMobile } from './use-media-query';

/** The menu under 1024 px: a drawer from the left that closes after a navigation. */
export function MenuDrawer({ open, width, onClose, onNavigate }: { open: boolean; width: number; onClose: () => void; onNavigate: () => void }) {
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
