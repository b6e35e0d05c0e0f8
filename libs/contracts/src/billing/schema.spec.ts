import { changePlanSchema, confirmPaymentManualSchema, createSubscriptionSchema } from './schema';

const signup = { establishmentName: 'Studio', userName: 'Ana', email: 'ana@x.com', phone: '(11) 98765-4321', segment: 'salao', password: 'segredo', planId: 2 };

describe('billing schemas (SPEC §5 Short register)', () => {
  it('accepts a complete pending registration', () => {
    expect(createSubscriptionSchema.validateSync(signup)).toMatchObject({ planId: 2 });
  });

  it('answers with SPEC messages', () => {
    expect(() => createSubscriptionSchema.validateSync({ ...signup, phone: '1234' })).toThrow('Telefone deve ter pelo menos 10 dígitos');
    expect(() => createSubscriptionSchema.validateSync({ ...signup, planId: 4 })).toThrow('Erro ao processar plano selecionado. Tente novamente.');
    expect(() => confirmPaymentManualSchema.validateSync({})).toThrow('Por favor, digite o Customer ID');
  });
});

describe('changePlanSchema', () => {
  it('takes a plan id 1..3', () => {
    expect(changePlanSchema.validateSync({ planId: 2 })).toEqual({ planId: 2 });
    expect(() => changePlanSchema.validateSync({ planId: 9 })).toThrow('Selecione um plano válido.');
  });
});
