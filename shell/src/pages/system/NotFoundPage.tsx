import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '@salao/web-core';

/** '404 Page Not Found': back to the dashboard when logged in, otherwise to the login or the home page (docs/product/screens.md ('Authenticated routes')). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.user);
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="A página que você procura não existe."
      extra={
        loggedIn ? (
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            Voltar ao Dashboard
          </Button>
        ) : (
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" onClick={() => navigate('/login')}>
              Fazer Login
            </Button>
            <Button onClick={() => navigate('/')}>Página inicial</Button>
          </Flex>
        )
      }
    />
  );
}
