import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import {
  CHECKOUT_MSG,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  formatBRL,
  type CheckoutDto,
  type CheckoutReceiptSendInput,
  type ReceiptSentDto,
} from '@salao/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { MailService } from '../../platform/mail/mail.service';
import { renderPdf } from '../../platform/pdf/pdf';
import { CheckoutsService } from './checkouts.service';
import { WhatsappService } from '../whatsapp/whatsapp.service';

const brl = (cents: number) => formatBRL(cents / 100).replace(/\s/g, ' ');

/** Names a receipt shows, read from the tables that own them. */
interface ReceiptNames {
  establishment: string;
  client: { name: string; email: string | null; phone: string | null } | null;
  staff: Map<number, string>;
}

/** The receipt PDF's content: who, what, by whom, how it was paid, in R$. */
export function receiptDocument(c: CheckoutDto, names: ReceiptNames): TDocumentDefinitions {
  const [date, time] = c.createdAt.split('T');
  const line = (label: string, value: string, bold = false): Content => ({
    columns: [
      { text: label, bold },
      { text: value, alignment: 'right', bold },
    ],
    margin: [0, 1, 0, 1],
  });
  const items: Content[] = c.items.map((i) => ({
    columns: [
      {
        text: [
          `${i.quantity} × ${i.name}${i.refundedAt ? ' (estornado)' : ''}`,
          i.staffId !== null && names.staff.has(i.staffId) ? { text: `\n${names.staff.get(i.staffId)}`, color: '#555555', fontSize: 9 } : '',
          i.discount > 0 ? { text: `\nDesconto ${brl(i.discount)}`, color: '#555555', fontSize: 9 } : '',
        ],
      },
      { text: brl(i.total), alignment: 'right', width: 90 },
    ],
    margin: [0, 2, 0, 2],
  }));
  const payments: Content[] = c.payments.map((p) =>
    line(
      `${CHECKOUT_PAYMENT_METHOD_LABELS[p.method]}${p.installments > 1 ? ` (${p.installments}x)` : ''}${p.change > 0 ? ` — recebido ${brl(p.received ?? p.amount)}, troco ${brl(p.change)}` : ''}`,
      brl(p.amount),
    ),
  );
  const [y, m, d] = date!.split('-');
  return {
    info: { title: `Comanda ${c.number}` },
    pageSize: 'A5',
    pageMargins: [28, 28, 28, 28],
    content: [
      { text: names.establishment, fontSize: 14, bold: true, alignment: 'center' },
      { text: `Comanda nº ${c.number} — ${d}/${m}/${y} ${time!.slice(0, 5)}`, alignment: 'center', margin: [0, 4, 0, 8] },
      names.client ? { text: `Cliente: ${names.client.name}`, margin: [0, 0, 0, 8] } : { text: 'Cliente: avulso', margin: [0, 0, 0, 8] },
      ...items,
      { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 363, y2: 4, lineWidth: 0.5 }], margin: [0, 0, 0, 6] },
      line('Subtotal', brl(c.subtotal)),
      ...(c.discount > 0 ? [line('Desconto', `− ${brl(c.discount)}`)] : []),
      ...(c.tip.amount > 0
        ? [line(`Gorjeta${c.tip.staffId !== null && names.staff.has(c.tip.staffId) ? ` (${names.staff.get(c.tip.staffId)})` : ''}`, brl(c.tip.amount))]
        : []),
      line('Total', brl(c.total), true),
      ...(payments.length ? [{ text: 'Pagamentos', bold: true, margin: [0, 8, 0, 2] } as Content, ...payments] : []),
      ...(c.balance > 0 ? [line('Saldo em aberto (fiado)', brl(c.balance), true)] : []),
      ...(c.refunded > 0 ? [line('Estornado', brl(c.refunded))] : []),
      { text: CHECKOUT_MSG.receiptThanks, alignment: 'center', italics: true, margin: [0, 16, 0, 0] },
    ],
  };
}

/** A comanda's receipt (docs/product/api.md, 'Checkouts'): the PDF, and sending it to the client by e-mail or WhatsApp. */
@Injectable()
export class CheckoutReceiptService {
  constructor(
    private readonly checkouts: CheckoutsService,
    private readonly mail: MailService,
    private readonly whatsapp: WhatsappService,
  ) {}

  /** GET /api/checkouts/{id}/receipt. */
  async pdf(auth: AuthContext, id: number): Promise<{ checkout: CheckoutDto; names: ReceiptNames; bytes: Buffer }> {
    const checkout = await this.checkouts.get(auth, id);
    const names = await this.names(auth, checkout);
    return { checkout, names, bytes: await renderPdf(receiptDocument(checkout, names)) };
  }

  /**
   * POST /api/checkouts/{id}/receipt/send: by e-mail (the outbox, delivered over SMTP) or as a WhatsApp
   * document; 409 when the comanda has no client, she has no e-mail / phone, or the salon's WhatsApp is off.
   */
  async send(auth: AuthContext, id: number, input: CheckoutReceiptSendInput): Promise<ReceiptSentDto> {
    const { checkout, names, bytes } = await this.pdf(auth, id);
    const client = names.client;
    if (!client) throw fail(409, CHECKOUT_MSG.receiptNoClient);
    const fileName = `recibo-comanda-${checkout.number}.pdf`;
    const text = `Olá, ${client.name}! Segue o recibo da comanda nº ${checkout.number} em ${names.establishment}. ${CHECKOUT_MSG.receiptThanks}`;
    if (input.channel === 'email') {
      if (!client.email) throw fail(409, CHECKOUT_MSG.receiptNoEmail);
      await this.mail.send({
        to: client.email,
        subject: `Recibo da comanda nº ${checkout.number} — ${names.establishment}`,
        text,
        attachments: [{ filename: fileName, contentType: 'application/pdf', content: bytes.toString('base64') }],
      });
    } else {
      const digits = (client.phone ?? '').replace(/\D/g, '');
      if (digits.length < 10) throw fail(409, CHECKOUT_MSG.receiptNoPhone);
      const number = digits.length <= 11 ? `55${digits}` : digits;
      await this.whatsapp.sendDocument(
        auth,
        number,
        { fileName, mimetype: 'application/pdf', base64: bytes.toString('base64'), caption: text },
        CHECKOUT_MSG.receiptWhatsappOff,
      );
    }
    return { success: true, message: CHECKOUT_MSG.receiptSent };
  }

  private async names(auth: AuthContext, c: CheckoutDto): Promise<ReceiptNames> {
    const db = this.checkouts.repository.db;
    const [est] = await db.query(`SELECT name FROM establishments WHERE id = $1`, [auth.establishmentId]);
    const [client] =
      c.clientId === null
        ? [null]
        : await db.query(`SELECT name, nullif(email, '') AS email, nullif(phone, '') AS phone FROM clients c WHERE id = $1 AND ${inClientScope(2)}`, [
            c.clientId,
            auth.establishmentId,
          ]);
    const staffIds = [...c.items.map((i) => i.staffId), c.tip.staffId].filter((s): s is number => s !== null);
    const staff: { id: number; name: string }[] = staffIds.length
      ? await db.query(`SELECT id, name FROM staff WHERE id = ANY($1::int[]) AND establishment_id = $2`, [staffIds, auth.establishmentId])
      : [];
    return { establishment: est?.name ?? '', client: client ?? null, staff: new Map(staff.map((s) => [s.id, s.name])) };
  }
}
