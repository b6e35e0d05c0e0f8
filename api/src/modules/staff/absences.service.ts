import { Injectable } from '@nestjs/common';
import type { AbsenceDto, AbsenceInput } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { StaffService } from './staff.service';

const COLUMNS = `id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", type, reason`;
const NOT_FOUND = 'Ausência não encontrada.';

/** Vacations, sick leave and time off (SPEC §3 'Absence period'). */
@Injectable()
export class AbsencesService {
  constructor(
    private readonly db: DataSource,
    private readonly staff: StaffService,
    private readonly realtime: RealtimeService,
  ) {}

  async list(auth: AuthContext, staffId: number): Promise<AbsenceDto[]> {
    await this.staff.lockMember(this.db, auth.establishmentId, staffId);
    return this.db.query(`SELECT ${COLUMNS} FROM staff_absences WHERE staff_id = $1 AND establishment_id = $2 ORDER BY start_date DESC, id DESC`, [
      staffId,
      auth.establishmentId,
    ]);
  }

  async create(auth: AuthContext, staffId: number, input: AbsenceInput): Promise<AbsenceDto> {
    await this.staff.lockMember(this.db, auth.establishmentId, staffId);
    const [row] = await this.db.query(
      `INSERT INTO staff_absences (establishment_id, staff_id, start_date, end_date, type, reason) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [auth.establishmentId, staffId, input.startDate, input.endDate, input.type, input.reason ?? null],
    );
    this.changed(auth);
    return row;
  }

  async update(auth: AuthContext, staffId: number, absenceId: number, input: AbsenceInput): Promise<AbsenceDto> {
    const rows = returnedRows<AbsenceDto>(
      await this.db.query(
        `UPDATE staff_absences SET start_date = $4, end_date = $5, type = $6, reason = $7
          WHERE id = $1 AND staff_id = $2 AND establishment_id = $3 RETURNING ${COLUMNS}`,
        [absenceId, staffId, auth.establishmentId, input.startDate, input.endDate, input.type, input.reason ?? null],
      ),
    );
    if (!rows[0]) throw fail(404, NOT_FOUND);
    this.changed(auth);
    return rows[0];
  }

  async remove(auth: AuthContext, staffId: number, absenceId: number): Promise<{ message: string }> {
    const rows = returnedRows(
      await this.db.query(`DELETE FROM staff_absences WHERE id = $1 AND staff_id = $2 AND establishment_id = $3 RETURNING id`, [absenceId, staffId, auth.establishmentId]),
    );
    if (!rows.length) throw fail(404, NOT_FOUND);
    this.changed(auth);
    return { message: 'Ausência removida.' };
  }

  /** Open slots change with absences. */
  private changed(auth: AuthContext): void {
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'staff_absence' });
  }
}
