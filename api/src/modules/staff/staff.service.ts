import { Injectable } from '@nestjs/common';
import { orStale } from '../../platform/http/versioned';
import {
  ERROR_CODES,
  isManagement,
  STAFF_MSG,
  staffLimit,
  staffLimitMessage,
  type StaffCreateInput,
  type StaffDto,
  type StaffUpdateInput,
} from '@salao/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SessionService } from '../../platform/auth/session.service';
import { hashPassword } from '../../platform/auth/tokens';
import { DomainHooks } from '../../platform/hooks/hooks';
import { fail } from '../../platform/http/errors';
import { BusinessHoursService } from '../business-hours/business-hours.service';
import { StaffLoginsService } from '../identity/staff-logins.service';
import { StaffRepository } from './staff.repository';

@Injectable()
export class StaffService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly businessHours: BusinessHoursService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly logins: StaffLoginsService,
    private readonly hooks: DomainHooks,
  ) {}

  list(auth: AuthContext): Promise<StaffDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  /** /api/staff/list for everyone: a collaborator sees colleagues' names and roles, not their contacts or pay. */
  listForEveryone(auth: AuthContext): Promise<StaffDto[]> {
    if (isManagement(auth.role)) return this.list(auth);
    return this.repository.listForColleague(auth.establishmentId, auth.staffId ?? 0);
  }

  /**
   * The plan's limit is checked with the establishment row locked, so two concurrent creations cannot both pass.
   * A new member works the establishment's hours until someone changes them (docs/product/states.md ('Staff'): no silent empty week).
   */
  async create(auth: AuthContext, input: StaffCreateInput): Promise<StaffDto> {
    const passwordHash = input.hasSystemAccess && input.password ? await hashPassword(input.password) : null;
    const business = await this.businessHours.get(auth.establishmentId);
    const week = business.map((d) => ({ dayOfWeek: d.dayOfWeek, isAvailable: d.isOpen && !d.isHoliday, openTime: d.openTime, closeTime: d.closeTime }));
    const { row, ended } = await this.repository.db.transaction(async (tx) => {
      const plan = await this.repository.lockPlan(tx, auth.establishmentId);
      const max = staffLimit(plan);
      if (max !== null) {
        const count = await this.repository.countActive(tx, auth.establishmentId);
        if (count >= max) throw fail(403, staffLimitMessage(plan, count, max), ERROR_CODES.staffLimit);
      }
      const inserted = await this.repository.insert(tx, auth.establishmentId, input);
      await this.repository.replaceWorkingHours(tx, inserted.id, week);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: inserted.id, action: 'create', after: inserted });
      const login = {
        staffId: inserted.id,
        establishmentId: auth.establishmentId,
        name: input.name,
        email: input.email,
        hasSystemAccess: input.hasSystemAccess,
        passwordHash,
      };
      return { row: inserted, ended: await this.logins.sync(tx, login) };
    });
    this.sessions.announceEnded(ended);
    return row;
  }

  /**
   * A professional of the caller's unit starts working in another unit of the network too, in the units module's
   * transaction: her row there (the plan's limit of that unit checked with it locked), that unit's hours until
   * someone changes them. Null when she is not of this unit or already works there. Her login, if any, is returned
   * so the caller can let her act in that unit.
   */
  async addToUnit(tx: EntityManager, auth: AuthContext, staffId: number, to: number): Promise<{ row: StaffDto; userId: number | null } | null> {
    const plan = await this.repository.lockPlan(tx, to);
    const max = staffLimit(plan);
    if (max !== null) {
      const count = await this.repository.countActive(tx, to);
      if (count >= max) throw fail(403, staffLimitMessage(plan, count, max), ERROR_CODES.staffLimit);
    }
    const row = await this.repository.insertInUnit(tx, staffId, auth.establishmentId, to);
    if (!row) return null;
    const business = await this.businessHours.get(to);
    await this.repository.replaceWorkingHours(
      tx,
      row.id,
      business.map((d) => ({ dayOfWeek: d.dayOfWeek, isAvailable: d.isOpen && !d.isHoliday, openTime: d.openTime, closeTime: d.closeTime })),
    );
    await this.audit.record(tx, auth, { entity: 'staff', entityId: row.id, action: 'create', after: { ...row, unit: to } });
    return { row, userId: await this.repository.loginOf(tx, staffId) };
  }

  async update(auth: AuthContext, staffId: number, input: StaffUpdateInput): Promise<StaffDto> {
    const passwordHash = input.hasSystemAccess && input.password ? await hashPassword(input.password) : null;
    const { row, ended } = await this.repository.db.transaction(async (tx) => {
      const before = await this.audit.lock(tx, 'staff', auth.establishmentId, staffId);
      if (!before) throw fail(404, STAFF_MSG.staffMemberNotFound);
      const updated = orStale(await this.repository.update(tx, auth.establishmentId, staffId, input));
      // A new password shows as changed, never its value.
      await this.audit.record(tx, auth, {
        entity: 'staff',
        entityId: staffId,
        action: 'update',
        before,
        after: passwordHash ? { ...updated, password: passwordHash } : updated,
      });
      const login = {
        staffId,
        establishmentId: auth.establishmentId,
        name: input.name,
        email: input.email ?? null,
        hasSystemAccess: input.hasSystemAccess,
        passwordHash,
      };
      return { row: updated, ended: await this.logins.sync(tx, login) };
    });
    // Access revoked or a new password: the member's open screens close now, on every instance.
    this.sessions.announceEnded(ended);
    return row;
  }

  /**
   * Soft delete (past appointments and transactions keep the name). Refused while the member still has
   * upcoming active appointments, which would otherwise be left without a professional.
   */
  async remove(auth: AuthContext, staffId: number): Promise<{ message: string }> {
    const ended = await this.repository.db.transaction(async (tx) => {
      await this.lockMember(tx, auth.establishmentId, staffId);
      if (await this.repository.hasUpcomingAppointments(tx, staffId)) {
        throw fail(409, STAFF_MSG.hasUpcoming);
      }
      const before = await this.audit.lock(tx, 'staff', auth.establishmentId, staffId);
      await this.repository.softDelete(tx, staffId);
      await this.hooks.publish(tx, 'staff.removed', { establishmentId: auth.establishmentId, staffId });
      const sessions = await this.logins.disable(tx, staffId);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'delete', before });
      return sessions;
    });
    this.sessions.announceEnded(ended);
    return { message: STAFF_MSG.staffRemoved };
  }

  /** 404 unless the member is an active one of this establishment. */
  async lockMember(db: EntityManager | DataSource, establishmentId: number, staffId: number): Promise<void> {
    if (!(await this.repository.lockMember(db, establishmentId, staffId))) throw fail(404, STAFF_MSG.staffMemberNotFound);
  }
}
