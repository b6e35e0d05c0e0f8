import { SETTINGS_MSG, WHATSAPP_MSG, type SettingsDto } from '@salao/contracts';
import { withFeedback } from '../shared/feedback';

export type WhatsAppSettingsValues = Pick<SettingsDto, 'whatsappConnectionType'> & { whatsappOfficialNumber: string; whatsappServiceNumber: string };

/**
 * 'Salvar Configuração' of the WhatsApp tab: 'Dados Salvos!' or docs/product/errors.md's QR-section failure 'Erro ao salvar'
 * (with the server's pt-BR reason as the text when it gave one); a stale version is left to the form's alert
 * (`caught`). Resolves whether it saved.
 */
export function saveWhatsAppSettings(
  save: (values: WhatsAppSettingsValues) => Promise<unknown>,
  values: WhatsAppSettingsValues,
  caught?: (error: unknown) => boolean,
): Promise<boolean> {
  return withFeedback(() => save(values), WHATSAPP_MSG.saveError, SETTINGS_MSG.saved, caught);
}
