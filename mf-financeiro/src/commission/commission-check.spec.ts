import { COMMISSION_MSG, type StaffDto } from '@salao/contracts';
import { checkCommission } from './commission-check';

const member = (id: number, salaryAmount: string | null, commissionRate: string | null): StaffDto => ({
  id,
  name: `S${id}`,
  role: 'Cabeleireira',
  phone: null,
  email: null,
  hasSystemAccess: false,
  salaryAmount,
  commissionRate,
  establishmentId: 1,
});
const staff = [member(1, '1500.00', '30.00'), member(2, '2000.00', null)];
const period = { startDate: '2026-11-01', endDate: '2026-11-23' };

describe('checkCommission (SPEC §5 Commission query)', () => {
  it('management: picks a member that exists, and a period for a commissioned one', () => {
    expect(checkCommission({ staffId: null, ...period }, { isStaffUser: false, staff })).toEqual({ kind: 'error', message: COMMISSION_MSG.selectStaff });
    expect(checkCommission({ staffId: 9, ...period }, { isStaffUser: false, staff })).toEqual({ kind: 'error', message: COMMISSION_MSG.staffNotFound });
    expect(checkCommission({ staffId: 1, startDate: '', endDate: '' }, { isStaffUser: false, staff })).toEqual({
      kind: 'error',
      message: COMMISSION_MSG.commissionedPeriod,
    });
    expect(checkCommission({ staffId: 1, ...period }, { isStaffUser: false, staff })).toEqual({ kind: 'query', body: { staffId: 1, ...period } });
  });

  it('shows a fixed salary at once, without a call', () => {
    expect(checkCommission({ staffId: 2, startDate: '', endDate: '' }, { isStaffUser: false, staff })).toMatchObject({ kind: 'fixed', staff: { id: 2 } });
  });

  it('staff ask for themselves (staffId null) and must pick the period', () => {
    const own = staff[0];
    expect(checkCommission({ staffId: null, startDate: '', endDate: '2026-11-23' }, { isStaffUser: true, own, staff })).toEqual({
      kind: 'error',
      message: COMMISSION_MSG.ownPeriod,
    });
    expect(checkCommission({ staffId: 2, ...period }, { isStaffUser: true, own, staff })).toEqual({ kind: 'query', body: { staffId: null, ...period } });
  });
});
