import { Injectable } from '@nestjs/common';
import { onTransaction } from '../../platform/database/bound';
import { AuditService } from '../../platform/audit/audit.service';
import { STAFF_MSG, type AbsenceDto, type AbsenceInput } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

/** An absence as the staff member's audit rows show it: 'absence.startDate', 'absence.type'… */
const audited = (a: AbsenceDto | undefined) => a && { absence: { startDate: a.startDate, endDate: a.endDate, type: a.type, reason: a.reason } };

/** Vacations, sick leave and time off (docs/product/entities.md 'Absence period'). */
@Injectable()
export class AbsencesService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly staff: StaffService,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext, staffId: number): Promise<AbsenceDto[]> {
    await this.staff.lockMember(this.repository.db, auth.establishmentId, staffId);
    return this.repository.absences(auth.establishmentId, staffId);
  }

  async create(auth: AuthContext, staffId: number, input: AbsenceInput): Promise<AbsenceDto> {
    const row = await this.audit.transaction(async (tx) => {
      await this.staff.lockMember(tx, auth.establishmentId, staffId);
      const created = await onTransaction(this.repository, tx).insertAbsence(auth.establishmentId, staffId, input);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'create', after: audited(created) });
      return created;
    });
    this.changed(auth);
    return row;
  }

  async update(auth: AuthContext, staffId: number, absenceId: number, input: AbsenceInput): Promise<AbsenceDto> {
    const row = await this.audit.transaction(async (tx) => {
      const repository = onTransaction(this.repository, tx);
      const before = await this.current(repository, auth, staffId, absenceId);
      const updated = await repository.updateAbsence(auth.establishmentId, staffId, absenceId, input);
      if (!updated) throw fail(404, STAFF_MSG.absenceNotFound);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'update', before: audited(before), after: audited(updated) });
      return updated;
    });
    this.changed(auth);
    return row;
  }

  async remove(auth: AuthContext, staffId: number, absenceId: number): Promise<{ message: string }> {
    await this.audit.transaction(async (tx) => {
      const repository = onTransaction(this.repository, tx);
      const before = await this.current(repository, auth, staffId, absenceId);
      if (!(await repository.deleteAbsence(auth.establishmentId, staffId, absenceId))) throw fail(404, STAFF_MSG.absenceNotFound);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'delete', before: audited(before) });
    });
    this.changed(auth);
    return { message: STAFF_MSG.absenceRemoved };
  }

  private async current(repository: StaffRepository, auth: AuthContext, staffId: number, absenceId: number): Promise<AbsenceDto | undefined> {
    return (await repository.absences(auth.establishmentId, staffId)).find((a) => a.id === absenceId);
  }

  /** Open slots change with absences. */
  private changed(auth: AuthContext): void {
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'staff_absence' });
  }
}
