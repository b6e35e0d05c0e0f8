import { WHATSAPP_MSG } from './messages';
import { instanceBaseName, instanceNameAttempt, n8nWebhookSchema, readQrVariant, sendTextSchema } from './schema';

describe('WhatsApp schemas (SPEC §7)', () => {
  it('the n8n webhook needs an establishment id and an update type', () => {
    expect(n8nWebhookSchema.validateSync({ establishment_id: '7', update_type: ' qrcode ', qrcode_base64: null })).toMatchObject({
      establishment_id: 7,
      update_type: 'qrcode',
    });
    for (const body of [
      { update_type: 'qrcode' },
      { establishment_id: 'x', update_type: 'qrcode' },
      { establishment_id: -1, update_type: 'qrcode' },
      { establishment_id: 7 },
    ]) {
      expect(() => n8nWebhookSchema.validateSync(body)).toThrow('Dados do webhook inválidos.');
    }
    expect(() => n8nWebhookSchema.validateSync({ establishment_id: 7, update_type: 'qrcode', qrcode_base64: 'A'.repeat(200_001) })).toThrow('Erro no formato');
  });

  it('sending a text needs a phone of 10-15 digits and a message', () => {
    expect(sendTextSchema.validateSync({ number: '+5511988887777', text: ' Olá ' })).toEqual({ number: '+5511988887777', text: 'Olá' });
    for (const number of ['119888', '(11) 98888-7777', undefined]) {
      expect(() => sendTextSchema.validateSync({ number, text: 'Olá' })).toThrow('Telefone deve ter pelo menos 10 dígitos');
    }
    expect(() => sendTextSchema.validateSync({ number: '11988887777', text: '  ' })).toThrow('Mensagem é obrigatória');
    expect(() => sendTextSchema.validateSync({ number: '11988887777', text: 'x'.repeat(4001) })).toThrow(WHATSAPP_MSG.text);
  });

  it('instance names and QR variants', () => {
    expect(instanceBaseName('Studio Bela & Cia')).toBe('studio-bela-cia');
    expect(instanceBaseName('!!!')).toBe('salao');
    expect([instanceNameAttempt('studio', 0), instanceNameAttempt('studio', 1)]).toEqual(['studio', 'studio-2']);
    expect(readQrVariant({ qrCodeUrl: 'https://qr.example/1' })).toEqual({ base64: null, url: 'https://qr.example/1' });
    expect(readQrVariant({ qrcode: { base64: 'QUJD' } }).base64).toBe('data:image/png;base64,QUJD');
    expect(readQrVariant(42)).toEqual({ base64: null, url: null });
  });
});
