import { auditFieldLabel, auditFieldRank, formatAuditValue } from './labels';

describe('audit labels', () => {
  it('names fields in pt-BR, week days included', () => {
    expect(auditFieldLabel('clientName')).toBe('Cliente');
    expect(auditFieldLabel('hours.1')).toBe('Horário (Segunda-feira)');
    expect(auditFieldLabel('workingHours.0')).toBe('Expediente (Domingo)');
    expect(auditFieldLabel('desconhecido')).toBe('desconhecido');
    expect(auditFieldLabel('slotMinutes')).toBe('Intervalo da agenda (min)');
  });

  it("names every field of a time block's audit row, in the form's order, with its values as the screens show them", () => {
    const fields = ['block.date', 'block.startTime', 'block.endTime', 'block.reason', 'block.repeat', 'block.until'];
    expect(fields.map(auditFieldLabel)).toEqual([
      'Bloqueio (data)',
      'Bloqueio (início)',
      'Bloqueio (fim)',
      'Bloqueio (motivo)',
      'Bloqueio (repetição)',
      'Bloqueio (repete até)',
    ]);
    expect([...fields].reverse().sort((a, b) => auditFieldRank(a) - auditFieldRank(b))).toEqual(fields);
    expect(formatAuditValue('block.date', '2026-03-02')).toBe('02/03/2026');
    expect(formatAuditValue('block.until', null)).toBe('—');
    expect(formatAuditValue('block.repeat', 'weekly')).toBe('Toda semana');
    expect(formatAuditValue('block.startTime', '12:00')).toBe('12:00');
  });

  it("shows a custom report's metric, groupings and chart in pt-BR", () => {
    expect(auditFieldLabel('groupBy')).toBe('Agrupamentos');
    expect(formatAuditValue('metric', 'revenue')).toBe('Faturamento após descontos');
    expect(formatAuditValue('groupBy', ['month', 'payment_method'])).toBe('Mês, Forma de pagamento');
    expect(formatAuditValue('chart', 'table')).toBe('Somente tabela');
    expect(formatAuditValue('weeklyEmail', true)).toBe('Sim');
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
