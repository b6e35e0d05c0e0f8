import { agendaReleasePolicySchema, releaseMonthLabel } from '../agenda-release/schema';
import { AGENDA_RELEASE_MSG } from '../agenda-release/messages';
import { integrationAppointmentSchema, integrationKeySchema } from '../integration-keys/schema';
import { INTEGRATION_MSG } from '../integration-keys/messages';
import { instanceBaseName, instanceNameAttempt, readQrVariant } from '../whatsapp/schema';
import { SETTINGS_MSG } from './messages';
import { settingsSchema } from './schema';

describe('settings and integrations contracts', () => {
  it('settings: session timeout 1-1440 minutes, phones of 10 digits', () => {
    expect(settingsSchema.validateSync({ sessionTimeout: 45 }).sessionTimeout).toBe(45);
    expect(() => settingsSchema.validateSync({ sessionTimeout: 0 })).toThrow(SETTINGS_MSG.sessionTimeout);
    expect(() => settingsSchema.validateSync({ whatsappOfficialNumber: '123' })).toThrow(SETTINGS_MSG.phone);
    expect(settingsSchema.validateSync({ whatsappOfficialNumber: '' }).whatsappOfficialNumber).toBeNull();
  });

  it('agenda release policy bounds and month labels', () => {
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 13, releaseDay: 1, isActive: true })).toThrow(AGENDA_RELEASE_MSG.interval);
    expect(() => agendaReleasePolicySchema.validateSync({ releaseInterval: 2, releaseDay: 32, isActive: true })).toThrow(AGENDA_RELEASE_MSG.day);
    expect(releaseMonthLabel('2026-03')).toBe('Março de 2026');
  });

  it('integration key names and booking bodies', () => {
    expect(() => integrationKeySchema.validateSync({ name: 'a' })).toThrow(INTEGRATION_MSG.name);
    const ok = { clientData: { name: 'Maria', phone: '11912345678' }, appointmentData: { staffId: 1, serviceId: 2, dataInicio: '2026-03-16T14:00:00' } };
    expect(integrationAppointmentSchema.validateSync(ok).appointmentData.staffId).toBe(1);
    expect(() => integrationAppointmentSchema.validateSync({ ...ok, appointmentData: { ...ok.appointmentData, dataInicio: '16/03/2026 14:00' } })).toThrow(
      INTEGRATION_MSG.dataInicio,
    );
    expect(() => integrationAppointmentSchema.validateSync({ ...ok, clientData: { name: 'Maria', phone: '123' } })).toThrow(INTEGRATION_MSG.clientPhone);
  });

  it('instance names and the QR answer variants of SPEC §7', () => {
    expect(instanceBaseName('Salão da Conceição & Cia')).toBe('salao-da-conceicao-cia');
    expect(instanceBaseName('!!!')).toBe('salao');
    expect([0, 1, 99].map((i) => instanceNameAttempt('bela', i))).toEqual(['bela', 'bela-2', 'bela-100']);
    const b64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB';
    expect(readQrVariant(b64).base64).toBe(`data:image/png;base64,${b64}`);
    expect(readQrVariant({ qrcode_base64: b64 }).base64).toBe(`data:image/png;base64,${b64}`);
    expect(readQrVariant({ qrCodeBase64: `data:image/png;base64,${b64}` }).base64).toBe(`data:image/png;base64,${b64}`);
    expect(readQrVariant({ qrCodeUrl: 'https://exemplo.com/qr.png' })).toEqual({ base64: null, url: 'https://exemplo.com/qr.png' });
    expect(readQrVariant({ qrcode: { base64: b64 } }).base64).toContain(b64);
    expect(readQrVariant('<html>erro</html>')).toEqual({ base64: null, url: null });
  });
});
