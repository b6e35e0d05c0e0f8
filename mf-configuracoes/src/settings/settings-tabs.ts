/** Settings tabs (SPEC §2 Settings); staff may only open Segurança. */
export const SETTINGS_TABS = [
  { key: 'negocio', label: 'Negócio', staff: false },
  { key: 'horarios', label: 'Horários', staff: false },
  { key: 'agenda', label: 'Agenda', staff: false },
  { key: 'whatsapp', label: 'WhatsApp', staff: false },
  { key: 'seguranca', label: 'Segurança', staff: true },
] as const;

export type SettingsTabKey = (typeof SETTINGS_TABS)[number]['key'];
