import { useState, type ReactNode } from 'react';
import { Drawer, Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useLiveConnection, useSession } from '@salao/web-core';
import { usePushPrompt } from '../pwa/push-prompt';
import { areaTitle } from '../routes/area-routes';
import { BillingBanner } from './BillingBanner';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useIsCompact, useIsMobile } from './use-media-query';

const SIDEBAR_WIDTH = 248;

/** Authenticated frame: sidebar (drawer under 1024 px), header, the area page. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const compact = useIsCompact();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const { token } = theme.useToken();
  useLiveConnection(user);
  usePushPrompt(user);

  // On small screens the drawer closes 100 ms after a click, once the navigation started (SPEC §2).
  const closeSoon = () => setTimeout(() => setMenuOpen(false), 100);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {compact ? (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" size={SIDEBAR_WIDTH} closable={false} styles={{ body: { padding: 0 } }}>
          <Sidebar onNavigate={closeSoon} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          style={{ background: token.colorBgContainer, borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, height: '100vh' }}
        >
          <Sidebar />
        </Layout.Sider>
      )}
      <Layout>
        <Header title={areaTitle(pathname) || '404'} onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
        <Layout.Content style={{ padding: mobile ? 12 : 24, minWidth: 0 }}>
          <BillingBanner />
          {children ?? <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
