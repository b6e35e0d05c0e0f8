import { Injectable } from '@nestjs/common';
import { STAFF_MSG, type AbsenceDto, type AbsenceInput } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

/** Vacations, sick leave and time off (SPEC §3 'Absence period'). */
@Injectable()
export class AbsencesService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly staff: StaffService,
    private readonly realtime: RealtimeService,
  ) {}

  async list(auth: AuthContext, staffId: number): Promise<AbsenceDto[]> {
    await this.staff.lockMember(this.repository.db, auth.establishmentId, staffId);
    return this.repository.absences(auth.establishmentId, staffId);
  }

  async create(auth: AuthContext, staffId: number, input: AbsenceInput): Promise<AbsenceDto> {
    await this.staff.lockMember(this.repository.db, auth.establishmentId, staffId);
    const row = await this.repository.insertAbsence(auth.establishmentId, staffId, input);
    this.changed(auth);
    return row;
  }

  async update(auth: AuthContext, staffId: number, absenceId: number, input: AbsenceInput): Promise<AbsenceDto> {
    const row = await this.repository.updateAbsence(auth.establishmentId, staffId, absenceId, input);
    if (!row) throw fail(404, STAFF_MSG.absenceNotFound);
    this.changed(auth);
    return row;
  }

  async remove(auth: AuthContext, staffId: number, absenceId: number): Promise<{ message: string }> {
    if (!(await this.repository.deleteAbsence(auth.establishmentId, staffId, absenceId))) throw fail(404, STAFF_MSG.absenceNotFound);
    this.changed(auth);
    return { message: STAFF_MSG.absenceRemoved };
  }

  /** Open slots change with absences. */
  private changed(auth: AuthContext): void {
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'staff_absence' });
  }
}
