import { ApiError, api } from '@salao/web-core';
import { QUERY_KEYS, type AppointmentDto } from '@salao/contracts';

/** GET /api/staff/next-appointment; 403 means no appointment (docs/product/api.md). */
export async function fetchNextAppointment(): Promise<AppointmentDto | null> {
  try {
    const next = await api.get<AppointmentDto | null>(QUERY_KEYS.staffNextAppointment[0]);
    return next && typeof next === 'object' && 'appointmentDate' in next ? next : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error; // its pt-BR message is what the card shows
  }
}
