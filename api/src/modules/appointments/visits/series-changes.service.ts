import { Injectable } from '@nestjs/common';
import { VISIT_MSG, type SeriesCancelResponse, type SeriesConflict, type SeriesUpdateInput, type SeriesUpdateResponse } from '@salao/contracts';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { fail } from '../../../platform/http/errors';
import { ownStaffId } from '../appointment-scope';
import { AppointmentStatusService } from '../appointment-status.service';
import { AppointmentsRepository } from '../appointments.repository';
import { AppointmentsService } from '../appointments.service';
import { isRefusal, messageOf } from './visit-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Occurrence {
  id: number;
  clientId: number;
  serviceId: number;
  staffId: number;
  date: string;
  notes: string | null;
}

/**
 * 'This and the following' of a series (docs/product/series.md): each occurrence is cancelled or moved exactly as a
 * single appointment is (same transitions, rules, audit and live events). One occurrence alone uses the single
 * appointment's routes.
 */
@Injectable()
export class SeriesChangesService {
  constructor(
    private readonly repository: AppointmentsRepository,
    private readonly appointments: AppointmentsService,
    private readonly status: AppointmentStatusService,
  ) {}

  async cancelFuture(auth: AuthContext, seriesId: string, fromAppointmentId: number): Promise<SeriesCancelResponse> {
    const cancelled: number[] = [];
    for (const o of await this.following(auth, seriesId, fromAppointmentId)) {
      await this.status.change(auth, o.id, 'cancelled');
      cancelled.push(o.id);
    }
    return { cancelled };
  }

  /** Moves this and the following occurrences to a new time (and professional); those that no longer fit stay and are listed. */
  async updateFuture(auth: AuthContext, seriesId: string, input: SeriesUpdateInput): Promise<SeriesUpdateResponse> {
    const updated: number[] = [];
    const conflicts: Omit<SeriesConflict, 'alternatives'>[] = [];
    for (const o of await this.following(auth, seriesId, input.fromAppointmentId)) {
      const write = {
        clientId: o.clientId,
        serviceId: o.serviceId,
        staffId: input.staffId ?? o.staffId,
        appointmentDate: o.date,
        appointmentTime: input.appointmentTime,
        notes: input.notes === undefined ? o.notes : input.notes,
      };
      try {
        await this.appointments.update(auth, o.id, write);
        updated.push(o.id);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        conflicts.push({ date: o.date, time: input.appointmentTime, reason: messageOf(error) });
      }
    }
    return { updated, conflicts };
  }

  /** The occurrence named and the later ones still to happen (pending, scheduled, confirmed), in order; 404 when not of this series. */
  private async following(auth: AuthContext, seriesId: string, fromId: number): Promise<Occurrence[]> {
    if (!UUID.test(seriesId)) throw fail(404, VISIT_MSG.seriesNotFound);
    const rows: (Occurrence & { isFrom: boolean })[] = await this.repository.db.query(
      `WITH origin AS (SELECT starts_at FROM appointments WHERE id = $3 AND series_id = $2::uuid AND establishment_id = $1)
       SELECT a.id, a.client_id AS "clientId", a.service_id AS "serviceId", a.staff_id AS "staffId", a.notes,
              to_char(a.starts_at AT TIME ZONE $4, 'YYYY-MM-DD') AS date
         FROM appointments a, origin
        WHERE a.establishment_id = $1 AND a.series_id = $2::uuid AND a.starts_at >= origin.starts_at
          AND a.status IN ('pending', 'scheduled', 'confirmed') AND ($5::int IS NULL OR a.staff_id = $5)
        ORDER BY a.starts_at, a.id`,
      [auth.establishmentId, seriesId, fromId, auth.zone, ownStaffId(auth)],
    );
    if (!rows.length) throw fail(404, VISIT_MSG.seriesNotFound);
    return rows;
  }
}
