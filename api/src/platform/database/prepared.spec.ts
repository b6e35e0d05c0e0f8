import type { DataSource } from 'typeorm';
import { preparedRows } from './prepared';

/** A pool that records what it was sent (the shape `preparedRows` hands to pg). */
function pool() {
  const sent: unknown[] = [];
  const master = { query: async (q: unknown) => (sent.push(q), { rows: [{ ok: 1 }] }) };
  return { db: { driver: { master } } as unknown as DataSource, sent };
}

describe('preparedRows: named statements, or unnamed behind a transaction pooler', () => {
  const saved = process.env.DATABASE_PREPARED_STATEMENTS;
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_PREPARED_STATEMENTS;
    else process.env.DATABASE_PREPARED_STATEMENTS = saved;
  });

  it('sends a named prepared statement by default (planned once per connection)', async () => {
    delete process.env.DATABASE_PREPARED_STATEMENTS;
    const { db, sent } = pool();
    expect(await preparedRows(db, 'probe', 'SELECT $1::int AS ok', [1])).toEqual([{ ok: 1 }]);
    expect(sent).toEqual([{ name: 'probe', text: 'SELECT $1::int AS ok', values: [1] }]);
  });

  it('sends the same text and values without a name when DATABASE_PREPARED_STATEMENTS=false', async () => {
    process.env.DATABASE_PREPARED_STATEMENTS = 'false';
    const { db, sent } = pool();
    expect(await preparedRows(db, 'probe', 'SELECT $1::int AS ok', [1])).toEqual([{ ok: 1 }]);
    expect(sent).toEqual([{ text: 'SELECT $1::int AS ok', values: [1] }]);
    expect(sent[0]).not.toHaveProperty('name');
  });
});
