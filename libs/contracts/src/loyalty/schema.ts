import * as yup from '../yup';
import { versionField } from '../http/version-field';
import { LOYALTY_MSG } from './messages';

/** docs/product/limits.md default programme, created the first time an establishment opens its loyalty programmes. */
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
  version: versionField(),
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
