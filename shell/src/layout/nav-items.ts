import type { Permission, PlanFeature } from '@salao/contracts';

export interface NavItem {
  path: string;
  label: string;
  section: 'Principal' | 'Conta';
  /** Only management opens it; staff sees it blocked (docs/product/roles.md). */
  managementOnly?: boolean;
  /** Plan feature it needs; without it the item opens the locked-feature dialog. */
  feature?: PlanFeature;
  /** Shown only to whoever holds it: staff never sees the whole business's reports (docs/product/roles.md). */
  permission?: Permission;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', section: 'Principal' },
  { path: '/agendamentos', label: 'Agendamentos', section: 'Principal' },
  { path: '/clientes', label: 'Clientes', section: 'Principal', managementOnly: true },
  { path: '/servicos', label: 'Serviços', section: 'Principal', managementOnly: true },
  { path: '/colaboradores', label: 'Colaboradores', section: 'Principal', managementOnly: true },
  { path: '/estoque', label: 'Estoque', section: 'Principal', managementOnly: true, feature: 'inventory' },
  { path: '/financeiro', label: 'Financeiro', section: 'Principal', feature: 'financial' },
  { path: '/relatorios', label: 'Relatórios', section: 'Principal', feature: 'reports', permission: 'reports.view' },
  { path: '/pacotes', label: 'Pacotes', section: 'Principal', managementOnly: true },
  { path: '/fidelidade', label: 'Fidelidade', section: 'Principal', managementOnly: true, feature: 'loyalty' },
  { path: '/configuracoes', label: 'Configurações', section: 'Conta' },
];
