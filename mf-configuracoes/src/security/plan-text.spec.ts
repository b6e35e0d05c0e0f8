import { changeHint, changeKind, changeLabel, statusText } from './plan-text';

const base = {
  plan: 'Core' as const,
  status: 'active' as const,
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-10T15:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingPlan: null,
};

describe('Plano card texts', () => {
  it('says the state with its date (dd/MM/yyyy)', () => {
    expect(statusText({ ...base, status: 'trialing', trialEndsAt: '2026-11-30T15:00:00.000Z' })).toBe('Período de teste até 30/11/2026.');
    expect(statusText(base)).toBe('Ativo, com próxima cobrança em 10/12/2026.');
    expect(statusText({ ...base, cancelAtPeriodEnd: true })).toBe('Ativo até 10/12/2026; cancelamento agendado para essa data.');
    expect(statusText({ ...base, status: 'past_due' })).toMatch(/^Pagamento pendente/);
    expect(statusText({ ...base, status: 'canceled' })).toMatch(/somente leitura/);
  });

  it('upgrade now, downgrade at the period end, reactivate a canceled account', () => {
    expect(changeKind(base, 'Expert')).toBe('upgrade');
    expect(changeKind(base, 'Base')).toBe('downgrade');
    expect(changeKind(base, 'Core')).toBe('none');
    expect(changeKind({ ...base, pendingPlan: 'Base' }, 'Core')).toBe('keep');
    expect(changeKind({ ...base, status: 'canceled' }, 'Core')).toBe('reactivate');
    expect(changeLabel('reactivate', 'Core')).toBe('Reativar no plano Core');
    expect(changeHint('downgrade', base, 'Base')).toBe('Vale a partir de 10/12/2026; até lá você continua no plano Core.');
  });
});
