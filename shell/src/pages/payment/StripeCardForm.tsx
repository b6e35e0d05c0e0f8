import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { confirmCard, loadStripe, type StripeCardElement, type StripeLike } from '../../payment/stripe-card';

/** Stripe Elements card field; confirms the trial's setup intent (or a payment intent) with Stripe, then reports its id. */
export function StripeCardForm({ publishableKey, clientSecret, onPaid, onError }: {
  publishableKey: string;
  clientSecret: string;
  onPaid: (paymentIntentId: string) => void;
  onError: (message?: string) => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<StripeLike | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let element: StripeCardElement | null = null;
    loadStripe(publishableKey)
      .then((s) => {
        setStripe(s);
        element = s.elements().create('card', { hidePostalCode: true });
        if (mountRef.current) element.mount(mountRef.current);
        setCard(element);
      })
      .catch(() => setFailed(true));
    return () => element?.destroy();
  }, [publishableKey]);

  const pay = async () => {
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

  if (failed) return <Alert type="error" showIcon title="Não foi possível carregar o formulário de pagamento." />;
  return (
    <>
      {!card && <Spin style={{ display: 'block', margin: '16px auto' }} />}
      <div ref={mountRef} style={{ padding: 12, border: '1px solid #d9d9d9', borderRadius: 8, marginBottom: 16 }} />
      <Button type="primary" block size="large" disabled={!card} loading={paying} onClick={() => void pay()}>
        Pagar e ativar assinatura
      </Button>
    </>
  );
}
