import { Button, Modal, Typography } from 'antd';
import { staffUpgradePlan, type PlanName } from '@salao/contracts';
import { useNavigate } from '@salao/web-core';

interface StaffLimitDialogProps {
  onClose: () => void;
  plan: PlanName;
  current: number;
  max: number | null;
}

/** Opens when a new collaborator is refused over the plan's limit (docs/product/screens.md, docs/product/errors.md); suggests the next plan (docs/product/roles.md). */
export function StaffLimitDialog({ onClose, plan, current, max }: StaffLimitDialogProps) {
  const navigate = useNavigate();
  const upgrade = staffUpgradePlan(plan);
  return (
    <Modal
      open
      onCancel={onClose}
      title="Limite de colaboradores atingido"
      footer={[
        <Button key="close" onClick={onClose}>
          Fechar
        </Button>,
        <Button key="upgrade" type="primary" onClick={() => navigate('/configuracoes')}>
          Fazer upgrade para {upgrade}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Seu plano atual ({plan}) permite até {max ?? current} colaboradores e você já tem {current}.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">Atualize para o plano {upgrade} para adicionar mais colaboradores.</Typography.Paragraph>
    </Modal>
  );
}
