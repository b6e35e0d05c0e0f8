import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online booking (docs/product/screens.md ('Agendamento online')): the establishment's public slug (unique case-insensitively, derived from the name
 * for existing rows and, by trigger, for new registrations), its online-booking settings, which appointments were
 * booked online (phone for the per-phone bound), the abuse counters, every message send (one per appointment and
 * kind, with its outcome), and the waitlist with its time-limited offers.
 */
export class OnlineBooking1700000000900 implements MigrationInterface {
  name = 'OnlineBooking1700000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE establishments ADD COLUMN slug text`);
    // The same rule as contracts' slugify(): accents dropped, lowercase, non-alphanumerics as single hyphens,
    // at least 3 characters, reserved words suffixed; a taken one gets -2, -3, ...
    await q.query(`
      CREATE FUNCTION establishment_default_slug(p_name text, p_id int) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        base text;
        candidate text;
        n int := 1;
      BEGIN
        base := regexp_replace(lower(translate(coalesce(p_name, ''),
          'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn')), '[^a-z0-9]+', '-', 'g');
        base := trim(both '-' from left(trim(both '-' from base), 50));
        IF length(base) < 3 THEN base := trim(both '-' from 'salao-' || coalesce(nullif(base, ''), 'online')); END IF;
        IF base IN ('reserva', 'oferta', 'bookings', 'waitlist-offers', 'api', 'admin', 'agendar') THEN base := base || '-salao'; END IF;
        candidate := base;
        WHILE EXISTS (SELECT 1 FROM establishments WHERE lower(slug) = candidate AND id <> p_id) LOOP
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
        RETURN candidate;
      END $$`);
    await q.query(`UPDATE establishments SET slug = establishment_default_slug(name, id) WHERE id IN (SELECT id FROM establishments ORDER BY id)`);
    await q.query(`
      CREATE FUNCTION establishments_slug_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.slug IS NULL THEN NEW.slug := establishment_default_slug(NEW.name, NEW.id); END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER establishments_slug_default BEFORE INSERT ON establishments FOR EACH ROW EXECUTE FUNCTION establishments_slug_default()`);
    await q.query(`ALTER TABLE establishments ALTER COLUMN slug SET NOT NULL`);
    await q.query(`ALTER TABLE establishments ADD CONSTRAINT establishments_slug_format CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$')`);
    await q.query(`CREATE UNIQUE INDEX establishments_slug_key ON establishments (lower(slug))`);

    await q.query(`
      CREATE TABLE online_booking_settings (
        establishment_id int PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT true,
        auto_confirm boolean NOT NULL DEFAULT false,
        min_notice_minutes int NOT NULL DEFAULT 120 CHECK (min_notice_minutes BETWEEN 0 AND 43200),
        max_days_ahead int NOT NULL DEFAULT 60 CHECK (max_days_ahead BETWEEN 1 AND 365),
        cancel_cutoff_minutes int NOT NULL DEFAULT 120 CHECK (cancel_cutoff_minutes BETWEEN 0 AND 43200),
        max_open_per_phone int NOT NULL DEFAULT 3 CHECK (max_open_per_phone BETWEEN 1 AND 20),
        reminder_offsets int[] NOT NULL DEFAULT '{1440,120}',
        waitlist_hold_minutes int NOT NULL DEFAULT 15 CHECK (waitlist_hold_minutes BETWEEN 5 AND 1440),
        templates jsonb NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE online_bookings (
        appointment_id int PRIMARY KEY REFERENCES appointments(id) ON DELETE CASCADE,
        establishment_id int NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        phone text NOT NULL,
        email text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The per-phone bound: open online bookings of one phone in one establishment.
    await q.query(`CREATE INDEX online_bookings_phone_idx ON online_bookings (establishment_id, phone)`);

    // Fixed-window counters (per address, per phone), like integration_key_hits: every instance agrees.
    await q.query(`
      CREATE TABLE online_booking_hits (
        scope text NOT NULL,
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits int NOT NULL,
        PRIMARY KEY (scope, key, window_start)
      )`);
    await q.query(`CREATE INDEX online_booking_hits_window_idx ON online_booking_hits (window_start)`);

    // One row per (appointment, kind): a reminder kind carries its offset and the start it reminds of, so a
    // reschedule reminds again while a redelivery or a second instance never sends twice.
    await q.query(`
      CREATE TABLE online_booking_sends (
        id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        establishment_id int NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        appointment_id int REFERENCES appointments(id) ON DELETE CASCADE,
        waitlist_offer_id int,
        kind text NOT NULL,
        due_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'sending', 'sent', 'failed', 'skipped')),
        channel text CHECK (channel IN ('whatsapp', 'email')),
        recipient text,
        body text,
        error text,
        attempted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX online_booking_sends_key ON online_booking_sends (appointment_id, kind) WHERE appointment_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX online_booking_sends_offer_key ON online_booking_sends (waitlist_offer_id, kind) WHERE waitlist_offer_id IS NOT NULL`);
    await q.query(`CREATE INDEX online_booking_sends_due_idx ON online_booking_sends (due_at) WHERE status = 'scheduled'`);
    await q.query(`CREATE INDEX online_booking_sends_establishment_idx ON online_booking_sends (establishment_id, created_at)`);

    await q.query(`
      CREATE TABLE online_booking_waitlist (
        id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        establishment_id int NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        service_id int NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        staff_id int REFERENCES staff(id) ON DELETE CASCADE,
        date date NOT NULL,
        name text NOT NULL,
        phone text NOT NULL,
        email text,
        status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'expired')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // First in line for a day; and one entry per phone and day while waiting.
    await q.query(`CREATE INDEX online_booking_waitlist_line_idx ON online_booking_waitlist (establishment_id, date, id) WHERE status = 'waiting'`);
    await q.query(
      `CREATE UNIQUE INDEX online_booking_waitlist_phone_key ON online_booking_waitlist (establishment_id, date, service_id, phone) WHERE status IN ('waiting', 'offered')`,
    );

    await q.query(`
      CREATE TABLE online_booking_offers (
        id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        establishment_id int NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        waitlist_id int NOT NULL REFERENCES online_booking_waitlist(id) ON DELETE CASCADE,
        service_id int NOT NULL REFERENCES services(id) ON DELETE CASCADE,
        staff_id int NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'claimed', 'expired')),
        appointment_id int REFERENCES appointments(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX online_booking_offers_expiry_idx ON online_booking_offers (expires_at) WHERE status = 'active'`);
    await q.query(`CREATE INDEX online_booking_offers_hold_idx ON online_booking_offers (establishment_id, staff_id, starts_at) WHERE status = 'active'`);
    await q.query(`CREATE INDEX online_booking_offers_waitlist_idx ON online_booking_offers (waitlist_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE online_booking_offers, online_booking_waitlist, online_booking_sends, online_booking_hits, online_bookings, online_booking_settings`,
    );
    await q.query(`DROP TRIGGER establishments_slug_default ON establishments`);
    await q.query(`DROP FUNCTION establishments_slug_default(), establishment_default_slug(text, int)`);
    await q.query(`ALTER TABLE establishments DROP COLUMN slug`);
  }
}
