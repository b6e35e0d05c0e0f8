import { useMemo, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
// The pure entry loads Stripe.js when loadStripe is called, not on import (the sandbox never needs it).
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { confirmCard } from '../../payment/stripe-card';

interface CardFormProps {
  clientSecret: string;
  onPaid: (intentId: string) => void;
  onError: (message?: string) => void;
}

/**
 * Stripe's card Element (Stripe's React library, docs/product/roles.md ('Billing')); Stripe.js itself comes from js.stripe.com (PCI),
 * loaded by @stripe/stripe-js only when this page is shown in Stripe mode. Confirms the trial's setup intent
 * (or a payment intent) with Stripe, then reports its id.
 */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const [failed, setFailed] = useState(false);
  const stripe = useMemo(
    () =>
      loadStripe(publishableKey).catch((error: unknown) => {
        console.error('Stripe.js não carregou', error);
        setFailed(true);
        return null;
      }),
    [publishableKey],
  );
  if (failed) return <Alert type="error" showIcon title="Não foi possível carregar o formulário de pagamento." />;
  return (
    <Elements stripe={stripe} options={{ locale: 'pt-BR' }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, onPaid, onError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setPaying(true);
    try {
      const result = await confirmCard(stripe, clientSecret, card);
      if ('intentId' in result) onPaid(result.intentId);
      else onError(result.error);
    } catch (error) {
      console.error('Erro inesperado ao processar pagamento', error);
      onError('Erro inesperado ao processar pagamento');
    } finally {
      setPaying(false);
    }
  };

  return (
    <>
      {!ready && <Spin style={{ display: 'block', margin: '16px auto' }} />}
      <div style={{ padding: 12, border: '1px solid #d9d9d9', borderRadius: 8, marginBottom: 16 }}>
        <CardElement options={{ hidePostalCode: true }} onReady={() => setReady(true)} />
      </div>
      <Button type="primary" block size="large" disabled={!stripe || !ready} loading={paying} onClick={() => void pay()}>
        Pagar e ativar assinatura
      </Button>
    </>
  );
}
