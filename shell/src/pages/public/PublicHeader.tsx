import { Button, Flex, theme } from 'antd';
import { Link } from 'react-router';
import { Logo } from '../../layout/Logo';
import { useIsMobile } from '../../layout/use-media-query';

export function PublicHeader() {
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        padding: mobile ? '12px 16px' : '16px 48px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link to="/">
        <Logo />
      </Link>
      {!mobile && (
        <Flex component="nav" gap={24}>
          <a href="#features">Recursos</a>
          <a href="#pricing">Planos</a>
          <a href="#testimonials">Depoimentos</a>
          <a href="#contact">Contato</a>
        </Flex>
      )}
      <Flex gap={8}>
        <Link to="/login">
          <Button>Entrar</Button>
        </Link>
        {!mobile && (
          <Link to="/register">
            <Button type="primary">Teste grátis</Button>
          </Link>
        )}
      </Flex>
    </Flex>
  );
}
