import { confirmCard, isSetupIntentSecret, type StripeCardElement, type StripeLike } from './stripe-card';

const card = { mount: () => undefined, destroy: () => undefined } as unknown as StripeCardElement;

function fakeStripe(overrides: Record<string, unknown> = {}): StripeLike {
  return {
    confirmCardPayment: jest.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
    confirmCardSetup: jest.fn(async () => ({ setupIntent: { id: 'seti_1', status: 'succeeded' } })),
    ...overrides,
  } as unknown as StripeLike;
}

describe('confirmCard', () => {
  it('confirms the trial subscription setup intent with confirmCardSetup', async () => {
    const stripe = fakeStripe();
    expect(isSetupIntentSecret('seti_1_secret_x')).toBe(true);
    await expect(confirmCard(stripe, 'seti_1_secret_x', card)).resolves.toEqual({ intentId: 'seti_1' });
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', { payment_method: { card } });
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('confirms a payment intent with confirmCardPayment', async () => {
    const stripe = fakeStripe();
    await expect(confirmCard(stripe, 'pi_1_secret_x', card)).resolves.toEqual({ intentId: 'pi_1' });
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("answers Stripe's message when the card is refused", async () => {
    const stripe = fakeStripe({ confirmCardSetup: async () => ({ error: { message: 'Seu cartão foi recusado.' } }) });
    await expect(confirmCard(stripe, 'seti_1_secret_x', card)).resolves.toEqual({ error: 'Seu cartão foi recusado.' });
  });
});
