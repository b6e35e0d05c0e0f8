import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/entities.md ('Cash drawer'): the drawers (caixas) with their closing kept on the row, their
 * movements (sangria, suprimento and the comandas' payments received while open), and the establishment's
 * setting 'Exigir caixa aberto para receber em dinheiro'. Every amount is integer cents.
 */
export class CashSessions1700000002600 implements MigrationInterface {
  name = 'CashSessions1700000002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cash_settings (
        establishment_id integer PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
        require_open_for_cash boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE cash_sessions (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        register text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        opening_cents bigint NOT NULL CHECK (opening_cents >= 0),
        opened_at timestamptz NOT NULL,
        opened_by_user_id integer,
        closed_at timestamptz,
        closed_by_user_id integer,
        -- The closing as it was counted: [{method, expected, counted, difference}], kept so later payments cannot change it.
        closing jsonb,
        version integer NOT NULL DEFAULT 1,
        CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )`);
    // One open drawer per establishment and register: the second open is refused by the database too.
    await q.query(`CREATE UNIQUE INDEX cash_sessions_one_open_idx ON cash_sessions (establishment_id, register) WHERE status = 'open'`);
    await q.query(`CREATE INDEX cash_sessions_day_idx ON cash_sessions (establishment_id, opened_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE cash_movements (
        id serial PRIMARY KEY,
        session_id integer NOT NULL REFERENCES cash_sessions(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('sangria', 'suprimento', 'pagamento')),
        method text,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        received_cents bigint,
        change_cents bigint NOT NULL DEFAULT 0 CHECK (change_cents >= 0),
        reason text,
        checkout_id integer,
        payment_id integer,
        user_id integer,
        created_at timestamptz NOT NULL,
        CHECK ((type = 'pagamento') = (method IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX cash_movements_session_idx ON cash_movements (session_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cash_movements`);
    await q.query(`DROP TABLE cash_sessions`);
    await q.query(`DROP TABLE cash_settings`);
  }
}
