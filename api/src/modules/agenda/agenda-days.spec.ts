import { absencesOn, blocksOn, businessHoursOn, daysFrom, staffHoursOn } from './agenda-days';
import type { AgendaStaffRow } from './agenda.repository';

const MONDAY = '2030-01-07';
const week = (dayOfWeek: number, isAvailable: boolean, openTime: string, closeTime: string) => ({ dayOfWeek, isAvailable, openTime, closeTime });
const row = (extra: Partial<AgendaStaffRow> = {}): AgendaStaffRow => ({ id: 1, name: 'Ana', hours: [], absences: [], blocks: [], ...extra });

describe('the grid of a day', () => {
  it('counts seven days across a month end', () => {
    expect(daysFrom('2030-01-29', 7)).toEqual(['2030-01-29', '2030-01-30', '2030-01-31', '2030-02-01', '2030-02-02', '2030-02-03', '2030-02-04']);
  });

  it('the opening: saved weekday, else the default; closed and holidays are null', () => {
    expect(businessHoursOn(MONDAY, [])).toEqual({ openTime: '08:00', closeTime: '18:00' });
    expect(businessHoursOn('2030-01-06', [])).toBeNull();
    expect(businessHoursOn(MONDAY, [{ dayOfWeek: 1, isOpen: true, isHoliday: false, openTime: '09:05:00', closeTime: '12:00:00' }])).toEqual({
      openTime: '09:05',
      closeTime: '12:00',
    });
    expect(businessHoursOn(MONDAY, [{ dayOfWeek: 1, isOpen: true, isHoliday: true, openTime: '09:00', closeTime: '12:00' }])).toBeNull();
  });

  it('her hours: the opening without a week; inside it with one; off on a day not configured or not available', () => {
    const open = { openTime: '08:00', closeTime: '18:00' };
    expect(staffHoursOn(MONDAY, open, [])).toEqual(open);
    expect(staffHoursOn(MONDAY, null, [])).toBeNull();
    expect(staffHoursOn(MONDAY, open, [week(1, true, '07:00', '12:00')])).toEqual({ openTime: '08:00', closeTime: '12:00' });
    expect(staffHoursOn(MONDAY, open, [week(2, true, '07:00', '12:00')])).toBeNull();
    expect(staffHoursOn(MONDAY, open, [week(1, false, '08:00', '18:00')])).toBeNull();
    expect(staffHoursOn(MONDAY, open, [week(1, true, '18:00', '20:00')])).toBeNull();
  });

  it('blocks happening that day (a weekly series, not its removed occurrence) and absences covering it', () => {
    const lunch = {
      id: 3,
      date: '2029-12-31',
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Almoço',
      repeat: 'weekly' as const,
      until: null,
      excludedDates: [],
    };
    expect(blocksOn(MONDAY, row({ blocks: [lunch] }))).toEqual([
      { blockId: 3, date: MONDAY, startTime: '12:00', endTime: '13:00', reason: 'Almoço', repeat: 'weekly', seriesStart: '2029-12-31', until: null },
    ]);
    expect(blocksOn('2030-01-08', row({ blocks: [lunch] }))).toEqual([]);
    expect(blocksOn(MONDAY, row({ blocks: [{ ...lunch, excludedDates: [MONDAY] }] }))).toEqual([]);
    const away = { id: 9, startDate: '2030-01-06', endDate: MONDAY, type: 'vacation' as const, reason: null };
    expect(absencesOn(MONDAY, row({ absences: [away] }))).toEqual([away]);
    expect(absencesOn('2030-01-08', row({ absences: [away] }))).toEqual([]);
  });
});
