import { Drawer } from 'antd';
import { Sidebar } from './Sidebar';

/** The menu under 1024 px: a drawer from the left that closes after a navigation. */
export function MenuDrawer({ open, width, onClose, onNavigate }: { open: boolean; width: number; onClose: () => void; onNavigate: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={width} closable={false} styles={{ body: { padding: 0 } }}>
      <Sidebar onNavigate={onNavigate} />
    </Drawer>
  );
}
