import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { lazyStripe } from '../../platform/stripe/stripe-sdk';

/** A deposit's PIX charge on Stripe (docs/product/deposits.md): used when STRIPE_SECRET_KEY is set. */
@Injectable()
export class DepositStripeClient {
  private readonly stripe: (() => Stripe) | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const s = config.stripe;
    this.stripe = s.secretKey ? lazyStripe(s.secretKey, s.apiHost) : null;
  }

  get enabled(): boolean {
    return this.stripe !== null;
  }

  /** A PaymentIntent paid by PIX; its 'copia e cola' is next_action.pix_display_qr_code.data. */
  async createPixIntent(amountCents: number, depositId: number, establishmentId: number): Promise<{ id: string; brCode: string }> {
    // payment_method_types is the API's parameter (this SDK's types name it allowed_payment_method_types).
    const params: Record<string, unknown> = {
      amount: amountCents,
      currency: 'brl',
      payment_method_types: ['pix'],
      payment_method_data: { type: 'pix' },
      confirm: true,
      metadata: { depositId: String(depositId), establishmentId: String(establishmentId) },
    };
    const intent = await this.stripe!().paymentIntents.create(params as unknown as Stripe.PaymentIntentCreateParams, {
      idempotencyKey: `deposit-${depositId}`,
    });
    const brCode = intent.next_action?.pix_display_qr_code?.data;
    if (!brCode) throw new Error('Stripe não devolveu o código PIX do sinal.');
    return { id: intent.id, brCode };
  }

  async refund(paymentIntentId: string, depositId: number): Promise<void> {
    await this.stripe!().refunds.create(
      { payment_intent: paymentIntentId, metadata: { depositId: String(depositId) } },
      { idempotencyKey: `deposit-refund-${depositId}` },
    );
  }
}
