import { businessHoursSchema } from './establishments/schema';
import { serviceWriteSchema } from './services/schema';
import { settingsSchema } from './settings/schema';
import { staffCreateSchema } from './staff/schema';
import * as yup from './yup';

const firstError = (schema: yup.AnySchema, value: unknown) => {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as yup.ValidationError).errors[0];
  }
};

describe('yup speaks pt-BR for every schema of contracts (API answers and formik forms)', () => {
  it('wrong types and nulls name the field in Portuguese', () => {
    expect(firstError(businessHoursSchema, { hours: 'x' })).toBe('O campo "hours" deve ser uma lista.');
    expect(firstError(settingsSchema, { sessionTimeout: null })).toBe('O campo "sessionTimeout" não pode ficar vazio.');
    expect(firstError(staffCreateSchema, { name: 'Nova Pessoa', role: 'Manicure', commissionRate: 10, hasSystemAccess: 'yes' })).toBe(
      'O campo "hasSystemAccess" deve ser verdadeiro ou falso.',
    );
  });

  it('true or false where a text belongs is refused, not stored as the word', () => {
    const service = { name: true, duration: 30, price: '80,00', category: 'Cabelo', staffIds: [1] };
    expect(firstError(serviceWriteSchema, service)).toBe('O campo "name" deve ser um texto.');
    expect(firstError(serviceWriteSchema, { ...service, name: 'Corte' })).toBeNull();
    expect(yup.string().validateSync(42)).toBe('42');
  });

  it('a schema built anywhere after contracts loads gets the same messages', () => {
    expect(firstError(yup.object({ a: yup.number().integer() }), { a: 1.5 })).toBe('O campo "a" deve ser um número inteiro.');
    expect(firstError(yup.array().of(yup.string().required()), [''])).toBe('O campo "[0]" é obrigatório.');
  });
});
