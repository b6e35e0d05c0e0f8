import { appointmentStart } from './appointment-time';

const SP = 'America/Sao_Paulo';

describe('appointment time', () => {
  it('the time comes from appointmentTime whether appointmentDate is a date or a local date-time', () => {
    const expected = Date.parse('2025-03-10T17:30:00Z');
    expect(appointmentStart('2025-03-10', '14:30', SP)).toEqual({ date: '2025-03-10', start: expected });
    expect(appointmentStart('2025-03-10T00:00:00', '14:30', SP)).toEqual({ date: '2025-03-10', start: expected });
    expect(appointmentStart('2025-03-10T09:00', '14:30', SP).start).toBe(expected);
  });

  it('an instant with an offset counts by its date on the establishment clock', () => {
    // 02:00Z on the 11th is still the 10th in São Paulo.
    expect(appointmentStart('2025-03-11T02:00:00.000Z', '14:30', SP).date).toBe('2025-03-10');
    expect(appointmentStart('2025-03-10T23:00:00+05:30', '09:00', 'Asia/Kolkata').date).toBe('2025-03-10');
  });
});
