import { Inject, Injectable } from '@nestjs/common';
import {
  CLIENT_BALANCE_KIND_LABELS,
  CLIENT_CREDIT_KIND_LABELS,
  GIFT_CARD_MSG,
  normalizeGiftCardCode,
  type ClientBalanceKind,
  type ClientCreditDto,
  type ClientCreditKind,
  type GiftCardDto,
} from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { renderPdf } from '../../platform/pdf/pdf';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { localDate } from '../../platform/time/wall-clock';
import { ClientCreditRepository } from './client-credit.repository';
import { giftCardDocument } from './gift-card-pdf';
import { GiftCardsRepository, type GiftCardRow } from './gift-cards.repository';

/** Reading gift cards and a client's credit (docs/product/gift-cards.md); they move only through the comandas. */
@Injectable()
export class GiftCardsService {
  constructor(
    private readonly cards: GiftCardsRepository,
    private readonly credit: ClientCreditRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async dto(auth: AuthContext, row: GiftCardRow): Promise<GiftCardDto> {
    const { checkoutItemId: _item, version: _version, ...card } = row;
    return {
      ...card,
      expired: row.expiresOn < localDate(this.clock.now(), auth.zone),
      entries: await this.cards.entries(this.cards.db, row.id, auth.zone),
    };
  }

  /** GET /api/gift-cards/{code}: only the session's establishment's card (another's is 404, as a wrong code). */
  async get(auth: AuthContext, code: string): Promise<GiftCardDto> {
    const row = await this.cards.byCode(this.cards.db, auth.establishmentId, normalizeGiftCardCode(code), auth.zone);
    if (!row) throw fail(404, GIFT_CARD_MSG.notFound);
    return this.dto(auth, row);
  }

  /** GET /api/gift-cards?checkoutId: the cards a comanda sold (its screen offers their PDFs). */
  async ofCheckout(auth: AuthContext, checkoutId: number): Promise<GiftCardDto[]> {
    const rows = await this.cards.byCheckout(this.cards.db, auth.establishmentId, checkoutId, auth.zone);
    return Promise.all(rows.map((r) => this.dto(auth, r)));
  }

  async pdf(auth: AuthContext, code: string): Promise<{ card: GiftCardDto; bytes: Buffer }> {
    const card = await this.get(auth, code);
    const [est] = await this.cards.db.query(`SELECT name FROM establishments WHERE id = $1`, [auth.establishmentId]);
    return { card, bytes: await renderPdf(giftCardDocument(card, est?.name ?? '')) };
  }

  /** GET /api/clients/{id}/credit: her credit, her debt ('fiado') and both ledgers' movements. */
  async clientCredit(auth: AuthContext, clientId: number): Promise<ClientCreditDto> {
    const db = this.cards.db;
    if (!(await this.credit.client(db, auth.establishmentId, clientId))) throw fail(404, GIFT_CARD_MSG.clientNotFound);
    const [credit, debt, movements] = await Promise.all([
      this.credit.credit(db, auth.establishmentId, clientId),
      this.credit.debt(db, auth.establishmentId, clientId),
      this.credit.movements(db, auth.establishmentId, clientId, auth.zone),
    ]);
    return {
      clientId,
      credit,
      debt,
      movements: movements.map((m) => ({
        ...m,
        label: m.source === 'credit' ? CLIENT_CREDIT_KIND_LABELS[m.kind as ClientCreditKind] : CLIENT_BALANCE_KIND_LABELS[m.kind as ClientBalanceKind],
      })),
    };
  }
}
