import { Avatar, Button, Flex, Tooltip, Typography, theme } from 'antd';
import { LogoutOutlined, MenuOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { initials, roleLabel } from '@salao/contracts';
import { useSession, useTheme } from '@salao/web-core';
import { NotificationBell } from './NotificationBell';
import { UnitSwitcher } from './units/UnitSwitcher';
import { useIsMobile } from './use-media-query';

export function Header({ title, onOpenMenu }: { title: string; onOpenMenu?: () => void }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const { mode, toggle } = useTheme();
  const isMobile = useIsMobile();
  const { token } = theme.useToken();

  const onLogout = async () => {
    await logout();
    navigate('/');
  };

  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      gap={12}
      style={{
        height: 64,
        padding: isMobile ? '0 12px' : '0 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        {onOpenMenu && <Button type="text" icon={<MenuOutlined />} onClick={onOpenMenu} aria-label="Abrir menu" />}
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
          {title}
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={isMobile ? 4 : 12}>
        {/* Under 768 px the switcher is in the menu drawer: the header has no room for it. */}
        {user && !isMobile && <UnitSwitcher />}
        <Tooltip title={mode === 'dark' ? 'Tema claro' : 'Tema escuro'}>
          <Button type="text" shape="circle" icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />} onClick={toggle} aria-label="Alternar tema" />
        </Tooltip>
        {user && user.role !== 'staff' && <NotificationBell />}
        {user && (
          <Flex align="center" gap={8}>
            <Avatar style={{ background: token.colorPrimary }}>{initials(user.name)}</Avatar>
            {!isMobile && (
              <Flex vertical style={{ lineHeight: 1.2 }}>
                <Typography.Text strong>{user.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {roleLabel(user.role)} · Estabelecimento #{user.establishmentId}
                </Typography.Text>
              </Flex>
            )}
          </Flex>
        )}
        <Button type="text" shape="circle" icon={<LogoutOutlined />} onClick={onLogout} title="Sair" aria-label="Sair" />
      </Flex>
    </Flex>
  );
}
