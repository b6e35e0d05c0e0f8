import { randomInt } from 'node:crypto';

/** pix-utils and qrcode load with the first deposit, not at every start (docs/architecture.md, 'Start-up cost'). */
const pixUtils = () => require('pix-utils') as typeof import('pix-utils');
const qrcode = () => require('qrcode') as typeof import('qrcode');

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A booking's PIX txid: 'SINAL' + 20 random characters (25, the BR Code's limit; alphanumeric; unique index as the last guard). */
export function newTxid(): string {
  let s = 'SINAL';
  for (let i = 0; i < 20; i++) s += TXID_ALPHABET[randomInt(TXID_ALPHABET.length)];
  return s;
}

export interface PixReceiver {
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
}

/** The static 'copia e cola' BR Code of a deposit on the salon's own key (pix-utils computes the CRC16). */
export function depositBrCode(receiver: PixReceiver, amountCents: number, txid: string): string {
  const { createStaticPix, hasError } = pixUtils();
  const pix = createStaticPix({
    merchantName: receiver.pixMerchantName,
    merchantCity: receiver.pixMerchantCity,
    pixKey: receiver.pixKey,
    infoAdicional: 'Sinal de agendamento',
    txid,
    transactionAmount: amountCents / 100,
  });
  if (hasError(pix)) throw new Error(`BR Code inválido: ${pix.message}`);
  return pix.toBRCode();
}

/** The QR of a BR Code as a PNG data URL, for the public confirmation screen. */
export function qrCodeDataUrl(brCode: string): Promise<string> {
  return qrcode().toDataURL(brCode, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
