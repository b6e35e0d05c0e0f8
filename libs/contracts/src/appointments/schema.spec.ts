import { AGENDA_MSG, APPOINTMENT_MSG, BOOKING_NOTIFICATION } from './messages';
import { appointmentListQuerySchema, appointmentStatusSchema, appointmentWriteSchema, listStatuses } from './schema';

const message = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

const booking = { clientId: 1, serviceId: 2, staffId: 3, appointmentDate: '2025-03-10', appointmentTime: '14:30' };

describe('appointment schemas (SPEC §5 Appointment)', () => {
  it('accepts a date or a local date-time, and a time as HH:mm or HH:mm:ss', () => {
    expect(appointmentWriteSchema.validateSync(booking)).toMatchObject(booking);
    expect(appointmentWriteSchema.validateSync({ ...booking, appointmentDate: '2025-03-10T09:00:00-03:00', appointmentTime: '14:30:00' }).appointmentTime).toBe(
      '14:30',
    );
    expect(appointmentWriteSchema.validateSync({ ...booking, notes: '' }).notes).toBeNull();
  });

  it('answers each missing or wrong field with its SPEC message', () => {
    expect(message(() => appointmentWriteSchema.validateSync({ ...booking, clientId: '' }))).toBe(AGENDA_MSG.clientId);
    expect(message(() => appointmentWriteSchema.validateSync({ ...booking, appointmentDate: '2025-02-30' }))).toBe(AGENDA_MSG.invalidDate);
    expect(message(() => appointmentWriteSchema.validateSync({ ...booking, appointmentTime: '25:00' }))).toBe(AGENDA_MSG.invalidTime);
    expect(message(() => appointmentWriteSchema.validateSync({ ...booking, appointmentTime: undefined }))).toBe('Horário é obrigatório');
  });

  it('status changes are confirmed, rejected or completed', () => {
    expect(appointmentStatusSchema.validateSync({ status: 'completed' }).status).toBe('completed');
    expect(message(() => appointmentStatusSchema.validateSync({ status: 'cancelled' }))).toBe(APPOINTMENT_MSG.invalidStatus);
  });

  it('the list query defaults to page 1 of 50 and allows a whole month in one page', () => {
    expect(appointmentListQuerySchema.validateSync({})).toMatchObject({ page: 1, limit: 50 });
    expect(appointmentListQuerySchema.validateSync({ limit: '500', month: '2025-03', staffId: '4' })).toMatchObject({
      limit: 500,
      month: '2025-03',
      staffId: 4,
    });
    expect(message(() => appointmentListQuerySchema.validateSync({ limit: '501' }))).toBe(APPOINTMENT_MSG.invalidPage);
    expect(message(() => appointmentListQuerySchema.validateSync({ month: '2025-13' }))).toBe(APPOINTMENT_MSG.invalidMonth);
  });

  it('list statuses: one, a comma list, all; undefined when one is unknown', () => {
    expect(listStatuses(undefined)).toBeNull();
    expect(listStatuses('all')).toBeNull();
    expect(listStatuses('pending, confirmed')).toEqual(['pending', 'confirmed']);
    expect(listStatuses('pending,done')).toBeUndefined();
  });

  it("AGENDA_MSG still gathers the domains' form messages", () => {
    expect(AGENDA_MSG.name).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(AGENDA_MSG.pay).toBe('Deve informar pelo menos um: salário fixo ou comissão');
    expect(AGENDA_MSG.closeAfterOpen).toBe('Horário de fechamento deve ser posterior ao de abertura');
  });

  it('booking notifications', () => {
    expect(BOOKING_NOTIFICATION.pending('Ana', 'Corte', 'Bia', '10/03/2025 às 14:30')).toBe(
      'Ana agendou Corte para Bia em 10/03/2025 às 14:30. Aguardando confirmação.',
    );
    expect(BOOKING_NOTIFICATION.booked('Corte', 'Bia', '10/03/2025 às 14:30')).toBe('Corte com Bia em 10/03/2025 às 14:30.');
  });
});
