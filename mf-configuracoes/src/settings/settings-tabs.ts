import { hasPermission, type Role } from '@salao/contracts';

/**
 * Settings tabs (docs/product/screens.md Settings); staff may only open Segurança; the history is the owner's
 * ('audit.view'); Rede only the network's owners see (docs/product/units.md, 'Network settings').
 */
export const SETTINGS_TABS = [
  { key: 'negocio', label: 'Negócio', staff: false },
  { key: 'rede', label: 'Rede', staff: false, networkOwner: true },
  { key: 'horarios', label: 'Horários', staff: false },
  { key: 'agenda', label: 'Agenda', staff: false },
  { key: 'pagamentos', label: 'Pagamentos', staff: false },
  { key: 'whatsapp', label: 'WhatsApp', staff: false },
  { key: 'seguranca', label: 'Segurança', staff: true },
  { key: 'historico', label: 'Histórico de alterações', staff: false, audit: true },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type SettingsTabKey = SettingsTab['key'];

/** The tabs a role sees: the history only for who may read it, Rede only for the network's owner (others do not see them at all). */
export function visibleTabs(role: Role | string | null | undefined, ownsNetwork = false): SettingsTab[] {
  return SETTINGS_TABS.filter((t) => (!('audit' in t) || hasPermission(role, 'audit.view')) && (!('networkOwner' in t) || ownsNetwork));
}
