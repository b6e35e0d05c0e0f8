import { INTEGRATION_MSG } from './messages';
import { INTEGRATION_SCOPE_MSG } from './scopes';
import { integrationAppointmentSchema, integrationAvailabilityQuerySchema, integrationKeySchema } from './schema';

const booking = {
  clientData: { name: 'Maria Souza', phone: '(11) 98888-7777', email: 'maria@exemplo.com' },
  appointmentData: { staffId: 1, serviceId: 2, dataInicio: '2026-03-10T14:30:00' },
};

describe('integration schemas (n8n, SPEC §7)', () => {
  it('a key is named with 2 to 60 characters', () => {
    expect(integrationKeySchema.validateSync({ name: '  n8n produção ' })).toEqual({ name: 'n8n produção', scopes: [] });
    for (const name of ['a', 'x'.repeat(61), undefined]) {
      expect(() => integrationKeySchema.validateSync({ name })).toThrow('Nome da chave deve ter entre 2 e 60 caracteres');
    }
  });

  it('scopes: known names only, repeated ones once', () => {
    expect(integrationKeySchema.validateSync({ name: 'n8n', scopes: ['clients:read', 'agenda:write', 'clients:read'] }).scopes).toEqual([
      'clients:read',
      'agenda:write',
    ]);
    for (const scopes of [['clients:delete'], 'clients:read', [1]]) {
      expect(() => integrationKeySchema.validateSync({ name: 'n8n', scopes })).toThrow(INTEGRATION_SCOPE_MSG.invalid);
    }
  });

  it('availability takes a date and optional numeric ids', () => {
    expect(integrationAvailabilityQuerySchema.validateSync({ date: '2026-03-10', staffId: '3' })).toEqual({ date: '2026-03-10', staffId: 3 });
    expect(() => integrationAvailabilityQuerySchema.validateSync({})).toThrow('Data inválida. Use yyyy-MM-dd.');
    for (const staffId of ['ana', '-1', '1.5', '99999999999']) {
      expect(() => integrationAvailabilityQuerySchema.validateSync({ date: '2026-03-10', staffId })).toThrow(INTEGRATION_MSG.staffId);
    }
    expect(() => integrationAvailabilityQuerySchema.validateSync({ date: '2026-03-10', serviceId: 'corte' })).toThrow(INTEGRATION_MSG.serviceId);
  });

  it('a booking: a client with a name and phone, a wall-clock or offset start', () => {
    expect(integrationAppointmentSchema.validateSync(booking).appointmentData.dataInicio).toBe('2026-03-10T14:30:00');
    expect(
      integrationAppointmentSchema.isValidSync({ ...booking, appointmentData: { ...booking.appointmentData, dataInicio: '2026-03-10T14:30:00-03:00' } }),
    ).toBe(true);
    const client = (clientData: object) => ({ ...booking, clientData: { ...booking.clientData, ...clientData } });
    const data = (appointmentData: object) => ({ ...booking, appointmentData: { ...booking.appointmentData, ...appointmentData } });
    expect(() => integrationAppointmentSchema.validateSync(client({ name: 'M' }))).toThrow('Nome do cliente deve ter pelo menos 2 caracteres');
    expect(() => integrationAppointmentSchema.validateSync(client({ phone: '1199' }))).toThrow('Telefone do cliente deve ter pelo menos 10 dígitos');
    expect(() => integrationAppointmentSchema.validateSync(client({ email: 'maria' }))).toThrow('Email do cliente inválido');
    expect(() => integrationAppointmentSchema.validateSync(data({ dataInicio: '10/03/2026 14:30' }))).toThrow(
      'dataInicio inválida. Use yyyy-MM-ddTHH:mm:ss (horário do estabelecimento) ou um instante ISO com fuso.',
    );
    expect(() => integrationAppointmentSchema.validateSync(data({ dataFim: 'amanhã' }))).toThrow('dataFim deve ser posterior a dataInicio.');
    expect(() => integrationAppointmentSchema.validateSync(data({ duration: 1 }))).toThrow('Duração inválida.');
    expect(() => integrationAppointmentSchema.validateSync(data({ staffId: undefined }))).toThrow('Profissional é obrigatório');
    expect(() => integrationAppointmentSchema.validateSync(data({ serviceId: 'x' }))).toThrow('Serviço é obrigatório');
  });
});
