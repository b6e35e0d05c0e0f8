/** Answers of the registration payment calls (docs/product/api.md) and of plan management in the app. */
export const BILLING_MSG = {
  paymentNotFound: 'Pagamento não encontrado. Verifique os dados ou entre em contato com o suporte.',
  notPaidYet: 'Pagamento ainda não confirmado pelo provedor. Tente novamente em instantes.',
  confirmed: 'Pagamento Confirmado!',
  /** The address a registration without one starts with. */
  addressPending: 'Endereço a ser definido',
  /** Writes of a canceled establishment (402). */
  readOnly:
    'Sua assinatura foi cancelada: a conta está somente leitura. Seus dados continuam salvos; reative um plano em Configurações > Plano para voltar a editar.',
  samePlan: 'Você já está neste plano.',
  alreadyCanceled: 'A assinatura já está cancelada.',
  alreadySubscribed: 'Esta unidade já tem uma assinatura.',
  badSignature: 'Assinatura do webhook inválida.',
  webhookDisabled: 'Webhook do Stripe não configurado.',
  noSubscription: 'Nenhuma assinatura encontrada para este estabelecimento.',
  providerUnavailable: 'Não foi possível falar com o provedor de pagamento. Tente novamente em instantes.',
} as const;

/** 409 of a downgrade the current use forbids: says what to change first. */
export function downgradeStaffMessage(plan: string, max: number, current: number): string {
  return `O plano ${plan} permite até ${max} colaboradores e você tem ${current}. Remova ${current - max} colaborador(es) antes de mudar de plano.`;
}

export function downgradeModuleMessage(plan: string, module: string): string {
  return `O plano ${plan} não inclui o módulo ${module}, que está em uso. Remova os registros de ${module} antes de mudar de plano.`;
}
