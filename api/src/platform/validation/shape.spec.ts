import * as yup from 'yup';
import { appointmentWriteSchema, businessHoursSchema, loginSchema, loyaltyProgramSchema, serviceWriteSchema } from '@salao/contracts';
import { shapeProblem } from './shape';
import { validate } from './validate';

const status = (schema: yup.AnySchema, body: unknown) => {
  try {
    validate(schema, body);
    return 200;
  } catch (error) {
    return (error as { getStatus?: () => number }).getStatus?.() ?? 500;
  }
};

describe('shapeProblem: the raw value against the schema, before yup transforms it', () => {
  it('refuses an object or list where a string belongs, at any depth', () => {
    expect(shapeProblem(loginSchema, { email: {}, password: 'x' })).toMatch(/"email" tem um formato inválido/);
    expect(shapeProblem(loginSchema, { email: ['a'], password: 'x' })).toMatch(/"email"/);
    expect(shapeProblem(businessHoursSchema, { hours: [{ dayOfWeek: 1, openTime: { a: 1 } }] })).toMatch(/hours\[0\]\.openTime/);
    expect(shapeProblem(businessHoursSchema, { hours: [null] })).toMatch(/hours\[0\]/);
  });

  it('bounds strings and refuses NUL', () => {
    expect(shapeProblem(loginSchema, { email: 'a'.repeat(300000) })).toMatch(/excede o limite de 5000/);
    expect(shapeProblem(loginSchema, { email: 'a\u0000@b.com' })).toMatch(/caracteres não permitidos/);
  });

  it('bounds dates to 1900–2100 and real offsets', () => {
    expect(shapeProblem(appointmentWriteSchema, { appointmentDate: '9999-12-31' })).toMatch(/data inválida/);
    expect(shapeProblem(appointmentWriteSchema, { appointmentDate: '2026-01-05T10:00:00+99:99' })).toMatch(/data inválida/);
    expect(shapeProblem(appointmentWriteSchema, { appointmentDate: '2026-01-05T10:00:00-03:00' })).toBeNull();
    expect(shapeProblem(yup.object({ month: yup.string().matches(/^\d{4}-\d{2}$/) }), { month: '9999-12' })).toMatch(/data inválida/);
  });

  it('refuses dates the calendar does not have, in date fields only: free text is never read as a date', () => {
    expect(shapeProblem(appointmentWriteSchema, { appointmentDate: '2026-02-30' })).toBe('Data inválida');
    expect(shapeProblem(appointmentWriteSchema, { appointmentDate: '2026-13-01T10:00:00' })).toMatch(/data inválida/i);
    expect(shapeProblem(appointmentWriteSchema, { appointmentDate: '2028-02-29' })).toBeNull();
    expect(shapeProblem(appointmentWriteSchema, { notes: '2200-01-01' })).toBeNull();
    expect(shapeProblem(yup.object({ name: yup.string() }), { name: '9999-12-31' })).toBeNull();
  });

  it('keeps what the contracts convert themselves: numbers as strings, JSON-encoded ids, [{ serviceId }]', () => {
    expect(shapeProblem(serviceWriteSchema, { name: 'Corte', duration: '60', price: 80, staffIds: '["1","2"]' })).toBeNull();
    expect(shapeProblem(loyaltyProgramSchema, { services: [{ serviceId: 3 }] })).toBeNull();
  });

  it('validate answers all of it 400, never a TypeError', () => {
    expect(status(loginSchema, { email: {} })).toBe(400);
    expect(status(businessHoursSchema, { hours: [null] })).toBe(400);
    expect(status(loginSchema, { email: 'dono@teste.com', password: 'segredo' })).toBe(200);
  });
});
