import { useState, type ReactNode } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@salao/web-core';
import { useLiveConnection } from '@salao/web-core/host';
import { usePushPrompt } from '../pwa/push-prompt';
import { areaTitle } from '../routes/area-routes';
import { BillingBanner } from './BillingBanner';
import { useChrome } from './chrome';
import { HeaderPlaceholder } from './HeaderPlaceholder';
import { useIsCompact, useIsMobile } from './use-media-query';

const SIDEBAR_WIDTH = 248;

/**
 * Authenticated frame: sidebar (drawer under 1024 px), header, the area page. The sidebar's and the header's
 * code (the chrome) follows a returning user's landing page (chrome.ts); until then the frame keeps their place.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const compact = useIsCompact();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const { token } = theme.useToken();
  const chrome = useChrome();
  const title = areaTitle(pathname) || '404';
  useLiveConnection(user);
  usePushPrompt(user);

  // On small screens the drawer closes 100 ms after a click, once the navigation started (docs/product/screens.md).
  const closeSoon = () => setTimeout(() => setMenuOpen(false), 100);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {compact ? (
        chrome && <chrome.MenuDrawer open={menuOpen} width={SIDEBAR_WIDTH} onClose={() => setMenuOpen(false)} onNavigate={closeSoon} />
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          style={{
            background: token.colorBgContainer,
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            height: '100vh',
          }}
        >
          {chrome && <chrome.Sidebar />}
        </Layout.Sider>
      )}
      <Layout>
        {chrome ? (
          <chrome.Header title={title} onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
        ) : (
          <HeaderPlaceholder title={title} withMenuButton={compact} />
        )}
        <Layout.Content style={{ padding: mobile ? 12 : 24, minWidth: 0 }}>
          <BillingBanner />
          {children ?? <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
