import { headerFrame } from './header-frame';
import { PageTitle } from './PageTitle';
import { useIsMobile } from './use-media-query';

// The header's menu button (32 px) and the gap after it, kept free on small screens so the title does not move.
const MENU_BUTTON_SPACE = 40;

/** The header's frame and the page title while the header's own code is on its way: nothing moves when it lands. */
export function HeaderPlaceholder({ title, withMenuButton }: { title: string; withMenuButton: boolean }) {
  const isMobile = useIsMobile();
  return (
    <header style={headerFrame(isMobile)}>
      <PageTitle inset={withMenuButton ? MENU_BUTTON_SPACE : 0}>{title}</PageTitle>
    </header>
  );
}
