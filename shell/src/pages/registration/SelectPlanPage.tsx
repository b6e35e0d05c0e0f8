import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PLANS, TRIAL_DAYS, formatBRL, isPlanName, type CreateSubscriptionResponse, type PlanListItem } from '@salao/contracts';
import { ApiError, api, failureReason, toast } from '@salao/web-core';

const REGISTER_FAILED = 'Não foi possível criar sua conta. Tente novamente.';
import { AuthCard } from '../auth/AuthCard';
import { STRIPE_CUSTOMER_KEY, readPendingRegistration } from '../../registration/pending-registration';
import { rememberProvider } from '../../payment/billing-provider';

function PlanCard({ plan, busy, onChoose }: { plan: PlanListItem; busy: boolean; onChoose: () => void }) {
  const popular = isPlanName(plan.name) && PLANS[plan.name].popular;
  return (
    <Card
      title={plan.name}
      extra={popular && <Tag color="purple">Mais Popular</Tag>}
      style={{ height: '100%', borderColor: popular ? '#7c3aed' : undefined }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: 'calc(100% - 56px)' } }}
    >
      <div>
        <Typography.Text style={{ fontSize: 28, fontWeight: 700 }}>{formatBRL(plan.price)}</Typography.Text>
        <Typography.Text type="secondary">/mês</Typography.Text>
      </div>
      <Typography.Text type="secondary">{plan.description}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {plan.features.map((f) => (
          <li key={f} style={{ marginBottom: 6 }}>
            <CheckOutlined style={{ color: '#52c41a', marginRight: 8 }} />
            {f}
          </li>
        ))}
      </ul>
      <Button type={popular ? 'primary' : 'default'} block size="large" loading={busy} onClick={onChoose}>
        Escolher {plan.name}
      </Button>
    </Card>
  );
}

/** Plan cards; choosing one creates the subscription and sends the browser to the payment link. */
export default function SelectPlanPage() {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<number | null>(null);
  const plans = useQuery<PlanListItem[]>({ queryKey: ['/api/plans'] });

  const choose = async (plan: PlanListItem) => {
    const pending = readPendingRegistration();
    if (!pending) {
      toast({ title: 'Erro', description: 'Dados de cadastro não encontrados. Tente novamente.', variant: 'destructive' });
      navigate('/registro');
      return;
    }
    setChoosing(plan.id);
    try {
      const answer = await api.post<CreateSubscriptionResponse>('/api/create-subscription', { ...pending, planId: plan.id });
      localStorage.setItem(STRIPE_CUSTOMER_KEY, answer.customerId);
      rememberProvider(answer.provider);
      window.location.assign(answer.paymentLink);
    } catch (error) {
      console.error(error);
      // The server refused the signup's data (an e-mail already used, a field it rejects): its reason, to fix on step 1.
      const reason = error instanceof ApiError && error.status < 500 ? (failureReason(error) ?? REGISTER_FAILED) : null;
      if (reason) toast({ title: 'Erro no Registro', description: reason, variant: 'destructive' });
      else toast({ title: 'Erro', description: 'Erro ao processar plano selecionado. Tente novamente.', variant: 'destructive' });
      setChoosing(null);
    }
  };

  return (
    <AuthCard title="Escolha seu plano" subtitle={`Passo 2 de 2 · ${TRIAL_DAYS} dias de teste grátis antes da primeira cobrança`} width={1080}>
      {plans.isLoading && <Skeleton active />}
      {plans.isError && (
        <Alert type="error" showIcon title="Não foi possível carregar os planos." action={<Button onClick={() => plans.refetch()}>Tentar novamente</Button>} />
      )}
      <Row gutter={[16, 16]}>
        {plans.data?.map((plan) => (
          <Col xs={24} md={8} key={plan.id}>
            <PlanCard plan={plan} busy={choosing === plan.id} onChoose={() => void choose(plan)} />
          </Col>
        ))}
      </Row>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="link" onClick={() => navigate('/register')}>
          Voltar
        </Button>
      </Flex>
    </AuthCard>
  );
}
