import * as yup from 'yup';
import type { ClientWithRewardsDto } from '../agenda-api';

/** Texts of the loyalty programme (SPEC §2, §5, §8); screens and the API share them. */
export const LOYALTY_MSG = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  nameMax: 'Nome deve ter no máximo 120 caracteres',
  pointsPerService: 'Pontos por serviço deve ser pelo menos 1',
  pointsToReward: 'Pontos para recompensa deve ser pelo menos 1',
  pointsMax: 'Quantidade de pontos muito alta',
  rewardDescription: 'Descrição da recompensa é obrigatória',
  rewardDescriptionMax: 'Descrição da recompensa deve ter no máximo 200 caracteres',
  services: 'Serviço inválido.',
  serviceNotFound: 'Um ou mais serviços não foram encontrados.',
  /** SPEC §5: adding points needs client, programme and points > 0. */
  fields: 'Preencha todos os campos corretamente.',
  programNotFound: 'Programa de fidelidade não encontrado.',
  programInactive: 'Este programa de fidelidade está inativo.',
  insufficient: 'Saldo de pontos insuficiente para o resgate.',
  appointmentCredited: 'Os pontos deste agendamento já foram lançados neste programa.',
  appointmentNotFound: 'Agendamento não encontrado.',
  confirmDelete: 'Tem certeza que deseja remover este programa de fidelidade?',
} as const;

/** SPEC §9 default programme, created the first time an establishment opens its loyalty programmes. */
export const DEFAULT_LOYALTY_PROGRAM = {
  name: 'Programa Fidelidade',
  pointsPerService: 1,
  pointsToReward: 10,
  rewardDescription: 'Serviço gratuito',
} as const;

export const LOYALTY_POINTS_MAX = 100000;

const points = (message: string) =>
  yup.number().typeError(message).required(message).integer(message).min(1, message).max(LOYALTY_POINTS_MAX, LOYALTY_MSG.pointsMax);

/** services: ids, or SPEC's [{ serviceId }] shape. */
const serviceIds = yup
  .array()
  .transform((v: unknown) => (Array.isArray(v) ? v.map((s) => (s && typeof s === 'object' ? (s as { serviceId?: unknown }).serviceId : s)) : v))
  .of(yup.number().typeError(LOYALTY_MSG.services).integer(LOYALTY_MSG.services).min(1, LOYALTY_MSG.services).required(LOYALTY_MSG.services))
  .typeError(LOYALTY_MSG.services)
  .default([]);

/** POST /api/loyalty/programs and PUT /api/loyalty/programs/{id}. */
export const loyaltyProgramSchema = yup.object({
  name: yup.string().trim().required(LOYALTY_MSG.name).min(2, LOYALTY_MSG.name).max(120, LOYALTY_MSG.nameMax),
  pointsPerService: points(LOYALTY_MSG.pointsPerService),
  pointsToReward: points(LOYALTY_MSG.pointsToReward),
  rewardDescription: yup.string().trim().required(LOYALTY_MSG.rewardDescription).max(200, LOYALTY_MSG.rewardDescriptionMax),
  services: serviceIds,
  isActive: yup.boolean().typeError('Campo com formato inválido.').default(true),
});
export type LoyaltyProgramWrite = yup.InferType<typeof loyaltyProgramSchema>;

/** POST /api/loyalty/clients/{clientId}/add-points. */
export const addPointsSchema = yup.object({
  programId: yup.number().typeError(LOYALTY_MSG.fields).required(LOYALTY_MSG.fields).integer(LOYALTY_MSG.fields).min(1, LOYALTY_MSG.fields),
  points: points(LOYALTY_MSG.fields),
  appointmentId: yup.number().typeError(LOYALTY_MSG.fields).integer(LOYALTY_MSG.fields).min(1, LOYALTY_MSG.fields).nullable().optional(),
  reason: yup.string().trim().max(200, 'Motivo deve ter no máximo 200 caracteres').nullable().optional(),
});
export type AddPointsWrite = yup.InferType<typeof addPointsSchema>;

/** POST /api/loyalty/clients/{clientId}/use-points. */
export const usePointsSchema = yup.object({
  programId: yup.number().typeError(LOYALTY_MSG.fields).required(LOYALTY_MSG.fields).integer(LOYALTY_MSG.fields).min(1, LOYALTY_MSG.fields),
  points: points(LOYALTY_MSG.fields),
});
export type UsePointsWrite = yup.InferType<typeof usePointsSchema>;

/** A row of GET /api/loyalty/clients-with-rewards: SPEC's shape plus the programme it belongs to (redeem needs it). */
export interface ClientLoyaltyEntryDto extends ClientWithRewardsDto {
  programId: number;
  programName: string;
}

/** Answer of add-points and use-points: the client's balance in that programme after the change. */
export interface LoyaltyBalanceDto {
  clientId: number;
  programId: number;
  totalPoints: number;
  pointsToReward: number;
  canRedeem: boolean;
}
