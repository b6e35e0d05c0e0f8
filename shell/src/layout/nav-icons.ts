import { APPSTORE, BAR_CHART, CALENDAR, DOLLAR, GIFT, INBOX, SETTING, SHOPPING, TEAM, TOOL, USER, type IconPaths } from '@salao/web-core/icon-paths';

/** Each area's menu icon: antd's outlined icons' paths, drawn without antd's icon renderer. */
export const NAV_ICONS: Record<string, IconPaths> = {
  '/dashboard': APPSTORE,
  '/agendamentos': CALENDAR,
  '/clientes': USER,
  '/servicos': TOOL,
  '/colaboradores': TEAM,
  '/estoque': INBOX,
  '/financeiro': DOLLAR,
  '/relatorios': BAR_CHART,
  '/fidelidade': GIFT,
  '/pacotes': SHOPPING,
  '/configuracoes': SETTING,
};
