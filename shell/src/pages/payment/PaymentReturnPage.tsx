import { Result } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '../auth/AuthCard';

/** Return address of the payment provider (its content is not specified). */
export default function PaymentReturnPage() {
  return (
    <AuthCard title="Pagamento">
      <Result
        status="info"
        subTitle="Estamos processando o retorno do seu pagamento."
        extra={<Link to="/login">Ir para o login</Link>}
        style={{ padding: 0 }}
      />
    </AuthCard>
  );
}
