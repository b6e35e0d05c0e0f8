import { availabilityQuerySchema } from './schema';

describe('available-times query', () => {
  it('takes ids as strings and the date part of a date-time', () => {
    expect(availabilityQuerySchema.validateSync({ staffId: '1', serviceId: '2', date: '2025-03-10T00:00:00' })).toEqual({
      staffId: 1,
      serviceId: 2,
      date: '2025-03-10',
    });
  });

  it('refuses a missing id and a date that does not exist', () => {
    expect(() => availabilityQuerySchema.validateSync({ serviceId: '2', date: '2025-03-10' })).toThrow('Profissional é obrigatório');
    expect(() => availabilityQuerySchema.validateSync({ staffId: '1', serviceId: '2', date: '2025-02-30' })).toThrow('Data inválida');
  });
});
