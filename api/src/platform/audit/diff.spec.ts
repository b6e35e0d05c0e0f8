import { changedFields } from './diff';

describe('audit diff', () => {
  it('a change keeps only the changed fields, ids and derived fields never', () => {
    const before = { id: 1, clientId: 2, name: 'Ana', phone: '11999990000', notes: null, lastVisit: '2026-01-01' };
    const after = { id: 1, clientId: 3, name: 'Ana Maria', phone: '11999990000', notes: 'VIP', lastVisit: '2026-02-01' };
    expect(changedFields(before, after)).toEqual({ before: { name: 'Ana', notes: null }, after: { name: 'Ana Maria', notes: 'VIP' } });
  });

  it('a locked row against a DTO: numeric columns equal their decimal strings, extra columns ignored', () => {
    const row = { name: 'Óleo', price: 10, cost: 4, currentStock: 5, deletedAt: null, active: true };
    expect(changedFields(row, { name: 'Óleo', price: '10.00', cost: '4.50', currentStock: 4 })).toEqual({
      before: { cost: '4.00', currentStock: 5 },
      after: { cost: '4.50', currentStock: 4 },
    });
  });

  it('nothing changed: no row', () => {
    expect(changedFields({ name: 'Ana', tags: [1] }, { name: 'Ana', tags: [1] })).toBeNull();
  });

  it('a creation or a deletion records the values the record has', () => {
    expect(changedFields(null, { id: 9, name: 'Corte', description: null, price: '50.00' })).toEqual({
      before: null,
      after: { name: 'Corte', price: '50.00' },
    });
    expect(changedFields({ id: 9, name: 'Corte', description: '' }, null)).toEqual({ before: { name: 'Corte' }, after: null });
  });

  it('nested objects become dotted fields; secrets are recorded as changed, not their value', () => {
    expect(
      changedFields({ templates: { booked: 'a', reminder: 'b' }, whatsappApiKey: 'old' }, { templates: { booked: 'c', reminder: 'b' }, whatsappApiKey: 'new' }),
    ).toEqual({
      before: { 'templates.booked': 'a', whatsappApiKey: '••••••' },
      after: { 'templates.booked': 'c', whatsappApiKey: '••••••' },
    });
  });
});
