import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift cards and the client's credit (docs/product/gift-cards.md). Both are ledgers: gift_card_entries and
 * client_credit_entries hold one row per movement; gift_cards.balance_cents is the card's entries summed, kept with
 * them under the card's row lock, and its CHECK is the last guard against a balance below zero. A comanda item may
 * be a gift card (type gift_card) with its recipient and message.
 */
export class GiftCards1700000003900 implements MigrationInterface {
  name = 'GiftCards1700000003900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checkout_items DROP CONSTRAINT IF EXISTS checkout_items_type_check`);
    // 'package' is migration 1700000003800's (docs/product/packages.md): this one runs after it and keeps it.
    await q.query(`ALTER TABLE checkout_items ADD CONSTRAINT checkout_items_type_check CHECK (type IN ('service', 'product', 'package', 'gift_card'))`);
    await q.query(`ALTER TABLE checkout_items ADD COLUMN gift_recipient text, ADD COLUMN gift_message text`);
    await q.query(`
      CREATE TABLE gift_cards (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        code text NOT NULL UNIQUE,
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        balance_cents bigint NOT NULL CHECK (balance_cents >= 0 AND balance_cents <= amount_cents),
        recipient text,
        message text,
        expires_on date NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
        checkout_id integer REFERENCES checkouts(id) ON DELETE SET NULL,
        checkout_item_id integer,
        client_id integer,
        version integer NOT NULL DEFAULT 1,
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX gift_cards_checkout_idx ON gift_cards (checkout_id) WHERE checkout_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE gift_card_entries (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        gift_card_id integer NOT NULL REFERENCES gift_cards(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('issue', 'use', 'refund', 'cancel')),
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
        checkout_id integer REFERENCES checkouts(id) ON DELETE SET NULL,
        checkout_payment_id integer,
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX gift_card_entries_card_idx ON gift_card_entries (gift_card_id, id)`);
    await q.query(`CREATE INDEX gift_card_entries_checkout_idx ON gift_card_entries (checkout_id) WHERE checkout_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE client_credit_entries (
        id serial PRIMARY KEY,
        establishment_id integer NOT NULL REFERENCES establishments(id) ON DELETE CASCADE,
        client_id integer NOT NULL REFERENCES clients(id),
        kind text NOT NULL CHECK (kind IN ('change', 'refund', 'use', 'use_refund')),
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
        checkout_id integer REFERENCES checkouts(id) ON DELETE SET NULL,
        created_by_user_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX client_credit_entries_client_idx ON client_credit_entries (establishment_id, client_id, created_at DESC)`);
    await q.query(`CREATE INDEX client_credit_entries_checkout_idx ON client_credit_entries (checkout_id) WHERE checkout_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_credit_entries`);
    await q.query(`DROP TABLE gift_card_entries`);
    await q.query(`DROP TABLE gift_cards`);
    await q.query(`ALTER TABLE checkout_items DROP COLUMN gift_recipient, DROP COLUMN gift_message`);
    await q.query(`ALTER TABLE checkout_items DROP CONSTRAINT checkout_items_type_check`);
    await q.query(`ALTER TABLE checkout_items ADD CONSTRAINT checkout_items_type_check CHECK (type IN ('service', 'product', 'package'))`);
  }
}
