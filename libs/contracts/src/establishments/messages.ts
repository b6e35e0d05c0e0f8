import { MSG } from '../identity/messages';

/** The establishment's own answers (settings tab 'Negócio', time zone); name and e-mail read as at registration. */
export const ESTABLISHMENT_MSG = {
  name: MSG.establishmentName,
  email: MSG.email,
  timezone: 'Fuso horário inválido.',
} as const;
