import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The establishment's slot step (docs/product/entities.md 'Settings', 'Intervalo da agenda'): the rows of the front
 * desk grid and the start times every booking path offers, on the clock's marks of the step. 10 minutes by default.
 */
export class SlotMinutes1700000002200 implements MigrationInterface {
  name = 'SlotMinutes1700000002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE establishments ADD COLUMN slot_minutes smallint NOT NULL DEFAULT 10 CHECK (slot_minutes IN (5, 10, 15, 30))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE establishments DROP COLUMN slot_minutes`);
  }
}
