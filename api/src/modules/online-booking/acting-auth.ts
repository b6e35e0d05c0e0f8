import { ianaZone, type PlanName } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { PublicEstablishmentRow } from './online-booking.repository';

/** Public calls act on one establishment as its management: bookings are recorded as made through its owner. */
export function actingAuth(est: PublicEstablishmentRow): AuthContext {
  return {
    sessionId: `online-booking:${est.id}`,
    userId: est.ownerUserId!,
    establishmentId: est.id,
    role: 'admin',
    staffId: null,
    name: 'Agendamento online',
    email: '',
    plan: est.plan as PlanName,
    timezone: est.timezone,
    zone: ianaZone(est.timezone),
    via: 'online-booking',
  };
}
