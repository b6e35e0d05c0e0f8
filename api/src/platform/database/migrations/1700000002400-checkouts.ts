import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/entities.md ('Comanda', 'Payment methods'): the establishment's payment-method settings (one
 * versioned JSON list; no row means the defaults), the comandas with their items and payments. Every amount
 * is integer cents.
 */
export class Checkouts1700000002400 implements MigrationInterface {
  name = 'Checkouts1700000002400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_method_settings (
        establishment_id integer PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
        methods jsonb NOT NULL CHECK (jsonb_typeof(methods) = 'array'),
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE checkouts (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        number integer NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'refunded')),
        client_id integer REFERENCES clients(id) ON DELETE SET NULL,
        appointment_ids integer[] NOT NULL DEFAULT '{}',
        discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        tip_cents bigint NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
        tip_staff_id integer,
        version integer NOT NULL DEFAULT 1,
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        refunded_at timestamptz,
        refund_reason text,
        -- The incomes and the fee expense its closing wrote, deleted again by a refund.
        transaction_ids integer[] NOT NULL DEFAULT '{}',
        UNIQUE (establishment_id, number)
      )`);
    await q.query(`CREATE INDEX checkouts_establishment_created_idx ON checkouts (establishment_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX checkouts_client_idx ON checkouts (establishment_id, client_id) WHERE client_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE checkout_items (
        id serial PRIMARY KEY,
        checkout_id integer NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
        position integer NOT NULL,
        type text NOT NULL CHECK (type IN ('service', 'product')),
        service_id integer,
        product_id integer,
        name text NOT NULL,
        staff_id integer,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
        discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0 AND discount_cents <= unit_price_cents * quantity),
        CHECK ((type = 'service') = (service_id IS NOT NULL) AND (type = 'product') = (product_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX checkout_items_checkout_idx ON checkout_items (checkout_id, position)`);
    await q.query(`
      CREATE TABLE checkout_payments (
        id serial PRIMARY KEY,
        checkout_id integer NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
        method text NOT NULL,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        received_cents bigint,
        change_cents bigint NOT NULL DEFAULT 0 CHECK (change_cents >= 0),
        installments integer NOT NULL DEFAULT 1,
        card_brand text,
        fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
        expected_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX checkout_payments_checkout_idx ON checkout_payments (checkout_id, id)`);
    // The client's balance ledger: a comanda closed with its balance left as debt ('fiado') is a negative entry.
    await q.query(`
      CREATE TABLE client_balance_entries (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        client_id integer NOT NULL REFERENCES clients(id),
        checkout_id integer REFERENCES checkouts(id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN ('debt')),
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX client_balance_entries_client_idx ON client_balance_entries (establishment_id, client_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_balance_entries`);
    await q.query(`DROP TABLE checkout_payments`);
    await q.query(`DROP TABLE checkout_items`);
    await q.query(`DROP TABLE checkouts`);
    await q.query(`DROP TABLE payment_method_settings`);
  }
}
