/** Plans and what each unlocks (docs/product/roles.md and docs/product/limits.md). */
export const PLAN_NAMES = ['Base', 'Core', 'Expert'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** 'reports' are the advanced reports (Core), 'customReports' the saved custom reports (Expert): docs/product/reports.md. */
export type PlanFeature = 'financial' | 'loyalty' | 'inventory' | 'reports' | 'customReports' | 'webhooks';

const RANK: Record<PlanName, number> = { Base: 0, Core: 1, Expert: 2 };

/** Financial, loyalty and the advanced reports need Core; inventory and custom reports Expert. */
export const FEATURE_PLAN: Record<PlanFeature, PlanName> = {
  financial: 'Core',
  loyalty: 'Core',
  inventory: 'Expert',
  reports: 'Core',
  customReports: 'Expert',
  // The Expert plan's 'API completa' (docs/product/webhooks.md).
  webhooks: 'Expert',
};

export const FEATURE_LABEL: Record<PlanFeature, string> = {
  financial: 'Financeiro',
  loyalty: 'Fidelidade',
  inventory: 'Estoque',
  reports: 'Relatórios avançados',
  customReports: 'Relatórios personalizados',
  webhooks: 'Webhooks',
};

export const DEFAULT_PLAN: PlanName = 'Base';
export const DEFAULT_STAFF_MAX = 2;

export interface PlanDefinition {
  name: PlanName;
  description: string;
  /** Monthly price in BRL, as a decimal string. */
  price: string;
  /** null = unlimited. */
  maxStaffMembers: number | null;
  maxMonthlyAppointments: number | null;
  hasWhatsappIntegration: boolean;
  hasFinancialModule: boolean;
  hasInventoryModule: boolean;
  hasLoyaltyModule: boolean;
  features: string[];
  popular: boolean;
}

export const PLANS: Record<PlanName, PlanDefinition> = {
  Base: {
    name: 'Base',
    description: 'Para quem está começando: agenda, clientes e serviços.',
    price: '59.00',
    maxStaffMembers: 2,
    maxMonthlyAppointments: null,
    hasWhatsappIntegration: true,
    hasFinancialModule: false,
    hasInventoryModule: false,
    hasLoyaltyModule: false,
    features: ['Até 2 colaboradores', 'Agendamentos básicos', 'Gestão de clientes e serviços', 'Suporte por e-mail', 'Integração com WhatsApp'],
    popular: false,
  },
  Core: {
    name: 'Core',
    description: 'Para salões em crescimento: financeiro, comissões e fidelidade.',
    price: '79.00',
    maxStaffMembers: 5,
    maxMonthlyAppointments: null,
    hasWhatsappIntegration: true,
    hasFinancialModule: true,
    hasInventoryModule: false,
    hasLoyaltyModule: true,
    features: ['Até 5 colaboradores', 'Tudo do plano Base', 'Módulo financeiro completo', 'Relatórios avançados', 'Comissões', 'Suporte prioritário'],
    popular: true,
  },
  Expert: {
    name: 'Expert',
    description: 'Para operações completas: estoque, API e equipe ilimitada.',
    price: '129.00',
    maxStaffMembers: null,
    maxMonthlyAppointments: null,
    hasWhatsappIntegration: true,
    hasFinancialModule: true,
    hasInventoryModule: true,
    hasLoyaltyModule: true,
    features: [
      'Colaboradores ilimitados',
      'Tudo dos planos anteriores',
      'Módulo de estoque',
      'Integração com WhatsApp',
      'Relatórios personalizados',
      'API completa',
      'Suporte 24/7',
    ],
    popular: false,
  },
};

export const TRIAL_DAYS = 7;

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

export function planIncludes(plan: PlanName | string | null | undefined, feature: PlanFeature): boolean {
  const current = isPlanName(plan) ? plan : DEFAULT_PLAN;
  return RANK[current] >= RANK[FEATURE_PLAN[feature]];
}

export function staffLimit(plan: PlanName | string | null | undefined): number | null {
  return PLANS[isPlanName(plan) ? plan : DEFAULT_PLAN].maxStaffMembers;
}

/** Staff-limit upgrade suggests Core when on Base, else Expert (docs/product/roles.md). */
export function staffUpgradePlan(plan: PlanName | string | null | undefined): PlanName {
  return plan === 'Base' || !isPlanName(plan) ? 'Core' : 'Expert';
}

/** 'Este recurso requer o plano {plan}. Seu plano atual: {plan}.' (docs/product/screens.md Route guards). */
export function planRequiredMessage(feature: PlanFeature, current: PlanName | string | null | undefined): string {
  return `Este recurso requer o plano ${FEATURE_PLAN[feature]}. Seu plano atual: ${isPlanName(current) ? current : DEFAULT_PLAN}.`;
}
