import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PLAN_CARD_PATH, paymentIntentIdFromSecret, type BillingConfig } from '@salao/contracts';
import { api, failureReason, toast, toastSuccess } from '@salao/web-core';
import { AuthCard } from '../auth/AuthCard';
import { rememberedProvider } from '../../payment/billing-provider';
import { SandboxCardForm } from './SandboxCardForm';
import { StripeCardForm } from './StripeCardForm';

const paymentFailed = (message?: string) =>
  toast({ title: 'Falha no Pagamento', description: message || 'Erro ao processar pagamento', variant: 'destructive' });

/** Card payment for the subscription; returns to /pagamento-sucesso on the same origin. */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientSecret = params.get('client_secret');
  const config = useQuery<BillingConfig>({ queryKey: ['/api/billing/config'], enabled: !!clientSecret, retry: false });

  if (!clientSecret) return <Navigate to="/selecionar-plano" replace />;
  const intentId = paymentIntentIdFromSecret(clientSecret);
  // A unit of a network subscribing from its Plano card (retorno=plano) goes back there; a signup finishes its account.
  const forUnit = params.get('retorno') === 'plano';
  const succeeded = (id: string) => {
    if (!forUnit) return navigate(`/pagamento-sucesso?payment_intent=${encodeURIComponent(id)}`);
    toastSuccess('Cartão registrado. A assinatura desta unidade será confirmada em instantes.');
    return navigate(PLAN_CARD_PATH);
  };
  const provider = config.data?.provider ?? rememberedProvider() ?? 'sandbox';

  const paySandbox = async () => {
    try {
      await api.post('/api/confirm-payment', { paymentIntentId: intentId });
      succeeded(intentId);
    } catch (error) {
      if (error instanceof Error) paymentFailed(failureReason(error));
      else toast({ title: 'Falha no Pagamento', description: 'Erro inesperado ao processar pagamento', variant: 'destructive' });
    }
  };

  return (
    <AuthCard title="Pagamento" subtitle="Informe os dados do cartão para ativar sua assinatura">
      {config.isLoading ? (
        <Skeleton active />
      ) : provider === 'stripe' && config.data?.publishableKey ? (
        <StripeCardForm publishableKey={config.data.publishableKey} clientSecret={clientSecret} onPaid={succeeded} onError={paymentFailed} />
      ) : (
        <SandboxCardForm onPay={paySandbox} />
      )}
    </AuthCard>
  );
}
