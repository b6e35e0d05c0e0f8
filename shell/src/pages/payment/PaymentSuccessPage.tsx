import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { api } from '@salao/web-core';
import { AuthCard } from '../auth/AuthCard';
import { clearPendingRegistration } from '../../registration/pending-registration';

type Status = 'loading' | 'error' | 'confirmed';

/** Confirms the payment intent; on success the pending registration is no longer needed. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const intent = params.get('payment_intent');
  const [status, setStatus] = useState<Status>(intent ? 'loading' : 'error');

  useEffect(() => {
    if (!intent) return;
    api
      .post('/api/confirm-payment', { paymentIntentId: intent })
      .then(() => {
        clearPendingRegistration();
        setStatus('confirmed');
      })
      .catch(() => setStatus('error'));
  }, [intent]);

  const title = { loading: 'Confirmando pagamento', error: 'Falha na confirmação', confirmed: 'Pagamento Confirmado!' }[status];
  return (
    <AuthCard title={title}>
      {status === 'loading' && <Spin size="large" style={{ display: 'block', margin: '24px auto' }} />}
      {status === 'error' && (
        <Result
          status="error"
          subTitle="Erro ao confirmar pagamento. Entre em contato com o suporte."
          extra={<Link to="/confirmar-pagamento">Confirmar manualmente</Link>}
          style={{ padding: 0 }}
        />
      )}
      {status === 'confirmed' && (
        <Result
          status="success"
          subTitle="Sua assinatura está ativa e sua conta foi criada. Faça login para começar."
          extra={
            <Link to="/login">
              <Button type="primary" size="large">
                Ir para o login
              </Button>
            </Link>
          }
          style={{ padding: 0 }}
        />
      )}
    </AuthCard>
  );
}
