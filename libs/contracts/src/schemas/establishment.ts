import * as yup from 'yup';
import { TIME_ZONES } from '../constants';
import { LIMITS } from '../constants';

/** PUT /api/establishment (settings tab 'Negócio'). */
export const establishmentUpdateSchema = yup.object({
  name: yup.string().trim().required('Nome do estabelecimento deve ter pelo menos 2 caracteres').min(LIMITS.nameMin, 'Nome do estabelecimento deve ter pelo menos 2 caracteres'),
  address: yup.string().trim().nullable().optional(),
  segment: yup.string().trim().nullable().optional(),
  phone: yup.string().trim().nullable().optional(),
  email: yup.string().trim().nullable().optional().email('Email inválido'),
});

/** PATCH /api/establishment/timezone. */
export const timezoneUpdateSchema = yup.object({
  timezone: yup.string().required('Fuso horário inválido.').oneOf([...TIME_ZONES], 'Fuso horário inválido.'),
});

export interface EstablishmentInfo {
  id: number;
  name: string;
  address: string | null;
  segment: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
  timezone: string;
  plan: string;
}
