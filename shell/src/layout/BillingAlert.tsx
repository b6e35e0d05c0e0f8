import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { PLAN_CARD_PATH, openBillingPortal, toastFailure } from '@salao/web-core';

/**
 * The billing notice itself (antd), downloaded only when there is one to show (BillingBanner.tsx): a failed charge
 * (past_due) asks to update the card in the provider's portal; a canceled subscription says the account is read-only
 * (writes answer 402) and leads to the Plano card to reactivate it.
 */
export default function BillingAlert({ status }: { status: 'past_due' | 'canceled' }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  const portal = async () => {
    setOpening(true);
    try {
      await openBillingPortal();
    } catch (error) {
      toastFailure('Não foi possível abrir o portal de pagamento.', error);
      setOpening(false);
    }
  };

  if (status === 'past_due')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Pagamento não aprovado"
        description="A última cobrança da sua assinatura falhou. Atualize o cartão para continuar usando o sistema sem interrupção."
        action={
          <Button size="small" type="primary" danger loading={opening} onClick={() => void portal()}>
            Atualizar cartão
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      title="Conta somente leitura"
      description="Sua assinatura foi cancelada: você pode consultar tudo, mas não criar nem alterar registros. Nenhum dado foi apagado."
      action={
        <Button size="small" onClick={() => navigate(PLAN_CARD_PATH)}>
          Reativar plano
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
