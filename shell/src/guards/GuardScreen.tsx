import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Space } from 'antd';
import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { planRequiredMessage, type PlanFeature, type PlanName } from '@salao/contracts';

function Frame({ children, fullScreen }: { children: ReactNode; fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 420, padding: 16 }}>
      <Card style={{ maxWidth: 520, width: '100%' }}>{children}</Card>
    </Flex>
  );
}

/** Login required (SPEC §2 Route guards). */
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
        subTitle="Você não tem permissão para acessar esta página."
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            Voltar ao Dashboard
          </Button>
        }
      />
    </Frame>
  );
}

/** Plan feature missing. */
export function FeatureBlockedScreen({ feature, currentPlan }: { feature: PlanFeature; currentPlan: PlanName }) {
  const navigate = useNavigate();
  return (
    <Frame>
      <Result
        icon={<LockOutlined />}
        title="Recurso Bloqueado"
        subTitle={planRequiredMessage(feature, currentPlan)}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate('/configuracoes')}>
              Gerenciar Plano
            </Button>
            <Button onClick={() => navigate('/dashboard')}>Voltar ao Dashboard</Button>
          </Space>
        }
      />
    </Frame>
  );
}
