import { decideTransition } from './status';

describe('appointment status transitions (SPEC §4)', () => {
  it('applies the transitions the screens offer', () => {
    expect(decideTransition('pending', 'confirmed').kind).toBe('apply');
    expect(decideTransition('pending', 'rejected').kind).toBe('apply');
    expect(decideTransition('confirmed', 'completed').kind).toBe('apply');
    expect(decideTransition('scheduled', 'completed').kind).toBe('apply');
    expect(decideTransition('scheduled', 'cancelled').kind).toBe('apply');
    expect(decideTransition('confirmed', 'cancelled').kind).toBe('apply');
    expect(decideTransition('scheduled', 'no_show').kind).toBe('apply');
    expect(decideTransition('confirmed', 'no_show').kind).toBe('apply');
  });

  it('repeating the current status is a no-op', () => {
    expect(decideTransition('completed', 'completed').kind).toBe('noop');
    expect(decideTransition('cancelled', 'cancelled').kind).toBe('noop');
  });

  it('refuses the rest in pt-BR', () => {
    expect(decideTransition('cancelled', 'completed')).toEqual({ kind: 'refuse', message: 'Não é possível alterar um agendamento Cancelado para Realizado.' });
    expect(decideTransition('completed', 'cancelled').kind).toBe('refuse');
    expect(decideTransition('pending', 'completed').kind).toBe('refuse');
    expect(decideTransition('confirmed', 'rejected').kind).toBe('refuse');
    expect(decideTransition('pending', 'no_show').kind).toBe('refuse');
    expect(decideTransition('completed', 'no_show')).toEqual({
      kind: 'refuse',
      message: 'Não é possível alterar um agendamento Realizado para Não compareceu.',
    });
    expect(decideTransition('no_show', 'completed').kind).toBe('refuse');
  });
});
