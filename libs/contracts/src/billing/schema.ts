import * as yup from '../yup';
import { LIMITS } from '../constants';
import { digitsOnly } from '../format';

/** POST /api/create-subscription: the pending registration of docs/product/entities.md plus the chosen plan. Messages of docs/product/validation.md 'Short register'. */
export const createSubscriptionSchema = yup.object({
  establishmentName: yup.string().trim().required('Nome do estabelecimento é obrigatório.').min(LIMITS.nameMin, 'Nome do estabelecimento é obrigatório.'),
  userName: yup.string().trim().required('Nome deve ter pelo menos 2 caracteres').min(LIMITS.nameMin, 'Nome deve ter pelo menos 2 caracteres'),
  ownerName: yup.string().trim().optional(),
  email: yup.string().trim().required('Email é obrigatório').email('Email inválido'),
  phone: yup
    .string()
    .trim()
    .required('Telefone é obrigatório.')
    .test('digits', 'Telefone deve ter pelo menos 10 dígitos', (v) => digitsOnly(v).length >= LIMITS.phoneMinDigits),
  whatsappNumber: yup.string().trim().optional(),
  segment: yup.string().trim().required('Selecione o segmento do seu estabelecimento.'),
  address: yup.string().trim().optional(),
  password: yup.string().required('Senha deve ter pelo menos 6 caracteres').min(LIMITS.passwordMin, 'Senha deve ter pelo menos 6 caracteres'),
  planId: yup
    .number()
    .typeError('Erro ao processar plano selecionado. Tente novamente.')
    .required('Erro ao processar plano selecionado. Tente novamente.')
    .oneOf([1, 2, 3], 'Erro ao processar plano selecionado. Tente novamente.'),
});

export const confirmPaymentSchema = yup.object({
  paymentIntentId: yup.string().trim().required('Erro ao confirmar pagamento. Entre em contato com o suporte.'),
});

export const confirmPaymentManualSchema = yup.object({
  stripeCustomerId: yup.string().trim().required('Por favor, digite o Customer ID'),
});

/** POST /api/billing/change-plan. */
export const changePlanSchema = yup.object({
  planId: yup.number().typeError('Selecione um plano válido.').required('Selecione um plano válido.').oneOf([1, 2, 3], 'Selecione um plano válido.'),
});
