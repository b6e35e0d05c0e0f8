import { monthOf, monthRange, todayRange } from './periods';

const SP = 'America/Sao_Paulo';

describe('periods on the establishment clock', () => {
  it('months are local: March in São Paulo starts at 03:00Z', () => {
    const r = monthRange('2025-03', SP);
    expect(new Date(r.start).toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(new Date(r.end).toISOString()).toBe('2025-04-01T03:00:00.000Z');
    expect(new Date(monthRange('2025-12', SP).end).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(monthOf(Date.parse('2025-04-01T02:59:00Z'), SP)).toBe('2025-03');
  });

  it('today is the local day: 01:00Z on the 11th is still the 10th in São Paulo', () => {
    const r = todayRange(SP, Date.parse('2025-03-11T01:00:00Z'));
    expect(new Date(r.start).toISOString()).toBe('2025-03-10T03:00:00.000Z');
    expect(new Date(r.end).toISOString()).toBe('2025-03-11T03:00:00.000Z');
  });
});
