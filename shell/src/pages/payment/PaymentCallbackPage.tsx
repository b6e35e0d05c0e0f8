import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../auth/AuthCard';

type Status = 'checking' | 'success' | 'error' | 'pending';

/** success: session_id present or success=true; error: canceled=true; pending otherwise (docs/product/states.md). */
function callbackStatus(params: URLSearchParams | null): Status {
  if (!params) return 'checking';
  if (params.get('session_id') || params.get('success') === 'true') return 'success';
  if (params.get('canceled') === 'true') return 'error';
  return 'pending';
}

/** Return from the payment provider's page (docs/product/states.md 'Payment callback'). */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const status = callbackStatus(params);

  return (
    <AuthCard title="Pagamento">
      {status === 'checking' && <Spin size="large" style={{ display: 'block', margin: '24px auto' }} />}
      {status === 'success' && (
        <Result
          status="success"
          title="Pagamento Confirmado!"
          subTitle="Sua conta está sendo criada."
          extra={<Link to="/login">Ir para o login</Link>}
          style={{ padding: 0 }}
        />
      )}
      {status === 'error' && (
        <Result
          status="error"
          title="Pagamento não concluído"
          subTitle="Pagamento cancelado. Você pode tentar novamente."
          extra={<Link to="/selecionar-plano">Escolher plano</Link>}
          style={{ padding: 0 }}
        />
      )}
      {status === 'pending' && (
        <Result
          status="info"
          title="Pagamento pendente"
          subTitle="Ainda não recebemos a confirmação do pagamento."
          extra={<Button onClick={() => window.location.reload()}>Atualizar</Button>}
          style={{ padding: 0 }}
        />
      )}
    </AuthCard>
  );
}
