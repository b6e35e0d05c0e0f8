import { hoursChanged, weekRows } from './hours-form';

describe('hours form', () => {
  it('fills the week from the saved days and the 09:00-18:00 fallback (Sunday closed)', () => {
    const rows = weekRows([{ dayOfWeek: 1, isOpen: true, openTime: '08:00:00', closeTime: '17:30:00', isHoliday: false }]);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ dayOfWeek: 0, isOpen: false, openTime: '09:00' });
    expect(rows[1]).toMatchObject({ openTime: '08:00', closeTime: '17:30' });
  });

  it('sees a change only when a day differs', () => {
    const saved = weekRows(undefined);
    expect(hoursChanged(saved, undefined)).toBe(false);
    expect(
      hoursChanged(
        saved.map((r) => (r.dayOfWeek === 0 ? { ...r, isOpen: true } : r)),
        undefined,
      ),
    ).toBe(true);
  });
});
