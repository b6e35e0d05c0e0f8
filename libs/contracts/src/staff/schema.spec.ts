import { STAFF_MSG, staffLimitMessage, WORKING_DAY_MSG } from './messages';
import { absenceSchema, staffCreateSchema, staffUpdateSchema, workingHoursSchema } from './schema';

const member = { name: 'Ana', role: 'Cabeleireira', email: 'ana@x.com', salaryAmount: '1500,00' };

describe('staff schemas (SPEC §5 Staff, Absence)', () => {
  it('needs a salary or a commission, and a password only for system access', () => {
    expect(staffCreateSchema.validateSync(member)).toMatchObject({ salaryAmount: 1500, hasSystemAccess: false });
    expect(() => staffCreateSchema.validateSync({ ...member, salaryAmount: '' })).toThrow(STAFF_MSG.pay);
    expect(() => staffCreateSchema.validateSync({ ...member, hasSystemAccess: true })).toThrow(STAFF_MSG.password);
    expect(() => staffUpdateSchema.validateSync({ ...member, email: 'x', commissionRate: 10 })).toThrow(STAFF_MSG.editEmail);
    expect(() => staffCreateSchema.validateSync({ ...member, commissionRate: 101 })).toThrow(STAFF_MSG.commissionMax);
  });

  it('a week has each day once, closing after opening', () => {
    const day = { dayOfWeek: 1, isAvailable: true, openTime: '09:00', closeTime: '18:00' };
    expect(workingHoursSchema.validateSync({ workingHours: [day] }).workingHours).toHaveLength(1);
    expect(() => workingHoursSchema.validateSync({ workingHours: [day, day] })).toThrow('Dia da semana inválido');
    expect(() => workingHoursSchema.validateSync({ workingHours: [{ ...day, closeTime: '08:00' }] })).toThrow(
      'Horário de fechamento deve ser posterior ao de abertura',
    );
  });

  it('an absence ends on or after its start and defaults to vacation', () => {
    expect(absenceSchema.validateSync({ startDate: '2025-03-10', endDate: '2025-03-10' }).type).toBe('vacation');
    expect(() => absenceSchema.validateSync({ startDate: '2025-03-10', endDate: '2025-03-09' })).toThrow(STAFF_MSG.endBeforeStart);
  });

  it('the limit message names the plan to upgrade to (the screen looks for its start)', () => {
    expect(staffLimitMessage('Base', 2, 2)).toBe(
      'Limite de colaboradores atingido (2/2) no plano Base. Faça upgrade para o plano Core para adicionar mais colaboradores.',
    );
    expect(WORKING_DAY_MSG.closed('Domingo')).toBe('Domingo: Estabelecimento fechado');
    expect(WORKING_DAY_MSG.outside('Segunda', '08:00', '18:00')).toBe('Segunda: o horário deve ficar entre 08:00 e 18:00.');
  });
});
