import { Injectable } from '@nestjs/common';
import { STAFF_BLOCK_MSG, type StaffBlockDto, type StaffBlockInput, type StaffBlockOccurrenceDto, type StaffBlocksQuery } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { onTransaction } from '../../platform/database/bound';
import { fail } from '../../platform/http/errors';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { occurrenceDates, occursOn } from '../availability/block-occurrences';
import { mayManageBlocksOf } from './block-access';
import { BlocksRepository } from './blocks.repository';
import { StaffService } from './staff.service';

/** A block as the staff member's audit rows show it: 'block.date', 'block.startTime'… (like absences). */
const audited = (b: StaffBlockDto, date = b.date) => ({
  block: { date, startTime: b.startTime, endTime: b.endTime, reason: b.reason, repeat: b.repeat, until: b.repeat === 'none' ? null : b.until },
});

const occurrence = (b: StaffBlockDto, date: string): StaffBlockOccurrenceDto => ({
  blockId: b.id,
  date,
  startTime: b.startTime,
  endTime: b.endTime,
  reason: b.reason,
  repeat: b.repeat,
  seriesStart: b.date,
  until: b.repeat === 'none' ? null : b.until,
});

/** A professional's time blocks: lunch, a course, a meeting (docs/product/states.md 'Time blocks'). */
@Injectable()
export class BlocksService {
  constructor(
    private readonly repository: BlocksRepository,
    private readonly staff: StaffService,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  /** Every occurrence from `from` to `to`, by day and time. */
  async list(auth: AuthContext, staffId: number, q: StaffBlocksQuery): Promise<StaffBlockOccurrenceDto[]> {
    this.assertMay(auth, staffId);
    await this.staff.lockMember(this.repository.db, auth.establishmentId, staffId);
    const blocks = await this.repository.inPeriod(auth.establishmentId, staffId, q.from, q.to);
    return blocks
      .flatMap((b) => occurrenceDates(b, q.from, q.to).map((date) => occurrence(b, date)))
      .sort((x, y) => x.date.localeCompare(y.date) || x.startTime.localeCompare(y.startTime) || x.blockId - y.blockId);
  }

  async create(auth: AuthContext, staffId: number, input: StaffBlockInput): Promise<StaffBlockDto> {
    this.assertMay(auth, staffId);
    const created = await this.audit.transaction(async (tx) => {
      // The member's row lock also orders a block against bookings being made for her.
      await this.staff.lockMember(tx, auth.establishmentId, staffId);
      const row = await onTransaction(this.repository, tx).insert(auth.establishmentId, staffId, input, auth.userId);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'create', after: audited(row) });
      return row;
    });
    this.changed(auth);
    return created;
  }

  /** The whole series, or with `date` that one occurrence (a single block's only one removes it). */
  async remove(auth: AuthContext, staffId: number, blockId: number, date?: string | null): Promise<{ message: string }> {
    this.assertMay(auth, staffId);
    await this.audit.transaction(async (tx) => {
      await this.staff.lockMember(tx, auth.establishmentId, staffId);
      const repository = onTransaction(this.repository, tx);
      const block = await repository.lock(auth.establishmentId, staffId, blockId);
      if (!block) throw fail(404, STAFF_BLOCK_MSG.notFound);
      if (date && !occursOn(block, date)) throw fail(404, STAFF_BLOCK_MSG.occurrenceNotFound);
      if (date && block.repeat !== 'none') await repository.exclude(auth.establishmentId, blockId, date);
      else await repository.remove(auth.establishmentId, blockId);
      await this.audit.record(tx, auth, { entity: 'staff', entityId: staffId, action: 'delete', before: audited(block, date ?? block.date) });
    });
    this.changed(auth);
    return { message: date ? STAFF_BLOCK_MSG.occurrenceRemoved : STAFF_BLOCK_MSG.removed };
  }

  private assertMay(auth: AuthContext, staffId: number): void {
    if (!mayManageBlocksOf(auth, staffId)) throw fail(403, STAFF_BLOCK_MSG.ownOnly);
  }

  /** Open slots change with blocks. */
  private changed(auth: AuthContext): void {
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'staff_block' });
  }
}
