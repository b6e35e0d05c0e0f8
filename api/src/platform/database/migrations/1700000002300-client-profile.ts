import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/product/entities.md ('Client'): a client's birthday and anamnesis, the salon's record of what matters
 * before touching her hair or skin: allergies, hair and skin notes, and free questions with their answers
 * (`anamnesis`, a JSON array of {question, answer}, bounded by the client schema).
 */
export class ClientProfile1700000002300 implements MigrationInterface {
  name = 'ClientProfile1700000002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients ADD COLUMN birthday date`);
    await q.query(`ALTER TABLE clients ADD COLUMN allergies text`);
    await q.query(`ALTER TABLE clients ADD COLUMN hair_notes text`);
    await q.query(`ALTER TABLE clients ADD COLUMN skin_notes text`);
    await q.query(`ALTER TABLE clients ADD COLUMN anamnesis jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(anamnesis) = 'array')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients DROP COLUMN anamnesis, DROP COLUMN skin_notes, DROP COLUMN hair_notes, DROP COLUMN allergies, DROP COLUMN birthday`);
  }
}
