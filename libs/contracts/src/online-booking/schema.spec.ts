import { PUBLIC_BOOKING_MSG, fillTemplate } from './messages';
import { effectiveTemplates, isValidSlug, normalizeBrazilPhone, onlineBookingSettingsSchema, publicBookingSchema, slugify, slugSchema } from './schema';

describe('online booking contracts (issue 14)', () => {
  it('normalizes Brazilian phones to national digits', () => {
    for (const p of ['+55 (11) 98765-4321', '(11) 98765-4321', '011 98765 4321', '5511987654321', '11987654321'])
      expect(normalizeBrazilPhone(p)).toBe('11987654321');
    expect(normalizeBrazilPhone('(21) 3456-7890')).toBe('2134567890');
    for (const p of ['1234', '(11) 88765-4321', '00987654321', 'abc', null]) expect(normalizeBrazilPhone(p)).toBeNull();
  });

  it('slugs: derived from the name, validated, reserved ones refused', () => {
    expect(slugify('Studio Bela Demo')).toBe('studio-bela-demo');
    expect(slugify('Salão da Joana & Cia.')).toBe('salao-da-joana-cia');
    expect(isValidSlug(slugify('A'))).toBe(true);
    expect(isValidSlug(slugify('reserva'))).toBe(true);
    expect([isValidSlug('ab'), isValidSlug('-abc'), isValidSlug('a--b'), isValidSlug('Abc'), isValidSlug('abc')]).toEqual([false, false, false, false, true]);
    expect(() => slugSchema().validateSync('reserva')).toThrow(PUBLIC_BOOKING_MSG.slugReserved);
    expect(slugSchema().validateSync(' Meu-Salao ')).toBe('meu-salao');
  });

  it('a booking: phone normalized, any professional as null, pt-BR messages', () => {
    const ok = publicBookingSchema.validateSync({
      serviceId: 3,
      staffId: null,
      date: '2030-01-10',
      time: '14:30',
      name: 'Ana',
      phone: '(11) 98765-4321',
      email: '',
    });
    expect(ok).toMatchObject({ serviceId: 3, staffId: null, phone: '11987654321', email: null });
    expect(() => publicBookingSchema.validateSync({ ...ok, phone: '123' })).toThrow(PUBLIC_BOOKING_MSG.phone);
    expect(() => publicBookingSchema.validateSync({ ...ok, time: '25:00' })).toThrow('Horário inválido');
    expect(() => publicBookingSchema.validateSync({ ...ok, name: '' })).toThrow(PUBLIC_BOOKING_MSG.name);
  });

  it('settings: ranges and templates', () => {
    expect(onlineBookingSettingsSchema.validateSync({ minNoticeMinutes: 60, reminderOffsets: [1440, 120] })).toMatchObject({
      minNoticeMinutes: 60,
      reminderOffsets: [1440, 120],
    });
    expect(() => onlineBookingSettingsSchema.validateSync({ maxDaysAhead: 0 })).toThrow(PUBLIC_BOOKING_MSG.maxDaysAheadRange);
    expect(() => onlineBookingSettingsSchema.validateSync({ reminderOffsets: [120, 120] })).toThrow(PUBLIC_BOOKING_MSG.reminderOffsets);
    expect(effectiveTemplates({ booked: ' ' }).booked).toContain('{nome}');
    expect(fillTemplate('Olá, {nome}! {x}', { nome: 'Ana' })).toBe('Olá, Ana! {x}');
  });
});
