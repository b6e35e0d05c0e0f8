import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIVE = `('pending', 'scheduled', 'confirmed', 'in_progress')`;

/**
 * A professional working in several units of a network (docs/product/units.md): she has a staff row in each unit
 * (her hours, services and commission there), all sharing one person (`staff.person_id`, her first row's id).
 * appointment_busy carries the person and its exclusion constraint is on the person, so the database refuses her
 * in two units at the same time exactly as it refuses a double booking in one.
 */
export class StaffAcrossUnits1700000003500 implements MigrationInterface {
  name = 'StaffAcrossUnits1700000003500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff ADD COLUMN person_id int`);
    await q.query(`UPDATE staff SET person_id = id`);
    await q.query(`
      CREATE FUNCTION staff_default_person() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.person_id IS NULL THEN
          NEW.person_id := NEW.id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER staff_default_person BEFORE INSERT ON staff FOR EACH ROW EXECUTE FUNCTION staff_default_person()`);
    await q.query(`ALTER TABLE staff ALTER COLUMN person_id SET NOT NULL`);
    await q.query(`CREATE INDEX staff_person_idx ON staff (person_id)`);

    await q.query(`ALTER TABLE appointment_busy ADD COLUMN person_id int`);
    await q.query(`UPDATE appointment_busy b SET person_id = s.person_id FROM staff s WHERE s.id = b.staff_id`);
    await q.query(`ALTER TABLE appointment_busy ALTER COLUMN person_id SET NOT NULL`);
    await q.query(`ALTER TABLE appointment_busy DROP CONSTRAINT appointment_busy_no_overlap`);
    // No double booking on any path, in any unit: the times a person is busy never overlap.
    await q.query(`ALTER TABLE appointment_busy ADD CONSTRAINT appointment_busy_no_overlap EXCLUDE USING gist (person_id WITH =, span WITH &&)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION appointment_busy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        pause_start timestamptz := least(NEW.starts_at + make_interval(mins => NEW.processing_start_minutes), NEW.ends_at);
        pause_end timestamptz := least(pause_start + make_interval(mins => NEW.processing_minutes), NEW.ends_at);
        busy_end timestamptz := NEW.ends_at + make_interval(mins => NEW.cleanup_minutes);
        person int;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          DELETE FROM appointment_busy WHERE appointment_id = NEW.id;
        END IF;
        IF NEW.status NOT IN ${ACTIVE} THEN
          RETURN NULL;
        END IF;
        SELECT person_id INTO person FROM staff WHERE id = NEW.staff_id;
        IF NEW.processing_minutes = 0 OR pause_end = pause_start THEN
          INSERT INTO appointment_busy (appointment_id, establishment_id, staff_id, span, person_id)
          VALUES (NEW.id, NEW.establishment_id, NEW.staff_id, tstzrange(NEW.starts_at, busy_end, '[)'), person);
          RETURN NULL;
        END IF;
        IF pause_start > NEW.starts_at THEN
          INSERT INTO appointment_busy (appointment_id, establishment_id, staff_id, span, person_id)
          VALUES (NEW.id, NEW.establishment_id, NEW.staff_id, tstzrange(NEW.starts_at, pause_start, '[)'), person);
        END IF;
        IF busy_end > pause_end THEN
          INSERT INTO appointment_busy (appointment_id, establishment_id, staff_id, span, person_id)
          VALUES (NEW.id, NEW.establishment_id, NEW.staff_id, tstzrange(pause_end, busy_end, '[)'), person);
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment_busy DROP CONSTRAINT appointment_busy_no_overlap`);
    await q.query(`ALTER TABLE appointment_busy ADD CONSTRAINT appointment_busy_no_overlap EXCLUDE USING gist (staff_id WITH =, span WITH &&)`);
    await q.query(`ALTER TABLE appointment_busy DROP COLUMN person_id`);
    await q.query(`DROP TRIGGER staff_default_person ON staff`);
    await q.query(`DROP FUNCTION staff_default_person()`);
    await q.query(`ALTER TABLE staff DROP COLUMN person_id`);
  }
}
