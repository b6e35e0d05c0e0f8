import { absenceRanges, businessWindow, staffRanges } from './day-hours';
import { localInstant, localTime } from '../../platform/time/wall-clock';

const SP = 'America/Sao_Paulo';
const open = { isOpen: true, isHoliday: false, openTime: '08:00', closeTime: '18:00' };

describe('day hours', () => {
  it('business window: the open span as instants; null when closed or a holiday', () => {
    const w = businessWindow('2024-06-03', SP, open)!;
    expect(localTime(w.start, SP)).toBe('08:00');
    expect(localTime(w.end, SP)).toBe('18:00');
    expect(businessWindow('2024-06-03', SP, { ...open, isOpen: false })).toBeNull();
    expect(businessWindow('2024-06-03', SP, { ...open, isHoliday: true })).toBeNull();
  });

  it('staff ranges: business window when no hours are configured, none on a day off, bounded by the window', () => {
    const w = businessWindow('2024-06-03', SP, open);
    expect(staffRanges('2024-06-03', SP, w, undefined)).toEqual([w]);
    expect(staffRanges('2024-06-03', SP, w, { isAvailable: false, openTime: '08:00', closeTime: '18:00' })).toEqual([]);
    const [r] = staffRanges('2024-06-03', SP, w, { isAvailable: true, openTime: '07:00', closeTime: '12:00' });
    expect([localTime(r!.start, SP), localTime(r!.end, SP)]).toEqual(['08:00', '12:00']);
    expect(staffRanges('2024-06-03', SP, null, undefined)).toEqual([]);
  });

  it('absences cover whole local days, inclusive of the end date', () => {
    const [a] = absenceRanges([{ startDate: '2024-06-03', endDate: '2024-06-04' }], SP);
    expect(a!.start).toBe(localInstant('2024-06-03', '00:00', SP));
    expect(a!.end).toBe(localInstant('2024-06-05', '00:00', SP));
  });

  it('a business window across the New York spring-forward change is one hour shorter in real time', () => {
    const zone = 'America/New_York';
    const w = businessWindow('2024-03-10', zone, { ...open, openTime: '00:00', closeTime: '06:00' })!;
    expect(w.end - w.start).toBe(5 * 3_600_000);
  });
});
