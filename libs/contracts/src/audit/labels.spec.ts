import { auditFieldLabel, auditFieldRank, formatAuditValue } from './labels';

describe('audit labels', () => {
  it('names fields in pt-BR, week days included', () => {
    expect(auditFieldLabel('clientName')).toBe('Cliente');
    expect(auditFieldLabel('hours.1')).toBe('Horário (Segunda-feira)');
    expect(auditFieldLabel('workingHours.0')).toBe('Expediente (Domingo)');
    expect(auditFieldLabel('desconhecido')).toBe('desconhecido');
  });

  it('orders status before names, unknown fields last', () => {
    expect(['notes', 'zzz', 'name', 'status'].sort((a, b) => auditFieldRank(a) - auditFieldRank(b))).toEqual(['status', 'name', 'notes', 'zzz']);
  });

  it('shows values as the screens do', () => {
    expect(formatAuditValue('status', 'cancelled')).toBe('Cancelado');
    expect(formatAuditValue('type', 'expense')).toBe('Despesa');
    expect(formatAuditValue('amount', '12.50')).toMatch(/R\$\s12,50/);
    expect(formatAuditValue('appointmentDate', '2026-03-02T10:00:00')).toBe('02/03/2026');
    expect(formatAuditValue('hasSystemAccess', true)).toBe('Sim');
    expect(formatAuditValue('notes', null)).toBe('—');
    expect(formatAuditValue('reminderOffsets', [1440, 120])).toBe('1440, 120');
  });
});
