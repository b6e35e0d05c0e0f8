import { Injectable } from '@nestjs/common';
import type { AgendaReleasePolicyInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';

export interface PolicyRow {
  releaseInterval: number;
  releaseDay: number;
  isActive: boolean;
}
export interface ActivePolicy extends PolicyRow {
  establishmentId: number;
  timezone: string;
}

const POLICY = `release_interval AS "releaseInterval", release_day AS "releaseDay", is_active AS "isActive"`;

@Injectable()
export class AgendaReleaseRepository {
  constructor(readonly db: DataSource) {}

  async policy(establishmentId: number, db: DataSource | EntityManager = this.db): Promise<PolicyRow | null> {
    const rows: PolicyRow[] = await db.query(`SELECT ${POLICY} FROM agenda_release_policies WHERE establishment_id = $1`, [establishmentId]);
    return rows[0] ?? null;
  }

  async savePolicy(tx: EntityManager, establishmentId: number, p: AgendaReleasePolicyInput): Promise<void> {
    await tx.query(
      `INSERT INTO agenda_release_policies (establishment_id, release_interval, release_day, is_active) VALUES ($1, $2, $3, $4)
       ON CONFLICT (establishment_id) DO UPDATE SET release_interval = $2, release_day = $3, is_active = $4, updated_at = now()`,
      [establishmentId, p.releaseInterval, p.releaseDay, p.isActive],
    );
  }

  /** Released months from `fromMonth` on, with their source. */
  async months(establishmentId: number, fromMonth: string, db: DataSource | EntityManager = this.db): Promise<{ month: string; source: 'auto' | 'manual' }[]> {
    return db.query(`SELECT month, source FROM agenda_released_months WHERE establishment_id = $1 AND month >= $2 ORDER BY month`, [
      establishmentId,
      fromMonth,
    ]);
  }

  async isReleased(establishmentId: number, month: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM agenda_released_months WHERE establishment_id = $1 AND month = $2`, [establishmentId, month]);
    return rows.length > 0;
  }

  /** Replaces the automatic months by `months` (a manual release of the same month stays manual). */
  async replaceAuto(tx: EntityManager, establishmentId: number, months: string[]): Promise<void> {
    await tx.query(`DELETE FROM agenda_released_months WHERE establishment_id = $1 AND source = 'auto' AND NOT (month = ANY($2::text[]))`, [
      establishmentId,
      months,
    ]);
    await this.addAuto(tx, establishmentId, months);
  }

  /** Adds automatic months; the primary key makes a second run a no-op. Answers how many were new. */
  async addAuto(db: DataSource | EntityManager, establishmentId: number, months: string[]): Promise<number> {
    const rows = await db.query(
      `INSERT INTO agenda_released_months (establishment_id, month, source) SELECT $1, m, 'auto' FROM unnest($2::text[]) m
       ON CONFLICT DO NOTHING RETURNING month`,
      [establishmentId, months],
    );
    return (rows as unknown[]).length;
  }

  async addManual(establishmentId: number, month: string): Promise<void> {
    await this.db.query(
      `INSERT INTO agenda_released_months (establishment_id, month, source) VALUES ($1, $2, 'manual')
       ON CONFLICT (establishment_id, month) DO UPDATE SET source = 'manual'`,
      [establishmentId, month],
    );
  }

  async removeManual(establishmentId: number, month: string): Promise<void> {
    await this.db.query(`DELETE FROM agenda_released_months WHERE establishment_id = $1 AND month = $2 AND source = 'manual'`, [establishmentId, month]);
  }

  async activePolicies(): Promise<ActivePolicy[]> {
    return this.db.query(
      `SELECT p.establishment_id AS "establishmentId", e.timezone, ${POLICY}
         FROM agenda_release_policies p JOIN establishments e ON e.id = p.establishment_id WHERE p.is_active`,
    );
  }

  /** Claims the establishment's run of `date`: true for exactly one caller, whatever the number of instances. */
  async claimRun(tx: EntityManager, establishmentId: number, date: string, months: string[]): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO agenda_release_runs (establishment_id, run_date, months) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING establishment_id`,
      [establishmentId, date, months],
    );
    return (rows as unknown[]).length > 0;
  }
}
