import type { AgendaAppointmentDto } from '@salao/contracts';
import { categoryColor, columnShades, gridRange, moveInOrder, movedStart, openHours, orderColumns, placement, shadeAt, type GridColumn } from './layout';

const appt = (time: string, duration: number, extra: Partial<AgendaAppointmentDto> = {}) =>
  ({
    id: 1,
    appointmentDate: `2026-11-27T${time}:00`,
    duration,
    cleanupMinutes: 0,
    processingMinutes: 0,
    processingStartMinutes: 0,
    ...extra,
  }) as AgendaAppointmentDto;

const column = (over: Partial<GridColumn> = {}): GridColumn => ({
  key: 's1',
  staffId: 1,
  staffName: 'Ana',
  date: '2026-11-27',
  label: 'Ana',
  open: { openTime: '09:05', closeTime: '18:00' },
  blocks: [],
  absences: [],
  appointments: [],
  ...over,
});

describe('agenda grid layout', () => {
  it('runs the rows on the clock marks of the step, from the earliest opening to the latest closing', () => {
    const range = gridRange([column(), column({ key: 's2', open: { openTime: '10:00', closeTime: '19:10' } })], 15);
    expect(range).toEqual({ start: 9 * 60, end: 19 * 60 + 15, slot: 15 });
  });

  it('widens the rows to an appointment outside the hours, and shows 08:00-20:00 when nothing is open', () => {
    expect(gridRange([column({ appointments: [appt('18:30', 45, { cleanupMinutes: 10 })] })], 10).end).toBe(19 * 60 + 30);
    expect(gridRange([column({ open: null })], 30)).toEqual({ start: 480, end: 1200, slot: 30 });
  });

  it('opens a column only when both the establishment and the professional work', () => {
    expect(openHours({ openTime: '08:00', closeTime: '18:00' }, { openTime: '09:00', closeTime: '20:00' })).toEqual({ openTime: '09:00', closeTime: '18:00' });
    expect(openHours(null, { openTime: '09:00', closeTime: '20:00' })).toBeNull();
  });

  it('shades closed hours and time blocks with their reason; a block wins over closed', () => {
    const range = gridRange([column(), column({ key: 's2', open: { openTime: '09:00', closeTime: '19:00' } })], 10);
    const shades = columnShades(
      column({
        blocks: [
          { blockId: 3, date: '2026-11-27', startTime: '12:00', endTime: '13:00', reason: 'Almoço', repeat: 'daily', seriesStart: '2026-11-01', until: null },
        ],
      }),
      range,
    );
    expect(shadeAt(shades, 9 * 60)?.kind).toBe('closed');
    expect(shadeAt(shades, 9 * 60 + 10)).toBeUndefined();
    expect(shadeAt(shades, 12 * 60 + 30)).toMatchObject({ kind: 'block', reason: 'Almoço' });
    expect(shadeAt(shades, 18 * 60)?.kind).toBe('closed');
  });

  it('shades a whole day of absence with its type and reason', () => {
    const shades = columnShades(column({ absences: [{ id: 1, startDate: '2026-11-20', endDate: '2026-11-30', type: 'vacation', reason: 'Viagem' }] }), {
      start: 540,
      end: 1080,
      slot: 10,
    });
    expect(shadeAt(shades, 600)).toMatchObject({ kind: 'absence', reason: 'Férias: Viagem' });
  });

  it('places a block in the row it starts in, as tall as its busy time (cleanup included)', () => {
    expect(placement(appt('10:25', 45, { cleanupMinutes: 15 }), { start: 540, end: 1080, slot: 10 })).toEqual({ row: 8, offset: 5, minutes: 60 });
  });

  it('keeps the user order and puts new professionals after the known ones', () => {
    const staff = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderColumns(staff, [3, 1]).map((s) => s.id)).toEqual([3, 1, 2, 4]);
    expect(moveInOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });

  it('moves a dropped block by whole rows', () => {
    expect(movedStart(600, 3 * 28 + 5, 28, 15)).toBe(645);
    expect(movedStart(600, -40, 28, 15)).toBe(585);
  });

  it('gives a category always the same accent', () => {
    expect(categoryColor('Cabelo')).toBe(categoryColor('Cabelo'));
    expect(categoryColor('Cabelo')).not.toBe(categoryColor('Unhas'));
    expect(categoryColor(null)).toBeUndefined();
  });
});
