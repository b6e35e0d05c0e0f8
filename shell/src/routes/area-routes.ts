import type { Permission } from '@salao/contracts';
import type remotes from '@salao/web-build/remotes.json';

/** The authenticated areas: which remote draws each path, its header title and the permission it needs. */
export interface AreaRoute {
  path: string;
  title: string;
  /** A name from the one remote list (libs/web-build/remotes.json). */
  remote: keyof typeof remotes;
  permission?: Permission;
}

export const AREA_ROUTES: AreaRoute[] = [
  { path: '/dashboard', title: 'Dashboard', remote: 'mf_agenda', permission: 'dashboard.view' },
  { path: '/agendamentos', title: 'Agendamentos', remote: 'mf_agenda', permission: 'appointments.view' },
  { path: '/servicos', title: 'Serviços', remote: 'mf_agenda', permission: 'services.manage' },
  { path: '/colaboradores', title: 'Colaboradores', remote: 'mf_agenda', permission: 'staff.manage' },
  { path: '/clientes', title: 'Clientes', remote: 'mf_clientes', permission: 'clients.manage' },
  { path: '/fidelidade', title: 'Sistema de Fidelidade', remote: 'mf_clientes', permission: 'loyalty.view' },
  { path: '/financeiro', title: 'Financeiro', remote: 'mf_financeiro', permission: 'finances.view' },
  { path: '/estoque', title: 'Controle de Estoque', remote: 'mf_estoque', permission: 'inventory.view' },
  { path: '/configuracoes', title: 'Configurações', remote: 'mf_configuracoes', permission: 'settings.view' },
  { path: '/n8n-test', title: 'N8N Endpoints - Teste', remote: 'mf_configuracoes' },
];

export function areaTitle(pathname: string): string {
  return AREA_ROUTES.find((r) => r.path === pathname)?.title ?? '';
}
