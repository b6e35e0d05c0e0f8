import { whatsappStatusColor, whatsappSummaryLabel } from './messages';

describe('WhatsApp connection label and colours (SPEC §4)', () => {
  it('summarises every connection: connected, then connecting, then error, else disconnected', () => {
    expect(whatsappSummaryLabel([])).toBe('Nenhuma conexão configurada');
    expect(whatsappSummaryLabel([{ status: 'error' }, { status: 'connected' }, { status: 'connecting' }])).toBe('Conectado');
    expect(whatsappSummaryLabel([{ status: 'error' }, { status: 'connecting' }])).toBe('Conectando...');
    expect(whatsappSummaryLabel([{ status: 'disconnected' }, { status: 'error' }])).toBe('Erro na conexão');
    expect(whatsappSummaryLabel([{ status: 'disconnected' }])).toBe('Desconectado');
  });

  it('colours a status green, yellow, orange or red', () => {
    expect(['connected', 'connecting', 'unknown', 'disconnected', 'not_configured'].map(whatsappStatusColor)).toEqual([
      'green',
      'gold',
      'orange',
      'red',
      'red',
    ]);
  });
});
