import type { Permission } from './permissions';

/**
 * The authenticated areas: which remote draws each path, its header title and the permission it needs.
 * The shell routes by it; the API reads it to hint a returning user's browser at the landing page's remote
 * before the shell asks for it (api/src/platform/http/landing-preload.ts).
 * `remote` is a name of the one remote list, libs/web-build/remotes.json (the shell checks it at compile time).
 */
export const AREA_ROUTES = [
  { path: '/dashboard', title: 'Dashboard', remote: 'mf_agenda', permission: 'dashboard.view' },
  { path: '/agendamentos', title: 'Agendamentos', remote: 'mf_agenda', permission: 'appointments.view' },
  { path: '/servicos', title: 'Serviços', remote: 'mf_agenda', permission: 'services.manage' },
  { path: '/colaboradores', title: 'Colaboradores', remote: 'mf_agenda', permission: 'staff.manage' },
  { path: '/clientes', title: 'Clientes', remote: 'mf_clientes', permission: 'clients.manage' },
  { path: '/clientes/:id', title: 'Perfil do Cliente', remote: 'mf_clientes', permission: 'clients.manage' },
  { path: '/fidelidade', title: 'Sistema de Fidelidade', remote: 'mf_clientes', permission: 'loyalty.view' },
  { path: '/financeiro', title: 'Financeiro', remote: 'mf_financeiro', permission: 'finances.view' },
  // 'nova' before ':id', so the header's title lookup (first match) and the router (static segment first) agree.
  { path: '/financeiro/comandas/nova', title: 'Comanda', remote: 'mf_financeiro', permission: 'transactions.create' },
  { path: '/financeiro/comandas/:id', title: 'Comanda', remote: 'mf_financeiro', permission: 'transactions.create' },
  // The advanced reports (docs/product/reports.md); the saved custom ones under it, for Expert.
  { path: '/relatorios', title: 'Relatórios', remote: 'mf_financeiro', permission: 'reports.view' },
  { path: '/relatorios/personalizados', title: 'Relatórios personalizados', remote: 'mf_financeiro', permission: 'reports.view' },
  { path: '/pacotes', title: 'Pacotes', remote: 'mf_financeiro', permission: 'services.manage' },
  { path: '/estoque', title: 'Controle de Estoque', remote: 'mf_estoque', permission: 'inventory.view' },
  { path: '/configuracoes', title: 'Configurações', remote: 'mf_configuracoes', permission: 'settings.view' },
  { path: '/n8n-test', title: 'N8N Endpoints - Teste', remote: 'mf_configuracoes' },
] as const satisfies readonly { path: string; title: string; remote: string; permission?: Permission }[];

export type AreaRouteDef = (typeof AREA_ROUTES)[number];

/**
 * The chunk name of an area page's code in its remote ('/financeiro/comandas/nova' → 'page-financeiro-comandas-nova'):
 * each remote's routes.tsx names its page imports so, its build lists their files in page-assets.json
 * (libs/web-build/page-assets.cjs), and the API hints them with the index page (docs/architecture.md, 'First visit').
 */
export function pageChunkName(path: string): string {
  return `page-${path.replace(/^\/+/, '').replace(/\//g, '-')}`;
}
