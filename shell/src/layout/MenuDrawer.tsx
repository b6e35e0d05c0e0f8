import { lazy, Suspense, useState } from 'react';
import { WithAntd, preloadAntd } from '@salao/web-core/light';

export interface MenuDrawerProps {
  open: boolean;
  width: number;
  onClose: () => void;
  onNavigate: () => void;
}

const loadDrawer = () => import('./AntdMenuDrawer');
const AntdMenuDrawer = lazy(loadDrawer);

/** Starts the drawer's download (and antd's) when the pointer or the focus reaches 'Abrir menu'. */
export function preloadMenuDrawer(): void {
  preloadAntd();
  void loadDrawer().catch(() => undefined);
}

/**
 * The menu under 1024 px: antd's Drawer, downloaded on the first opening (a first visit draws no antd:
 * docs/architecture.md, 'First visit') and kept mounted from then on, so it closes with its animation.
 */
export function MenuDrawer(props: MenuDrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <WithAntd>
      <Suspense fallback={null}>
        <AntdMenuDrawer {...props} />
      </Suspense>
    </WithAntd>
  );
}
