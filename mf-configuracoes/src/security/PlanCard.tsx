import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, List, Modal, Radio, Space, Tag, Typography, theme } from 'antd';
import { CheckOutlined, CreditCardOutlined } from '@ant-design/icons';
import { PLAN_NAMES, PLANS, formatBRL, formatDate, type PlanName, type SubscriptionView } from '@salao/contracts';
import {
  PLAN_CARD_ID,
  canManageBilling,
  openBillingPortal,
  toastSuccess,
  useLocation,
  usePermissions,
  useSearchParams,
  useSession,
  useSubscription,
} from '@salao/web-core';
import { ToneTag } from '@salao/web-core/ui';
import { failureToast } from '../shared/feedback';
import { STATUS_TAG, changeHint, changeKind, changeLabel, periodEnd, statusText, type PlanChangeKind } from './plan-text';
import { UnitSubscribe } from './UnitSubscribe';
import { useCancelSubscription, useChangePlan } from './use-billing';

/**
 * 'Plano' (Configurações > Segurança, id #plano): the current plan, its price and the subscription's state.
 * The management changes plan (upgrade at once, downgrade at the period end), cancels (read-only at the period
 * end, nothing deleted), reactivates a canceled account and opens the provider's portal; staff only see the plan.
 */
export function PlanCard() {
  const manage = canManageBilling(useSession((s) => s.user?.role));
  const permissions = usePermissions();
  const subscription = useSubscription();
  const planName = subscription.data?.plan ?? permissions.planName;
  const plan = PLANS[planName];
  const loading = permissions.isLoading || (manage && subscription.isLoading);
  const [highlighted, setHighlighted] = useState(false);
  useRevealOnHash(loading, () => setHighlighted(true));
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const { currentCount, maxAllowed } = permissions.staffLimit;
  // Held here, not in the actions: a plan change remounts them, and the dialog must survive its own answer.
  const [modal, holder] = Modal.useModal();

  return (
    <Card
      id={PLAN_CARD_ID}
      tabIndex={-1}
      title="Plano"
      loading={loading}
      extra={subscription.data && <StatusTag view={subscription.data} />}
      onBlur={() => setHighlighted(false)}
      // Reached from 'Gerenciar Plano': a ring in the theme's colour instead of the browser's focus outline.
      style={{ scrollMarginTop: 16, outline: 'none', boxShadow: highlighted ? `0 0 0 2px ${token.colorPrimary}` : undefined, transition: 'box-shadow 0.3s' }}
    >
      {holder}
      {params.get('portal') === 'sandbox' && (
        <Alert type="info" showIcon title="Modo de teste: sem Stripe não há portal de cartões e faturas." style={{ marginBottom: 16 }} />
      )}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Plano atual">
          <span>
            <Typography.Text strong data-testid="current-plan">
              {plan.name}
            </Typography.Text>
            &nbsp;· {formatBRL(subscription.data?.price ?? plan.price)}/mês
            <Typography.Text type="secondary"> por unidade</Typography.Text>
          </span>
        </Descriptions.Item>
        {subscription.data && (
          <Descriptions.Item label="Situação">
            <span data-testid="subscription-status">
              {statusText(subscription.data)}
              {subscription.data.provider === 'sandbox' && <Typography.Text type="secondary"> Modo de teste: nada é cobrado.</Typography.Text>}
            </span>
          </Descriptions.Item>
        )}
        {subscription.data?.pendingPlan && subscription.data.status !== 'canceled' && (
          <Descriptions.Item label="Mudança agendada">
            Plano {subscription.data.pendingPlan} a partir de {formatDate(periodEnd(subscription.data))}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Colaboradores">{maxAllowed == null ? `${currentCount} (ilimitado)` : `${currentCount} de ${maxAllowed}`}</Descriptions.Item>
        <Descriptions.Item label="Módulos">
          {[permissions.hasFinancialAccess && 'Financeiro', permissions.hasInventoryAccess && 'Estoque', permissions.hasLoyaltyAccess && 'Fidelidade']
            .filter(Boolean)
            .join(', ') || 'Agenda, clientes e serviços'}
        </Descriptions.Item>
      </Descriptions>
      <List
        size="small"
        dataSource={plan.features}
        renderItem={(feature) => (
          <List.Item>
            <CheckOutlined style={{ color: '#16a34a', marginInlineEnd: 8 }} aria-hidden />
            {feature}
          </List.Item>
        )}
      />
      {manage && subscription.isError && (
        <Alert type="error" showIcon title="Não foi possível carregar a assinatura. Recarregue a página." style={{ marginTop: 16 }} />
      )}
      {manage && subscription.data?.needsSubscription && <UnitSubscribe />}
      {manage && subscription.data && <PlanActions key={`${subscription.data.plan}-${subscription.data.status}`} view={subscription.data} modal={modal} />}
    </Card>
  );
}

function StatusTag({ view }: { view: SubscriptionView }) {
  const tag = STATUS_TAG[view.status];
  return tag.tone ? <ToneTag tone={tag.tone}>{tag.label}</ToneTag> : <Tag>{tag.label}</Tag>;
}

/**
 * Scrolls to the card and focuses it when the address names it ('Gerenciar Plano', 'Atualizar Plano', the
 * banners): once per navigation, after the card has its content (so its height is final).
 */
function useRevealOnHash(loading: boolean, onReveal: () => void) {
  const { hash, key } = useLocation();
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (hash !== `#${PLAN_CARD_ID}` || loading || revealed.current === key) return;
    const card = document.getElementById(PLAN_CARD_ID);
    if (!card) return;
    revealed.current = key;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
    onReveal();
  }, [hash, key, loading, onReveal]);
}

const SUCCESS: Record<Exclude<PlanChangeKind, 'none'>, (target: PlanName, view: SubscriptionView) => string> = {
  upgrade: (target) => `Plano alterado para ${target}. Os novos recursos já estão liberados.`,
  downgrade: (target, view) => `Mudança para o plano ${target} agendada para ${formatDate(periodEnd(view))}.`,
  keep: (target) => `Mudança de plano desfeita: você continua no plano ${target}.`,
  reactivate: (target) => `Assinatura reativada no plano ${target}.`,
};

type ModalApi = ReturnType<typeof Modal.useModal>[0];

function PlanActions({ view, modal }: { view: SubscriptionView; modal: ModalApi }) {
  const [target, setTarget] = useState<PlanName>(view.status === 'canceled' ? view.plan : (view.pendingPlan ?? view.plan));
  const [openingPortal, setOpeningPortal] = useState(false);
  const changePlan = useChangePlan();
  const cancel = useCancelSubscription();
  const kind = changeKind(view, target);
  const canceled = view.status === 'canceled';
  const end = periodEnd(view);

  const confirmChange = () =>
    void modal.confirm({
      title: `${changeLabel(kind, target)}?`,
      content: (
        <>
          <Typography.Paragraph>{changeHint(kind, view, target)}</Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Valor do plano {target}: {formatBRL(PLANS[target].price)}/mês.
          </Typography.Paragraph>
        </>
      ),
      okText: 'Confirmar',
      cancelText: 'Voltar',
      onOk: async () => {
        try {
          await changePlan.mutateAsync(PLAN_NAMES.indexOf(target) + 1);
          if (kind !== 'none') toastSuccess(SUCCESS[kind](target, view));
        } catch (error) {
          failureToast(error, 'Não foi possível mudar de plano.');
        }
      },
    });

  const confirmCancel = () =>
    void modal.confirm({
      title: 'Cancelar assinatura?',
      content: (
        <>
          <Typography.Paragraph>
            A assinatura continua ativa até {end ? formatDate(end) : 'o fim do período atual'}. Depois disso a conta fica <strong>somente leitura</strong>: você
            ainda consulta agenda, clientes e relatórios, mas não cria nem altera registros.
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>Nenhum dado é apagado, e você pode reativar um plano aqui quando quiser.</Typography.Paragraph>
        </>
      ),
      okText: 'Cancelar assinatura',
      okButtonProps: { danger: true },
      cancelText: 'Manter assinatura',
      onOk: async () => {
        try {
          const answer = await cancel.mutateAsync();
          toastSuccess(`Assinatura cancelada. A conta fica somente leitura a partir de ${formatDate(periodEnd(answer))}.`);
        } catch (error) {
          failureToast(error, 'Não foi possível cancelar a assinatura.');
        }
      },
    });

  const portal = async () => {
    setOpeningPortal(true);
    try {
      await openBillingPortal();
    } catch (error) {
      failureToast(error, 'Não foi possível abrir o portal de pagamento.');
      setOpeningPortal(false);
    }
  };

  return (
    <section aria-labelledby="plan-change-title" style={{ marginTop: 16 }}>
      <Typography.Title level={5} id="plan-change-title" style={{ marginTop: 0 }}>
        {canceled ? 'Reativar assinatura' : 'Mudar de plano'}
      </Typography.Title>
      <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as PlanName)} aria-labelledby="plan-change-title" style={{ width: '100%' }}>
        <Flex vertical gap={8}>
          {PLAN_NAMES.map((name) => (
            <PlanOption key={name} name={name} current={name === view.plan && !canceled} />
          ))}
        </Flex>
      </Radio.Group>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }} aria-live="polite">
        {changeHint(kind, view, target)}
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" disabled={kind === 'none'} loading={changePlan.isPending} onClick={confirmChange}>
          {changeLabel(kind, target)}
        </Button>
        <Button icon={<CreditCardOutlined aria-hidden />} loading={openingPortal} onClick={() => void portal()}>
          Cartões e faturas
        </Button>
        {!canceled && (
          <Button danger disabled={view.cancelAtPeriodEnd} loading={cancel.isPending} onClick={confirmCancel}>
            {view.cancelAtPeriodEnd ? 'Cancelamento agendado' : 'Cancelar assinatura'}
          </Button>
        )}
      </Space>
    </section>
  );
}

function PlanOption({ name, current }: { name: PlanName; current: boolean }): ReactNode {
  const plan = PLANS[name];
  return (
    <Radio value={name} style={{ alignItems: 'flex-start', marginInlineEnd: 0 }} styles={{ icon: { alignSelf: 'flex-start', marginTop: 3 } }}>
      <span>
        <Typography.Text strong>{name}</Typography.Text> · {formatBRL(plan.price)}/mês {current && <Tag>Plano atual</Tag>}
        {plan.popular && !current && <ToneTag tone="warning">Mais Popular</ToneTag>}
        <br />
        <Typography.Text type="secondary">{plan.description}</Typography.Text>
      </span>
    </Radio>
  );
}
