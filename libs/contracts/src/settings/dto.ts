import type { SlotMinutes } from '../agenda/dto';
import type { WhatsappConnectionType } from './schema';

/** GET/PUT /api/settings (docs/product/entities.md 'Settings'). sessionTimeout is in minutes and governs the sessions from the next request. */
export interface SettingsDto {
  whatsappConnectionType: WhatsappConnectionType;
  whatsappOfficialNumber: string | null;
  whatsappEstablishmentName: string | null;
  whatsappServiceNumber: string | null;
  whatsappApiKey: string | null;
  whatsappInstanceId: string | null;
  twoFactorAuth: boolean;
  sessionTimeout: number;
  /** The agenda's slot step: the grid's rows and the offered start times (docs/product/agenda-grid.md). */
  slotMinutes: SlotMinutes;
  /** The Configurações form's version: sent back with PUT /api/settings; a stale one is refused (409). */
  version: number;
}
