import { dayjs, formatBRL, PLANS, type PlanName } from '@salao/contracts';
import { html } from '../../platform/mail/html';
import type { MailMessage } from '../../platform/mail/mail.service';

export interface TrialNoticeRecipient {
  name: string;
  email: string;
  establishmentName: string;
  timezone: string;
}

/**
 * Stripe's `customer.subscription.trial_will_end` (three days before): when the trial ends and what happens then,
 * the first charge on the card on file or, with no card yet, what to do to keep the account.
 */
export function trialEndingMail(to: TrialNoticeRecipient, plan: PlanName, trialEnd: Date, hasCard: boolean, planLink: string): MailMessage {
  const date = dayjs(trialEnd).tz(to.timezone).format('DD/MM/YYYY');
  const next = hasCard
    ? `Nessa data será feita a primeira cobrança do plano ${plan}, de ${formatBRL(PLANS[plan].price)} por mês, no cartão cadastrado.`
    : 'Ainda não há cartão cadastrado: cadastre um até lá para continuar usando o Salão sem interrupção.';
  return {
    to: to.email,
    subject: `Salão: seu período de teste termina em ${date}`,
    text: `Olá, ${to.name}!\n\nO período de teste de ${to.establishmentName} termina em ${date}. ${next}\n\nVeja ou altere seu plano em: ${planLink}`,
    html: html`<p>Olá, ${to.name}!</p>
      <p>O período de teste de ${to.establishmentName} termina em ${date}. ${next}</p>
      <p><a href="${planLink}">Ver meu plano</a></p>`,
  };
}
