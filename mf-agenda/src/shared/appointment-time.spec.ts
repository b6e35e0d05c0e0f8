import { hasStarted } from './appointment-time';

describe('hasStarted', () => {
  const start = '2026-03-10T14:30:00';
  const at = (local: string) => new Date(local).getTime();

  it('is false before the start and true from the start on', () => {
    expect(hasStarted(start, at('2026-03-10T14:29:59'))).toBe(false);
    expect(hasStarted(start, at('2026-03-10T14:30:00'))).toBe(true);
    expect(hasStarted(start, at('2026-03-11T09:00:00'))).toBe(true);
  });

  it('is false for an unreadable date', () => {
    expect(hasStarted('', at('2026-03-10T14:30:00'))).toBe(false);
  });
});
