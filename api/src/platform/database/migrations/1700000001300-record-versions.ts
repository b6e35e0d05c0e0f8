import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions of the records edited in forms (docs/architecture.md, 'No lost updates'). The establishment row
 * holds three forms (Negócio, Configurações, Horários), each with its own version, so saving one tab never
 * makes another tab's open form stale; a staff member's working hours are versioned apart from the profile.
 */
const COLUMNS: [table: string, column: string][] = [
  ['clients', 'version'],
  ['services', 'version'],
  ['staff', 'version'],
  ['staff', 'working_hours_version'],
  ['loyalty_programs', 'version'],
  ['establishments', 'version'],
  ['establishments', 'settings_version'],
  ['establishments', 'business_hours_version'],
  ['online_booking_settings', 'version'],
];

export class RecordVersions1700000001300 implements MigrationInterface {
  name = 'RecordVersions1700000001300';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) await q.query(`ALTER TABLE ${table} ADD COLUMN ${column} integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) await q.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  }
}
