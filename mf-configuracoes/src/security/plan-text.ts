import { formatDate, PLAN_NAMES, type BillingStatus, type PlanName, type SubscriptionView } from '@salao/contracts';

/** The status tag of the Plano card: its tone (web-core's AA-contrast tags), none for the neutral trial. */
export const STATUS_TAG: Record<BillingStatus, { label: string; tone: 'success' | 'warning' | 'danger' | null }> = {
  trialing: { label: 'Em teste', tone: null },
  active: { label: 'Ativo', tone: 'success' },
  past_due: { label: 'Pagamento pendente', tone: 'warning' },
  canceled: { label: 'Cancelado', tone: 'danger' },
};

type StatusFields = Pick<SubscriptionView, 'status' | 'trialEndsAt' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;

/** When the current period (or the trial) ends: the next charge, or the day a cancelation takes effect. */
export function periodEnd(s: StatusFields): string | null {
  return s.currentPeriodEnd ?? s.trialEndsAt;
}

/** The subscription's state in pt-BR, with the date that matters for it. */
export function statusText(s: StatusFields): string {
  const end = periodEnd(s);
  switch (s.status) {
    case 'trialing':
      return s.cancelAtPeriodEnd
        ? `Período de teste até ${formatDate(s.trialEndsAt ?? end)}; cancelamento agendado para essa data.`
        : `Período de teste até ${formatDate(s.trialEndsAt ?? end)}.`;
    case 'active':
      if (s.cancelAtPeriodEnd) return end ? `Ativo até ${formatDate(end)}; cancelamento agendado para essa data.` : 'Ativo; cancelamento agendado.';
      return end ? `Ativo, com próxima cobrança em ${formatDate(end)}.` : 'Ativo.';
    case 'past_due':
      return 'Pagamento pendente: a última cobrança falhou. Atualize o cartão.';
    case 'canceled':
      return 'Cancelado: a conta está somente leitura. Seus dados continuam salvos.';
  }
}

const rank = (plan: PlanName) => PLAN_NAMES.indexOf(plan);

export type PlanChangeKind = 'reactivate' | 'keep' | 'upgrade' | 'downgrade' | 'none';

/** What choosing `target` does from the current subscription (the API's rules: upgrade now, downgrade at the period end). */
export function changeKind(s: Pick<SubscriptionView, 'plan' | 'status' | 'pendingPlan'>, target: PlanName): PlanChangeKind {
  if (s.status === 'canceled') return 'reactivate';
  if (target === s.plan) return s.pendingPlan ? 'keep' : 'none';
  return rank(target) > rank(s.plan) ? 'upgrade' : 'downgrade';
}

/** The change button's label. */
export function changeLabel(kind: PlanChangeKind, target: PlanName): string {
  if (kind === 'reactivate') return `Reativar no plano ${target}`;
  if (kind === 'keep') return `Manter o plano ${target}`;
  if (kind === 'none') return 'Mudar de plano';
  return `Mudar para ${target}`;
}

/** What happens, said before the user confirms. */
export function changeHint(kind: PlanChangeKind, s: StatusFields & Pick<SubscriptionView, 'plan' | 'pendingPlan'>, target: PlanName): string {
  switch (kind) {
    case 'reactivate':
      return `Reativa a conta no plano ${target} agora: você volta a criar e editar registros.`;
    case 'keep':
      return `Desfaz a mudança agendada para o plano ${s.pendingPlan}: você continua no plano ${target}.`;
    case 'upgrade':
      return `Vale agora: os recursos do plano ${target} são liberados na hora e a diferença do período é cobrada proporcionalmente.`;
    case 'downgrade': {
      const end = periodEnd(s);
      return `Vale a partir de ${end ? formatDate(end) : 'fim do período atual'}; até lá você continua no plano ${s.plan}.`;
    }
    case 'none':
      return 'Este é o seu plano atual: escolha outro para mudar.';
  }
}
