import type { PlanName } from '../plans';

/**
 * What an integration key may do on the /api routes the screens use (docs/product/api.md 'Integration keys').
 * Each route that a key may call names one of these; a key holds a subset, chosen when it is created.
 */
export const INTEGRATION_SCOPES = [
  'clients:read',
  'clients:write',
  'agenda:read',
  'agenda:write',
  'checkout:write',
  'finance:read',
  'catalog:read',
  'catalog:write',
  'reports:read',
  'webhooks:write',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const INTEGRATION_SCOPE_LABELS: Record<IntegrationScope, string> = {
  'clients:read': 'Ver clientes',
  'clients:write': 'Criar e editar clientes',
  'agenda:read': 'Ver agenda e agendamentos',
  'agenda:write': 'Criar, remarcar e cancelar agendamentos',
  'checkout:write': 'Abrir e fechar comandas',
  'finance:read': 'Ver financeiro',
  'catalog:read': 'Ver serviços, produtos e pacotes',
  'catalog:write': 'Editar serviços, produtos e pacotes',
  'reports:read': 'Ver relatórios',
  'webhooks:write': 'Gerenciar webhooks',
};

export function isIntegrationScope(value: unknown): value is IntegrationScope {
  return typeof value === 'string' && (INTEGRATION_SCOPES as readonly string[]).includes(value);
}

/** Keys with scopes are the 'API completa' of the Expert plan (SPEC plans); Base and Core keep the n8n routes. */
export const INTEGRATION_SCOPES_PLAN: PlanName = 'Expert';

export const INTEGRATION_SCOPE_MSG = {
  notCallable: 'Esta chave não pode chamar esta rota.',
  missing: (scope: string) => `A chave não tem a permissão ${scope}.`,
  plan: (current: string) => `Chaves com permissões (API completa) requerem o plano ${INTEGRATION_SCOPES_PLAN}. Seu plano atual: ${current}.`,
  invalid: 'Permissão de chave inválida.',
  rateLimited: 'Muitas requisições com esta chave de API. Aguarde o próximo minuto e tente novamente.',
} as const;
