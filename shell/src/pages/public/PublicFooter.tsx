import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';

const YEAR = new Date().getFullYear();

export function PublicFooter() {
  const { token } = theme.useToken();
  return (
    <Flex
      component="footer"
      justify="center"
      gap={24}
      wrap
      style={{ padding: '24px 16px', borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <Typography.Text type="secondary">© {YEAR} Salão</Typography.Text>
      <Link to="/terms-of-service">Termos de Uso</Link>
      <Link to="/privacy-policy">Política de Privacidade</Link>
    </Flex>
  );
}
