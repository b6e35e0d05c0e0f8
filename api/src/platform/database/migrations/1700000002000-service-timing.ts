import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIVE = `('pending', 'scheduled', 'confirmed', 'in_progress')`;

/**
 * The time a service really takes (docs/architecture.md, 'The time a professional is busy'): a pause inside it
 * (processing, when she may take another client) and a cleanup after it (which blocks her). Services hold them,
 * appointments snapshot them like price and duration, and `appointment_busy` holds the spans she is busy for each
 * active appointment: its exclusion constraint replaces appointments_no_overlap, so the database still refuses
 * any overlap of the time she is busy. A trigger keeps the spans in the statement that writes the appointment,
 * on every path (and the demo seeders and tests that insert appointments directly).
 */
export class ServiceTiming1700000002000 implements MigrationInterface {
  name = 'ServiceTiming1700000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE services
        ADD COLUMN processing_start_minutes int NOT NULL DEFAULT 0 CHECK (processing_start_minutes >= 0),
        ADD COLUMN processing_minutes int NOT NULL DEFAULT 0 CHECK (processing_minutes >= 0),
        ADD COLUMN cleanup_minutes int NOT NULL DEFAULT 0 CHECK (cleanup_minutes BETWEEN 0 AND 1440),
        ADD CONSTRAINT services_pause_inside CHECK (
          processing_minutes = 0 OR (processing_start_minutes + processing_minutes <= duration_minutes AND processing_minutes < duration_minutes))`);
    await q.query(`
      ALTER TABLE appointments
        ADD COLUMN processing_start_minutes int NOT NULL DEFAULT 0 CHECK (processing_start_minutes >= 0),
        ADD COLUMN processing_minutes int NOT NULL DEFAULT 0 CHECK (processing_minutes >= 0),
        ADD COLUMN cleanup_minutes int NOT NULL DEFAULT 0 CHECK (cleanup_minutes >= 0)`);
    await q.query(`
      CREATE TABLE appointment_busy (
        appointment_id int NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        establishment_id int NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        staff_id int NOT NULL REFERENCES staff(id),
        span tstzrange NOT NULL CHECK (NOT isempty(span)),
        -- No double booking on any path: the times a staff member is busy never overlap.
        CONSTRAINT appointment_busy_no_overlap EXCLUDE USING gist (staff_id WITH =, span WITH &&)
      )`);
    await q.query(`CREATE INDEX appointment_busy_appointment_idx ON appointment_busy (appointment_id)`);
    // The busy spans of an active appointment: [start, pause start) and [pause end, end + cleanup), or one span
    // without a pause. A pause the appointment's own duration no longer holds is cut at its end.
    await q.query(`
      CREATE FUNCTION appointment_busy_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        pause_start timestamptz := least(NEW.starts_at + make_interval(mins => NEW.processing_start_minutes), NEW.ends_at);
        pause_end timestamptz := least(pause_start + make_interval(mins => NEW.processing_minutes), NEW.ends_at);
        busy_end timestamptz := NEW.ends_at + make_interval(mins => NEW.cleanup_minutes);
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          DELETE FROM appointment_busy WHERE appointment_id = NEW.id;
        END IF;
        IF NEW.status NOT IN ${ACTIVE} THEN
          RETURN NULL;
        END IF;
        IF NEW.processing_minutes = 0 OR pause_end = pause_start THEN
          INSERT INTO appointment_busy VALUES (NEW.id, NEW.establishment_id, NEW.staff_id, tstzrange(NEW.starts_at, busy_end, '[)'));
          RETURN NULL;
        END IF;
        IF pause_start > NEW.starts_at THEN
          INSERT INTO appointment_busy VALUES (NEW.id, NEW.establishment_id, NEW.staff_id, tstzrange(NEW.starts_at, pause_start, '[)'));
        END IF;
        IF busy_end > pause_end THEN
          INSERT INTO appointment_busy VALUES (NEW.id, NEW.establishment_id, NEW.staff_id, tstzrange(pause_end, busy_end, '[)'));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointment_busy_sync AFTER INSERT OR UPDATE OF starts_at, ends_at, status, staff_id, processing_start_minutes, processing_minutes, cleanup_minutes
        ON appointments FOR EACH ROW EXECUTE FUNCTION appointment_busy_sync()`);
    // Every appointment so far has no pause and no cleanup: its busy span is its own range.
    await q.query(`
      INSERT INTO appointment_busy (appointment_id, establishment_id, staff_id, span)
      SELECT id, establishment_id, staff_id, tstzrange(starts_at, ends_at, '[)') FROM appointments WHERE status IN ${ACTIVE}`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        staff_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (status IN ${ACTIVE})`);
    await q.query(`DROP TRIGGER appointment_busy_sync ON appointments`);
    await q.query(`DROP FUNCTION appointment_busy_sync()`);
    await q.query(`DROP TABLE appointment_busy`);
    await q.query(`ALTER TABLE appointments DROP COLUMN processing_start_minutes, DROP COLUMN processing_minutes, DROP COLUMN cleanup_minutes`);
    await q.query(`
      ALTER TABLE services DROP CONSTRAINT services_pause_inside,
        DROP COLUMN processing_start_minutes, DROP COLUMN processing_minutes, DROP COLUMN cleanup_minutes`);
  }
}
