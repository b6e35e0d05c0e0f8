import { Injectable } from '@nestjs/common';
import type { StaffBlockDto, StaffBlockInput } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { BLOCK_COLUMNS, BLOCKS_IN_PERIOD_SQL } from './blocks.sql';

/** Every SQL statement on staff_blocks. */
@Injectable()
export class BlocksRepository {
  constructor(readonly db: DataSource) {}

  inPeriod(establishmentId: number, staffId: number, from: string, to: string): Promise<StaffBlockDto[]> {
    return this.db.query(BLOCKS_IN_PERIOD_SQL, [establishmentId, staffId, from, to]);
  }

  /** The block, locked for a change. */
  async lock(establishmentId: number, staffId: number, id: number): Promise<StaffBlockDto | undefined> {
    const rows: StaffBlockDto[] = await this.db.query(
      `SELECT ${BLOCK_COLUMNS} FROM staff_blocks WHERE id = $1 AND staff_id = $2 AND establishment_id = $3 FOR UPDATE`,
      [id, staffId, establishmentId],
    );
    return rows[0];
  }

  /** A single block's `until` is its own date (the day query's one range test). */
  async insert(establishmentId: number, staffId: number, input: StaffBlockInput, userId: number | null): Promise<StaffBlockDto> {
    const until = input.repeat === 'none' ? input.date : (input.until ?? null);
    const rows: StaffBlockDto[] = await this.db.query(
      `INSERT INTO staff_blocks (establishment_id, staff_id, date, start_time, end_time, reason, repeat, until, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${BLOCK_COLUMNS}`,
      [establishmentId, staffId, input.date, input.startTime, input.endTime, input.reason, input.repeat, until, userId],
    );
    return rows[0]!;
  }

  async remove(establishmentId: number, id: number): Promise<void> {
    await this.db.query(`DELETE FROM staff_blocks WHERE id = $1 AND establishment_id = $2`, [id, establishmentId]);
  }

  async exclude(establishmentId: number, id: number, date: string): Promise<void> {
    await this.db.query(`UPDATE staff_blocks SET excluded_dates = array_append(excluded_dates, $3::date) WHERE id = $1 AND establishment_id = $2`, [
      id,
      establishmentId,
      date,
    ]);
  }
}
