import { Button, Col, Flex, Modal, Row, Tag, Typography } from 'antd';
import { CheckOutlined, LockOutlined } from '@ant-design/icons';
import { PLANS, type PlanName } from '@salao/contracts';
import { PLAN_CARD_PATH, useNavigate } from '@salao/web-core';

export interface LockedFeatureDialogProps {
  open: boolean;
  onClose: () => void;
  /** Feature name shown to the user, e.g. 'Financeiro'. */
  feature: string;
  currentPlan: PlanName;
  /** Default Expert (docs/product/screens.md). */
  requiredPlan?: PlanName;
}

function PlanColumn({ plan, highlight }: { plan: PlanName; highlight?: boolean }) {
  return (
    <div style={{ padding: 12, borderRadius: 8, border: '1px solid rgba(127,127,127,0.25)', height: '100%' }}>
      <Typography.Text strong>
        Plano {plan} {highlight && <Tag color="gold">Recomendado</Tag>}
      </Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {PLANS[plan].features.map((f) => (
          <li key={f} style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
            <CheckOutlined style={{ color: highlight ? '#52c41a' : undefined }} /> <span>{f}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Recurso Bloqueado' dialog opened from a plan-locked item (docs/product/screens.md); 'Atualizar Plano' opens the Plano card. */
export function LockedFeatureDialog({ open, onClose, feature, currentPlan, requiredPlan = 'Expert' }: LockedFeatureDialogProps) {
  const navigate = useNavigate();
  const upgrade = () => {
    onClose();
    navigate(PLAN_CARD_PATH);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        <span>
          <LockOutlined /> Recurso Bloqueado
        </span>
      }
      // Wrapping, with a gap: on a phone (390 px) the two buttons stack instead of overlapping.
      footer={
        <Flex wrap gap={8} justify="flex-end">
          <Button onClick={onClose}>Continuar com Plano Atual</Button>
          <Button type="primary" onClick={upgrade}>
            Atualizar Plano
          </Button>
        </Flex>
      }
    >
      <Typography.Title level={5}>
        {feature} faz parte do plano {requiredPlan}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Seu plano atual ({currentPlan}) não inclui este recurso. Atualize para desbloquear.</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12}>
          <PlanColumn plan={currentPlan} />
        </Col>
        <Col xs={24} sm={12}>
          <PlanColumn plan={requiredPlan} highlight />
        </Col>
      </Row>
    </Modal>
  );
}
