import { HttpException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../../platform/auth/auth-context';
import type { AppointmentEvents } from '../appointment-events';
import type { CreatedAppointment } from '../appointments.service';

/** A booking the day's rules or the agenda refused (400 rule, 409 taken or blocked): a conflict, not a wrong request. */
export function isRefusal(error: unknown): error is HttpException {
  return error instanceof HttpException && (error.getStatus() === 400 || error.getStatus() === 409);
}

export function messageOf(error: HttpException): string {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : String(body);
}

/** The services' names of the establishment by id (the group's 409 names the item's service). */
export async function serviceNames(db: EntityManager | { query: EntityManager['query'] }, auth: AuthContext, ids: number[]): Promise<Map<number, string>> {
  const rows: { id: number; name: string }[] = await db.query(`SELECT id, name FROM services WHERE establishment_id = $1 AND id = ANY($2::int[])`, [
    auth.establishmentId,
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The live 'created' event of each appointment, once the visit or series committed. */
export function emitCreated(events: AppointmentEvents, auth: AuthContext, created: CreatedAppointment[]): void {
  for (const c of created) {
    events.emit({
      establishmentId: auth.establishmentId,
      appointmentId: c.dto.id,
      action: 'created',
      staffIds: [c.dto.staffId],
      pendingChanged: c.status === 'pending',
      notificationId: c.notificationId,
      notifiedStaffId: c.notifiedStaffId,
    });
  }
}
