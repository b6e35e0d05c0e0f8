import { appointmentListQuerySchema } from '@salao/contracts';
import { toListQuery } from './appointments.query';

const SP = 'America/Sao_Paulo';
const parse = (query: Record<string, string>) => appointmentListQuerySchema.validateSync(query);

describe('GET /api/appointments query', () => {
  it('the month is local and defaults to the current one on the establishment clock', () => {
    const q = toListQuery(parse({}), SP, Date.parse('2025-04-01T02:00:00Z'));
    expect(new Date(q.range.start).toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(q).toMatchObject({ page: 1, limit: 50, statuses: null, staffId: null });
  });

  it('status and staff are filters for the server, a whole month fits one page', () => {
    expect(
      toListQuery(parse({ month: '2025-03', status: 'completed,cancelled', staffId: '7', limit: '500' }), SP, Date.parse('2025-04-01T02:00:00Z')),
    ).toMatchObject({
      limit: 500,
      statuses: ['completed', 'cancelled'],
      staffId: 7,
    });
  });

  it('an unknown status is a 400 in pt-BR', () => {
    expect(() => toListQuery(parse({ status: 'feito' }), SP, Date.parse('2025-04-01T02:00:00Z'))).toThrow('Status inválido.');
  });
});
