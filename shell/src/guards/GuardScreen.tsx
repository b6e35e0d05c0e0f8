import type { ReactNode } from 'react';
import { Button, Card, Flex, Result } from 'antd';
import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { HTTP_MSG } from '@salao/contracts';

function Frame({ children, fullScreen }: { children: ReactNode; fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 420, padding: 16 }}>
      <Card style={{ maxWidth: 520, width: '100%' }}>{children}</Card>
    </Flex>
  );
}

/** Login required (docs/product/screens.md Route guards). */
export function LoginRequiredScreen() {
  const navigate = useNavigate();
  return (
    <Frame fullScreen>
      <Result
        icon={<LockOutlined />}
        title="Acesso Restrito"
        subTitle="Você precisa estar logado para acessar esta página."
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            Fazer Login
          </Button>
        }
      />
    </Frame>
  );
}

/** Named permission missing. */
export function AccessDeniedScreen() {
  const navigate = useNavigate();
  return (
    <Frame>
      <Result
        icon={<StopOutlined />}
        status="error"
        title="Acesso Negado"
        subTitle={HTTP_MSG.noPermission}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            Voltar ao Dashboard
          </Button>
        }
      />
    </Frame>
  );
}
