import { MSG } from '../identity/messages';

/** docs/product/errors.md settings messages and the settings API's own pt-BR answers. */
export const SETTINGS_MSG = {
  saved: 'Dados Salvos!',
  saveError: 'Erro ao salvar configurações.',
  businessSaveError: 'Erro ao salvar informações do negócio.',
  hoursSaveError: 'Erro ao salvar horários de funcionamento.',
  timezoneSaved: 'Fuso horário atualizado com sucesso!',
  timezoneError: 'Não foi possível atualizar o fuso horário. Tente novamente.',
  unchanged: 'Nenhuma alteração foi feita.',
  emailSaved: MSG.emailUpdated,
  emailError: 'Erro ao atualizar email.',
  passwordSaved: 'Senha atualizada com sucesso!',
  passwordError: 'Erro ao atualizar senha.',
  passwordMismatch: MSG.securityMismatch,
  connectionType: 'Tipo de conexão do WhatsApp inválido.',
  sessionTimeout: 'Tempo de sessão deve ser entre 1 e 1440 minutos.',
  slotMinutes: 'Intervalo da agenda deve ser de 5, 10, 15 ou 30 minutos.',
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  textMax: 'Texto deve ter no máximo 200 caracteres',
  staffNotice:
    'Acesso de Colaborador: Você pode alterar apenas suas informações de segurança (email e senha). As demais configurações são restritas apenas para administradores.',
  logoHint: 'PNG ou JPG, até 2MB',
  logoMissing: 'Envie uma imagem no campo logo.',
  logoType: 'O logo deve ser uma imagem PNG, JPEG ou WebP.',
  logoTooLarge: 'O logo deve ter no máximo 2MB.',
} as const;
