import { useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@salao/web-core';
import { useLiveConnection } from '@salao/web-core/host';
import { LIGHT_CSS } from '@salao/web-core/light';
import { usePushPrompt } from '../pwa/push-prompt';
import { areaTitle } from '../routes/area-routes';
import { cssVar } from '../app/shell-tokens';
import { BillingBanner } from './BillingBanner';
import { useChrome } from './chrome';
import { HeaderPlaceholder } from './HeaderPlaceholder';
import { useIsCompact, useIsMobile } from './use-media-query';

const SIDEBAR_WIDTH = 248;

/**
 * Authenticated frame: sidebar (drawer under 1024 px), header, the area page. Drawn without antd, from the theme's
 * CSS variables and web-core's light kit, whose stylesheet it carries for the pages drawn without antd too
 * (docs/architecture.md, 'First visit'); antd comes with a page, or a part, that draws it. The sidebar's and the
 * header's code (the chrome) follows a returning user's landing page (chrome.ts); until then the frame keeps their place.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const compact = useIsCompact();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const chrome = useChrome();
  const title = areaTitle(pathname) || '404';
  useLiveConnection(user);
  usePushPrompt(user);

  // On small screens the drawer closes 100 ms after a click, once the navigation started (docs/product/screens.md).
  const closeSoon = () => setTimeout(() => setMenuOpen(false), 100);

  return (
    <div className="salao-layout" style={{ display: 'flex', minHeight: '100vh', background: cssVar('colorBgLayout') }}>
      <style>{LIGHT_CSS}</style>
      {compact ? (
        chrome && <chrome.MenuDrawer open={menuOpen} width={SIDEBAR_WIDTH} onClose={() => setMenuOpen(false)} onNavigate={closeSoon} />
      ) : (
        <aside
          style={{
            flex: `0 0 ${SIDEBAR_WIDTH}px`,
            width: SIDEBAR_WIDTH,
            background: cssVar('colorBgContainer'),
            borderInlineEnd: `1px solid ${cssVar('colorBorderSecondary')}`,
            position: 'sticky',
            top: 0,
            height: '100vh',
          }}
        >
          {chrome && <chrome.Sidebar />}
        </aside>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 'auto', width: 0, minWidth: 0 }}>
        {chrome ? (
          <chrome.Header title={title} onOpenMenu={compact ? () => setMenuOpen(true) : undefined} />
        ) : (
          <HeaderPlaceholder title={title} withMenuButton={compact} />
        )}
        <main style={{ flex: 'auto', padding: mobile ? 12 : 24, minWidth: 0, color: cssVar('colorText') }}>
          <BillingBanner />
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
