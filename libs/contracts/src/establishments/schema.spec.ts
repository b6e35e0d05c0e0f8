import { businessHoursSchema, establishmentUpdateSchema, timezoneUpdateSchema } from './schema';

describe('establishment schemas', () => {
  it('the business name and e-mail', () => {
    expect(() => establishmentUpdateSchema.validateSync({ name: 'A' })).toThrow('Nome do estabelecimento deve ter pelo menos 2 caracteres');
    expect(() => establishmentUpdateSchema.validateSync({ name: 'Studio', email: 'x' })).toThrow('Email inválido');
  });

  it('a time zone from the list', () => {
    expect(() => timezoneUpdateSchema.validateSync({ timezone: 'Mars/Base' })).toThrow('Fuso horário inválido.');
  });

  it('business hours: a closed day keeps unordered times, an open one must close after opening', () => {
    const day = { dayOfWeek: 0, isOpen: false, openTime: '18:00', closeTime: '09:00', isHoliday: false };
    expect(businessHoursSchema.validateSync({ hours: [day] }).hours).toHaveLength(1);
    expect(() => businessHoursSchema.validateSync({ hours: [{ ...day, isOpen: true }] })).toThrow('Horário de fechamento deve ser posterior ao de abertura');
  });
});
