import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/entities.md ('Commission rules', 'Commission entry', 'Commission payout'): the base setting and
 * the per-service/per-product rates, the ledger of entries (never updated but for being paid out; a refund adds
 * a negative entry) and the payouts that close them. Amounts in cents.
 */
export class Commissions1700000002500 implements MigrationInterface {
  name = 'Commissions1700000002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE commission_settings (
        establishment_id integer PRIMARY KEY REFERENCES establishments(id) ON DELETE CASCADE,
        base text NOT NULL DEFAULT 'bruto' CHECK (base IN ('bruto', 'desconto', 'desconto_taxas')),
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE commission_rates (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        service_id integer REFERENCES services(id) ON DELETE CASCADE,
        product_id integer REFERENCES products(id) ON DELETE CASCADE,
        staff_id integer REFERENCES staff(id) ON DELETE CASCADE,
        percent numeric(5,2) NOT NULL CHECK (percent >= 0 AND percent <= 100),
        CHECK ((service_id IS NULL) <> (product_id IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX commission_rates_target_idx ON commission_rates (establishment_id, COALESCE(service_id, 0), COALESCE(product_id, 0), COALESCE(staff_id, 0))`,
    );
    await q.query(`
      CREATE TABLE commission_payouts (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        staff_id integer NOT NULL REFERENCES staff(id),
        period_from date NOT NULL,
        period_to date NOT NULL,
        total bigint NOT NULL,
        entries integer NOT NULL,
        transaction_id integer,
        created_by integer,
        created_at timestamptz NOT NULL,
        CHECK (period_from <= period_to)
      )`);
    await q.query(`CREATE INDEX commission_payouts_list_idx ON commission_payouts (establishment_id, staff_id, id DESC)`);
    await q.query(`CREATE INDEX commission_payouts_all_idx ON commission_payouts (establishment_id, id DESC)`);
    await q.query(`
      CREATE TABLE commission_entries (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        staff_id integer NOT NULL REFERENCES staff(id),
        checkout_id integer NOT NULL REFERENCES checkouts(id),
        checkout_item_id integer,
        kind text NOT NULL CHECK (kind IN ('item', 'tip', 'reversal')),
        reverses_entry_id integer REFERENCES commission_entries(id),
        description text NOT NULL,
        base_amount bigint NOT NULL,
        percent numeric(5,2) NOT NULL,
        amount bigint NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
        payout_id integer REFERENCES commission_payouts(id),
        occurred_at timestamptz NOT NULL,
        CHECK ((kind = 'reversal') = (reverses_entry_id IS NOT NULL)),
        CHECK ((status = 'paid') = (payout_id IS NOT NULL))
      )`);
    // One entry per (item, kind) and per comanda's tip; one reversal per entry: a replayed event writes nothing twice.
    await q.query(
      `CREATE UNIQUE INDEX commission_entries_once_idx ON commission_entries (checkout_id, COALESCE(checkout_item_id, 0), kind) WHERE kind <> 'reversal'`,
    );
    await q.query(`CREATE UNIQUE INDEX commission_entries_reversal_idx ON commission_entries (reverses_entry_id) WHERE reverses_entry_id IS NOT NULL`);
    await q.query(`CREATE INDEX commission_entries_staff_idx ON commission_entries (establishment_id, staff_id, occurred_at)`);
    await q.query(`CREATE INDEX commission_entries_period_idx ON commission_entries (establishment_id, occurred_at)`);
    await q.query(`CREATE INDEX commission_entries_payout_idx ON commission_entries (payout_id) WHERE payout_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE commission_entries`);
    await q.query(`DROP TABLE commission_payouts`);
    await q.query(`DROP TABLE commission_rates`);
    await q.query(`DROP TABLE commission_settings`);
  }
}
