import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { ApiError, api, toast } from '@salao/web-core';
import { AuthCard } from '../auth/AuthCard';
import { STRIPE_CUSTOMER_KEY, clearPendingRegistration } from '../../registration/pending-registration';

/** Manual confirmation with the payment provider's customer id. */
export default function ManualConfirmationPage() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);

  const onFinish = async ({ stripeCustomerId }: { stripeCustomerId: string }) => {
    setLoading(true);
    try {
      await api.post('/api/confirm-payment-manual', { stripeCustomerId: stripeCustomerId.trim() });
      clearPendingRegistration();
      toast({ title: 'Sucesso', description: 'Conta criada com sucesso! Redirecionando para login...', variant: 'success' });
      setTimeout(() => navigate('/login'), 2000);
    } catch (error) {
      // This endpoint's error body carries `error` (docs/product/api.md).
      const body = error instanceof ApiError ? (error.body as { error?: unknown } | null) : null;
      toast({ title: 'Erro ao confirmar pagamento', description: typeof body?.error === 'string' ? body.error : undefined, variant: 'destructive' });
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Confirmar Pagamento" subtitle="Informe o Customer ID recebido do provedor de pagamento">
      <Form layout="vertical" onFinish={onFinish} requiredMark={false} initialValues={{ stripeCustomerId: localStorage.getItem(STRIPE_CUSTOMER_KEY) ?? '' }}>
        <Form.Item label="Customer ID" name="stripeCustomerId" rules={[{ required: true, whitespace: true, message: 'Por favor, digite o Customer ID' }]}>
          <Input placeholder="cus_..." />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Confirmar Pagamento
        </Button>
      </Form>
    </AuthCard>
  );
}
