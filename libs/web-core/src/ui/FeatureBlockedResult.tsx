import { Button, Result, Space } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { PLAN_CARD_PATH, useNavigate } from '@salao/web-core';
import { planRequiredMessage, type PlanFeature, type PlanName } from '@salao/contracts';

/** 'Recurso Bloqueado' with docs/product/screens.md's plan message and its two buttons: the route guard and locked modules share it.
 * 'Gerenciar Plano' opens the Plano card (Configurações > Segurança), where the management changes plan. */
export function FeatureBlockedResult({ feature, currentPlan }: { feature: PlanFeature; currentPlan: PlanName }) {
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined />}
      title="Recurso Bloqueado"
      subTitle={planRequiredMessage(feature, currentPlan)}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => navigate(PLAN_CARD_PATH)}>
            Gerenciar Plano
          </Button>
          <Button onClick={() => navigate('/dashboard')}>Voltar ao Dashboard</Button>
        </Space>
      }
    />
  );
}
