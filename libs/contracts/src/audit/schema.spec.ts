import { FIELD_MSG } from '../fields';
import { AUDIT_MSG } from './messages';
import { auditQuerySchema } from './schema';

const parse = (q: Record<string, unknown>) => auditQuerySchema.validate(q);

describe('audit log query', () => {
  it('takes every filter from a query string, page 1 by default', async () => {
    expect(await parse({ entity: 'appointment', entityId: '12', userId: '3', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      entity: 'appointment',
      entityId: 12,
      userId: 3,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 1,
    });
    expect(await parse({ entity: '', entityId: '', from: '', page: '2' })).toEqual({ page: 2 });
  });

  it.each([
    [{ entity: 'cliente' }, AUDIT_MSG.entity],
    [{ entityId: 'abc' }, AUDIT_MSG.entityId],
    [{ entityId: '-1' }, AUDIT_MSG.entityId],
    [{ userId: '1.5' }, AUDIT_MSG.userId],
    [{ from: '2026-02-30' }, FIELD_MSG.invalidDate],
    [{ to: '31/01/2026' }, FIELD_MSG.invalidDate],
    [{ from: '2026-02-01', to: '2026-01-31' }, AUDIT_MSG.period],
    [{ page: '0' }, AUDIT_MSG.page],
    [{ page: 'x' }, AUDIT_MSG.page],
  ])('%j → %s', async (query, message) => {
    await expect(parse(query)).rejects.toThrow(message);
  });
});
