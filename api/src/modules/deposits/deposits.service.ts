import { Inject, Injectable } from '@nestjs/common';
import {
  DEPOSIT_MSG,
  depositPolicy,
  formatBRL,
  visitDeposit,
  type DepositDto,
  type DepositSettingsDto,
  type DepositSettingsInput,
  type DepositStatus,
  type PublicDepositDto,
} from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { orStale } from '../../platform/http/versioned';
import { JobsService } from '../../platform/jobs/jobs.service';
import { CLOCK, type Clock } from '../../platform/time/clock';
import { minutes } from '../../platform/time/wall-clock';
import { NotificationsService } from '../notifications/notifications.service';
import { depositBrCode, newTxid, qrCodeDataUrl } from './deposit-pix';
import { DepositStripeClient } from './deposit-stripe.client';
import { DepositsRepository, type DepositRow } from './deposits.repository';

export const EXPIRE_JOB = 'deposits.expire';

/** What a booking asks: one deposit for the visit (sum of its services'), kept under the most hours; 0 = none. */
export interface DepositQuote {
  amountCents: number;
  keepHours: number;
}

/**
 * Deposits ('sinal', docs/product/deposits.md): the quote of a booking, the deposit opened with it (Stripe PIX or
 * the salon's own key), its public and owner views, the owner's settings. The steps after it are DepositLifecycle's.
 */
@Injectable()
export class DepositsService {
  constructor(
    readonly repository: DepositsRepository,
    private readonly stripe: DepositStripeClient,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async quote(establishmentId: number, serviceIds: number[]): Promise<DepositQuote> {
    const rules = await this.repository.serviceRules(establishmentId, [...new Set(serviceIds)]);
    const byId = new Map(rules.map((r) => [r.id, r]));
    return visitDeposit(serviceIds.flatMap((id) => (byId.has(id) ? [{ priceCents: byId.get(id)!.priceCents, rule: byId.get(id)! }] : [])));
  }

  /** Before anything is booked: a deposit needs Stripe or the salon's PIX key (409 in the client's words). */
  async assertPayable(establishmentId: number, quote: DepositQuote): Promise<void> {
    if (quote.amountCents <= 0 || this.stripe.enabled) return;
    if (!(await this.repository.settings(establishmentId)).pixKey) throw fail(409, DEPOSIT_MSG.noPixSetup);
  }

  /**
   * The deposit of a booking just made (its appointments pending): awaiting for the hold time, with its PIX code;
   * the expiry job is scheduled at its deadline (the sweep catches a lost one). The salon's own PIX rings the bell.
   */
  async open(
    establishmentId: number,
    b: { appointmentIds: number[]; groupId: string | null; clientId: number; clientName: string },
    quote: DepositQuote,
  ): Promise<PublicDepositDto> {
    const settings = await this.repository.settings(establishmentId);
    const expiresAt = new Date(this.clock.now() + minutes(settings.depositHoldMinutes));
    const txid = newTxid();
    const viaStripe = this.stripe.enabled;
    const brCode = viaStripe
      ? ''
      : depositBrCode(
          { pixKey: settings.pixKey!, pixMerchantName: settings.pixMerchantName!, pixMerchantCity: settings.pixMerchantCity! },
          quote.amountCents,
          txid,
        );
    const id = await this.repository.db.transaction(async (tx) => {
      const depositId = await this.repository.insert(tx, {
        establishmentId,
        ...b,
        amountCents: quote.amountCents,
        keepHours: quote.keepHours,
        provider: viaStripe ? 'stripe' : 'pix',
        txid,
        brCode,
        expiresAt,
      });
      if (!viaStripe)
        await this.notifications.raise(tx, {
          establishmentId,
          userId: null,
          type: 'deposit',
          title: DEPOSIT_MSG.awaitingTitle,
          message: `Sinal aguardando: ${formatBRL(quote.amountCents / 100)} de ${b.clientName} (PIX ${txid}). Confira o recebimento e confirme em 'Sinal recebido'.`,
          appointmentId: b.appointmentIds[0]!,
        });
      return depositId;
    });
    if (viaStripe) {
      const intent = await this.stripe.createPixIntent(quote.amountCents, id, establishmentId);
      await this.repository.setIntent(id, intent.id, intent.brCode);
    }
    await this.jobs.enqueue(EXPIRE_JOB, { depositId: id }, { startAfter: expiresAt });
    return this.publicDto((await this.repository.find(this.repository.db, establishmentId, id))!);
  }

  async publicDto(row: DepositRow): Promise<PublicDepositDto> {
    return {
      id: row.id,
      amountCents: row.amountCents,
      status: row.status,
      expiresAt: new Date(row.expiresAt).toISOString(),
      policy: depositPolicy(row.amountCents, row.keepHours),
      pix: { brCode: row.brCode, qrCodeDataUrl: row.brCode ? await qrCodeDataUrl(row.brCode) : '' },
    };
  }

  /** The client's status check (by the booking's manage link): null when the booking asked none. */
  async publicFor(appointmentId: number): Promise<PublicDepositDto | null> {
    const row = await this.repository.forAppointment(this.repository.db, appointmentId);
    return row ? this.publicDto(row) : null;
  }

  async list(auth: AuthContext, status: DepositStatus | null, appointmentId: number | null): Promise<DepositDto[]> {
    const rows = await this.repository.list(auth.establishmentId, status);
    return rows.filter((r) => appointmentId === null || r.appointmentIds.includes(appointmentId)).map((r) => this.dto(r));
  }

  async get(auth: AuthContext, id: number): Promise<DepositDto> {
    const row = await this.repository.find(this.repository.db, auth.establishmentId, id);
    if (!row) throw fail(404, DEPOSIT_MSG.notFound);
    return this.dto(row);
  }

  dto(row: DepositRow): DepositDto {
    const { establishmentId: _e, brCode: _b, paymentIntentId: _p, ...dto } = row;
    return {
      ...dto,
      expiresAt: new Date(row.expiresAt).toISOString(),
      paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
      startsAt: row.startsAt ? new Date(row.startsAt).toISOString() : null,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  settings(auth: AuthContext): Promise<DepositSettingsDto> {
    return this.repository.settings(auth.establishmentId);
  }

  saveSettings(auth: AuthContext, input: DepositSettingsInput): Promise<DepositSettingsDto> {
    return this.audit.update(
      auth,
      { entity: 'settings', entityId: auth.establishmentId },
      (tx) => this.repository.settings(auth.establishmentId, tx),
      async (tx) =>
        orStale(
          await this.repository.saveSettings(tx, auth.establishmentId, {
            depositHoldMinutes: input.depositHoldMinutes,
            pixKey: input.pixKey ?? null,
            pixMerchantName: input.pixMerchantName ?? null,
            pixMerchantCity: input.pixMerchantCity ?? null,
            version: input.version,
          }),
        ),
    );
  }
}
