import { useNavigate } from 'react-router';
import { initials, roleLabel } from '@salao/contracts';
import { useSession, useTheme } from '@salao/web-core';
import { Icon } from '@salao/web-core/icon';
import { LOGOUT, MENU, MOON, SUN } from '@salao/web-core/icon-paths';
import { Button, Tooltip } from '@salao/web-core/light';
import { cssVar } from '../app/shell-tokens';
import { headerFrame } from './header-frame';
import { preloadMenuDrawer } from './MenuDrawer';
import { NotificationBell } from './NotificationBell';
import { PageTitle } from './PageTitle';
import { UnitSwitcher } from './units/UnitSwitcher';
import { useIsMobile } from './use-media-query';

/**
 * The area's header, drawn without antd (docs/architecture.md, 'First visit'): the page title, the unit switcher, the
 * theme toggle, the bell, who is logged in and 'Sair'. Its tooltips open below it (antd's flip from the top).
 */
export function Header({ title, onOpenMenu }: { title: string; onOpenMenu?: () => void }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const { mode, toggle } = useTheme();
  const isMobile = useIsMobile();

  const onLogout = async () => {
    await logout();
    navigate('/');
  };

  return (
    <header className="salao-light" style={{ ...headerFrame(isMobile), justifyContent: 'space-between', gap: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        {onOpenMenu && (
          <Button
            kind="text"
            icon={<Icon of={MENU} />}
            onClick={onOpenMenu}
            onPointerEnter={preloadMenuDrawer}
            onFocus={preloadMenuDrawer}
            aria-label="Abrir menu"
          />
        )}
        <PageTitle>{title}</PageTitle>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: isMobile ? 4 : 12 }}>
        {/* Under 768 px the switcher is in the menu drawer: the header has no room for it. */}
        {user && !isMobile && <UnitSwitcher />}
        <Tooltip title={mode === 'dark' ? 'Tema claro' : 'Tema escuro'} placement="bottom">
          <Button kind="text" circle icon={<Icon of={mode === 'dark' ? SUN : MOON} />} onClick={toggle} aria-label="Alternar tema" />
        </Tooltip>
        {user && user.role !== 'staff' && <NotificationBell />}
        {user && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span className="salao-avatar">{initials(user.name)}</span>
            {!isMobile && (
              <div style={{ display: 'flex', flexDirection: 'column' }}>
                <span className="salao-strong" style={{ color: cssVar('colorText') }}>
                  {user.name}
                </span>
                <span className="salao-secondary" style={{ fontSize: 12 }}>
                  {roleLabel(user.role)} · Estabelecimento #{user.establishmentId}
                </span>
              </div>
            )}
          </div>
        )}
        <Button kind="text" circle icon={<Icon of={LOGOUT} />} onClick={onLogout} title="Sair" aria-label="Sair" />
      </div>
    </header>
  );
}
