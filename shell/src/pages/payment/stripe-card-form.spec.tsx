/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StripeCardForm } from './StripeCardForm';

// A stand-in for Stripe.js (the real one only comes from js.stripe.com): what Stripe's React library calls on it.
interface FakeCard {
  mount: jest.Mock;
  destroy: jest.Mock;
  update: jest.Mock;
  off: jest.Mock;
  on: jest.Mock;
}
const mockCard: FakeCard = {
  mount: jest.fn(),
  destroy: jest.fn(),
  update: jest.fn(),
  off: jest.fn(),
  on: jest.fn((event: string, handler: (e: unknown) => void): FakeCard => {
    if (event === 'ready') setTimeout(() => handler(mockCard), 0);
    return mockCard;
  }),
};
const mockStripe = {
  elements: jest.fn(() => ({ create: jest.fn(() => mockCard), getElement: jest.fn(() => mockCard), update: jest.fn() })),
  createToken: jest.fn(),
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
  confirmCardSetup: jest.fn(async () => ({ setupIntent: { id: 'seti_123', status: 'succeeded' } })),
  registerAppInfo: jest.fn(),
};
const mockLoad = jest.fn(async () => mockStripe as unknown);
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => mockLoad() }));

beforeAll(() => {
  // antd reads it; jsdom lacks it.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

describe('StripeCardForm (Stripe Elements through @stripe/react-stripe-js)', () => {
  it("mounts Stripe's card Element and confirms the trial's setup intent with it, then reports its id", async () => {
    const onPaid = jest.fn();
    const onError = jest.fn();
    render(<StripeCardForm publishableKey="pk_test_x" clientSecret="seti_123_secret_abc" onPaid={onPaid} onError={onError} />);
    const pay = await screen.findByRole('button', { name: 'Pagar e ativar assinatura' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(mockCard.mount).toHaveBeenCalled();
    fireEvent.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('seti_123'));
    expect(mockStripe.confirmCardSetup).toHaveBeenCalledWith('seti_123_secret_abc', { payment_method: { card: mockCard } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockLoad.mockRejectedValueOnce(new Error('offline'));
    render(<StripeCardForm publishableKey="pk_test_y" clientSecret="seti_1_secret_x" onPaid={() => {}} onError={() => {}} />);
    expect(await screen.findByText('Não foi possível carregar o formulário de pagamento.')).toBeTruthy();
  });
});
