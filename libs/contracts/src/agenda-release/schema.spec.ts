import { AGENDA_RELEASE_MSG } from './messages';
import { agendaReleaseMonthSchema, agendaReleasePolicySchema, isReleaseMonth, releaseMonthLabel } from './schema';

describe('agenda release schemas (SPEC §9)', () => {
  it('a policy: interval 1-12 months, day 1-31, active said explicitly', () => {
    expect(agendaReleasePolicySchema.validateSync({ releaseInterval: '12', releaseDay: 31, isActive: true })).toEqual({
      releaseInterval: 12,
      releaseDay: 31,
      isActive: true,
    });
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 13, releaseDay: 28, isActive: true })).toThrow(
      'O intervalo de liberação deve ser entre 1 e 12 meses.',
    );
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 1.5, releaseDay: 28, isActive: true })).toThrow(AGENDA_RELEASE_MSG.interval);
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 1, releaseDay: 0, isActive: true })).toThrow(
      'O dia de liberação deve ser entre 1 e 31.',
    );
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 1, releaseDay: 'x', isActive: true })).toThrow(AGENDA_RELEASE_MSG.day);
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 1, releaseDay: 28 })).toThrow('Informe se a política está ativa.');
  });

  it('a month is YYYY-MM with a real month', () => {
    expect(agendaReleaseMonthSchema.validateSync({ month: '2026-03' })).toEqual({ month: '2026-03' });
    for (const month of ['2026-13', '2026-3', '03-2026', undefined]) {
      expect(() => agendaReleaseMonthSchema.validateSync({ month })).toThrow('Mês inválido. Use o formato AAAA-MM.');
    }
    expect([isReleaseMonth('2026-12'), isReleaseMonth('2026-00'), isReleaseMonth(202612)]).toEqual([true, false, false]);
    expect(releaseMonthLabel('2026-03')).toBe('Março de 2026');
  });
});
