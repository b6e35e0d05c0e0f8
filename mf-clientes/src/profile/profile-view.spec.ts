import { formatBirthday, loyaltyBalances, statusTone } from './profile-view';

describe('client profile view', () => {
  it('sums each programme of the ledger into its balance', () => {
    const entry = (programId: number, programName: string, points: number) => ({
      id: points,
      programId,
      programName,
      points,
      kind: 'manual' as const,
      reason: null,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(loyaltyBalances([entry(2, 'Verão', 5), entry(1, 'Cabelo', 2), entry(2, 'Verão', -3)])).toEqual([
      { programId: 1, programName: 'Cabelo', balance: 2 },
      { programId: 2, programName: 'Verão', balance: 2 },
    ]);
  });

  it('shows a birthday as a Brazilian date and lost appointments in red', () => {
    expect(formatBirthday('1990-07-04')).toBe('04/07/1990');
    expect(formatBirthday(null)).toBeNull();
    expect(statusTone('no_show')).toBe('danger');
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('scheduled')).toBeNull();
  });
});
