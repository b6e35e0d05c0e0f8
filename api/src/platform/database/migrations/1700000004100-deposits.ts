import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deposits ('sinal', docs/product/deposits.md): a service may ask one (percent or fixed cents) with its keep policy;
 * an establishment has its hold time and its own PIX key. A deposit covers one booking or one multi-service visit
 * (appointment_ids); its status moves only by conditional UPDATEs, so each step (paid, expired, kept, refunded)
 * happens once. A comanda payment may be a deposit brought in ('Sinal': checkout_payments.label).
 */
export class Deposits1700000004100 implements MigrationInterface {
  name = 'Deposits1700000004100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE services
        ADD COLUMN deposit_type text CHECK (deposit_type IN ('percent', 'fixed')),
        ADD COLUMN deposit_value integer CHECK (deposit_value > 0),
        ADD COLUMN deposit_keep_hours integer NOT NULL DEFAULT 24 CHECK (deposit_keep_hours >= 0)`);
    await q.query(`ALTER TABLE checkout_payments ADD COLUMN label text`);
    await q.query(`
      CREATE TABLE deposit_settings (
        establishment_id integer PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
        hold_minutes integer NOT NULL DEFAULT 15 CHECK (hold_minutes BETWEEN 5 AND 1440),
        pix_key text,
        pix_merchant_name text,
        pix_merchant_city text,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE deposits (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        appointment_ids integer[] NOT NULL,
        group_id uuid,
        client_id integer,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        keep_hours integer NOT NULL CHECK (keep_hours >= 0),
        status text NOT NULL DEFAULT 'awaiting' CHECK (status IN ('awaiting', 'paid', 'expired', 'kept', 'refund_due', 'refunded', 'applied')),
        provider text NOT NULL CHECK (provider IN ('stripe', 'pix')),
        txid text NOT NULL UNIQUE,
        br_code text NOT NULL,
        payment_intent_id text UNIQUE,
        expires_at timestamptz NOT NULL,
        paid_at timestamptz,
        settled_at timestamptz,
        checkout_payment_id integer UNIQUE,
        reason text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX deposits_establishment_idx ON deposits (establishment_id, status, created_at DESC)`);
    await q.query(`CREATE INDEX deposits_appointments_idx ON deposits USING gin (appointment_ids)`);
    await q.query(`CREATE INDEX deposits_awaiting_idx ON deposits (expires_at) WHERE status = 'awaiting'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deposits, deposit_settings`);
    await q.query(`ALTER TABLE checkout_payments DROP COLUMN label`);
    await q.query(`ALTER TABLE services DROP COLUMN deposit_type, DROP COLUMN deposit_value, DROP COLUMN deposit_keep_hours`);
  }
}
