import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DepositsRepository } from './deposits.repository';

/**
 * A paid deposit is money already in the visit's comanda (docs/product/deposits.md): when the comanda opens for its
 * appointments the comanda records it as a PIX payment labelled 'Sinal' (checkouts owns that row), and the deposit
 * becomes 'applied' once. It was no income when paid, so the comanda's closing makes it income exactly once.
 */
@Injectable()
export class DepositTenderService {
  constructor(private readonly repository: DepositsRepository) {}

  async bringIn(
    tx: EntityManager,
    establishmentId: number,
    appointmentIds: number[],
    balanceCents: number,
    insertPayment: (amountCents: number) => Promise<number>,
  ): Promise<void> {
    if (appointmentIds.length === 0) return;
    let left = balanceCents;
    for (const d of await this.repository.paidFor(tx, establishmentId, appointmentIds)) {
      // Never above what the comanda asks (a deposit above its total stays paid, for the owner to settle).
      if (d.amountCents > left) continue;
      const paymentId = await insertPayment(d.amountCents);
      await this.repository.move(tx, d.id, ['paid'], 'applied', { checkoutPaymentId: paymentId });
      left -= d.amountCents;
    }
  }
}
