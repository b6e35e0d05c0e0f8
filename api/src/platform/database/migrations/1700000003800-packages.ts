import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Session packages (docs/product/packages.md): the catalogue (packages, package_items), what each sale gave a
 * client (client_packages) and its credits as a ledger (package_credit_entries: grant, consume, restore, expire,
 * refund; the sessions left are its sum). The unique indexes make each grant, expiry, refund and each comanda
 * item's use happen once whatever runs twice. A comanda item may be a package sold or a service that uses a
 * session; refund_kept_cents is the part of a refunded package's price its used or expired sessions keep.
 */
export class Packages1700000003800 implements MigrationInterface {
  name = 'Packages1700000003800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE packages (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        name text NOT NULL,
        price_cents bigint NOT NULL CHECK (price_cents >= 0),
        validity_days integer NOT NULL CHECK (validity_days > 0),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX packages_establishment_idx ON packages (establishment_id) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE TABLE package_items (
        package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
        service_id integer NOT NULL REFERENCES services(id),
        position integer NOT NULL,
        sessions integer NOT NULL CHECK (sessions > 0),
        PRIMARY KEY (package_id, service_id)
      )`);
    await q.query(`
      CREATE TABLE client_packages (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        client_id integer NOT NULL REFERENCES clients(id),
        package_id integer NOT NULL REFERENCES packages(id),
        name text NOT NULL,
        checkout_id integer NOT NULL REFERENCES checkouts(id),
        checkout_item_id integer NOT NULL REFERENCES checkout_items(id),
        -- The n-th of the quantity sold on that item.
        unit integer NOT NULL DEFAULT 1,
        price_cents bigint NOT NULL CHECK (price_cents >= 0),
        sessions_total integer NOT NULL CHECK (sessions_total > 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'refunded')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (checkout_item_id, unit)
      )`);
    await q.query(`CREATE INDEX client_packages_client_idx ON client_packages (establishment_id, client_id, created_at DESC)`);
    await q.query(`CREATE INDEX client_packages_due_idx ON client_packages (expires_at) WHERE status = 'active'`);
    await q.query(`
      CREATE TABLE package_credit_entries (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        client_package_id integer NOT NULL REFERENCES client_packages(id) ON DELETE CASCADE,
        service_id integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('grant', 'consume', 'restore', 'expire', 'refund')),
        sessions integer NOT NULL CHECK (sessions <> 0),
        value_cents bigint NOT NULL DEFAULT 0,
        checkout_id integer REFERENCES checkouts(id) ON DELETE SET NULL,
        checkout_item_id integer,
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind IN ('grant', 'restore')) = (sessions > 0))
      )`);
    await q.query(`CREATE INDEX package_credit_entries_package_idx ON package_credit_entries (client_package_id, id)`);
    await q.query(
      `CREATE UNIQUE INDEX package_credit_entries_once_idx ON package_credit_entries (client_package_id, service_id, kind) WHERE kind IN ('grant', 'expire', 'refund')`,
    );
    await q.query(
      `CREATE UNIQUE INDEX package_credit_entries_item_idx ON package_credit_entries (checkout_item_id, kind) WHERE kind IN ('consume', 'restore')`,
    );

    await q.query(`ALTER TABLE checkout_items DROP CONSTRAINT checkout_items_type_check`);
    await q.query(`ALTER TABLE checkout_items ADD CONSTRAINT checkout_items_type_check CHECK (type IN ('service', 'product', 'package'))`);
    await q.query(`ALTER TABLE checkout_items ADD COLUMN package_id integer`);
    await q.query(`ALTER TABLE checkout_items ADD COLUMN client_package_id integer REFERENCES client_packages(id)`);
    await q.query(`ALTER TABLE checkout_items ADD COLUMN refund_kept_cents bigint NOT NULL DEFAULT 0 CHECK (refund_kept_cents >= 0)`);
    await q.query(`ALTER TABLE checkout_items ADD CONSTRAINT checkout_items_package_check CHECK ((type = 'package') = (package_id IS NOT NULL))`);
    await q.query(`CREATE INDEX checkout_items_client_package_idx ON checkout_items (client_package_id) WHERE client_package_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM checkout_items WHERE type = 'package'`);
    await q.query(`ALTER TABLE checkout_items DROP CONSTRAINT checkout_items_package_check`);
    await q.query(`ALTER TABLE checkout_items DROP COLUMN refund_kept_cents, DROP COLUMN client_package_id, DROP COLUMN package_id`);
    await q.query(`ALTER TABLE checkout_items DROP CONSTRAINT checkout_items_type_check`);
    await q.query(`ALTER TABLE checkout_items ADD CONSTRAINT checkout_items_type_check CHECK (type IN ('service', 'product'))`);
    await q.query(`DROP TABLE package_credit_entries`);
    await q.query(`DROP TABLE client_packages`);
    await q.query(`DROP TABLE package_items`);
    await q.query(`DROP TABLE packages`);
  }
}
