import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Select, Typography } from 'antd';
import { CHECKOUT_MSG, CHECKOUT_PAYMENT_METHOD_LABELS, type CheckoutPaymentMethod } from '@salao/contracts';
import { MoneyInput } from './MoneyInput';
import { brl } from './money';
import { usePaymentMethods, type PaymentBody } from './queries';
import { ClientCreditHint, GiftCardCodeField } from './PaymentExtras';

interface PaymentFormProps {
  /** Cents still to pay: the amount starts there. */
  balance: number;
  busy: boolean;
  /** Resolves true once the payment is recorded. */
  onPay: (body: PaymentBody) => Promise<boolean>;
  /** The comanda's client: her credit pays 'Crédito do cliente' and may keep the change. */
  clientId?: number | null;
}

const INSTALLMENTS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: i === 0 ? 'À vista' : `${i + 1}x` }));

/**
 * One payment: only the active methods (GET /api/payment-methods), the amount prefilled with what is left,
 * installments for crédito, and for dinheiro the cash handed over and its change (docs/product/api.md, 'Checkouts').
 */
export function PaymentForm({ balance, busy, onPay, clientId = null }: PaymentFormProps) {
  const methods = usePaymentMethods();
  const active = (methods.data?.methods ?? []).filter((m) => m.active).map((m) => m.method);
  const [picked, setMethod] = useState<CheckoutPaymentMethod | null>(null);
  const method = picked && active.includes(picked) ? picked : (active[0] ?? null);
  const [typed, setAmount] = useState<{ balance: number; cents: number | null } | null>(null);
  // A new balance (an item added, a payment recorded) prefills the amount again.
  const amount = typed && typed.balance === balance ? typed.cents : balance;
  const [installments, setInstallments] = useState(1);
  const [received, setReceived] = useState<number | null>(null);
  const [giftCode, setGiftCode] = useState('');
  const [keepChange, setKeepChange] = useState(false);
  const change = method === 'dinheiro' && received !== null && amount !== null && received >= amount ? received - amount : null;
  const valid =
    method !== null &&
    amount !== null &&
    amount > 0 &&
    (method !== 'dinheiro' || received === null || (amount !== null && received >= amount)) &&
    (method !== 'vale_presente' || giftCode.trim() !== '');

  const submit = async () => {
    if (!valid || method === null || amount === null) return;
    const body: PaymentBody = { method, amount };
    if (method === 'credito') body.installments = installments;
    if (method === 'dinheiro' && received !== null) body.received = received;
    if (method === 'vale_presente') body.giftCardCode = giftCode.trim();
    if (method === 'dinheiro' && keepChange && change) body.changeToCredit = true;
    if (await onPay(body)) {
      setAmount(null);
      setReceived(null);
      setInstallments(1);
      setGiftCode('');
      setKeepChange(false);
    }
  };

  return (
    <Flex vertical gap={0} style={{ marginTop: 12 }} role="group" aria-label="Novo pagamento">
      <Flex gap={8} wrap>
        <Form.Item label="Forma de pagamento" htmlFor="payment-method" style={{ marginBottom: 8, flex: '1 1 170px' }}>
          <Select
            id="payment-method"
            value={method ?? undefined}
            onChange={(v: CheckoutPaymentMethod) => setMethod(v)}
            loading={methods.isLoading}
            options={active.map((m) => ({ value: m, label: CHECKOUT_PAYMENT_METHOD_LABELS[m] }))}
          />
        </Form.Item>
        <Form.Item label="Valor" htmlFor="payment-amount" style={{ marginBottom: 8, width: 140 }}>
          <MoneyInput id="payment-amount" value={amount} onChange={(cents) => setAmount({ balance, cents })} />
        </Form.Item>
        {method === 'credito' && (
          <Form.Item label="Parcelas" htmlFor="payment-installments" style={{ marginBottom: 8, width: 110 }}>
            <Select id="payment-installments" value={installments} onChange={setInstallments} options={INSTALLMENTS} />
          </Form.Item>
        )}
        {method === 'dinheiro' && (
          <Form.Item label="Valor recebido" htmlFor="payment-received" style={{ marginBottom: 8, width: 140 }}>
            <MoneyInput id="payment-received" value={received} onChange={setReceived} />
          </Form.Item>
        )}
        {method === 'vale_presente' && <GiftCardCodeField code={giftCode} onChange={setGiftCode} />}
        {method === 'credito_cliente' && <ClientCreditHint clientId={clientId} />}
      </Flex>
      {method === 'dinheiro' && received !== null && amount !== null && received < amount && (
        <Typography.Text type="danger">{CHECKOUT_MSG.receivedTooLow}</Typography.Text>
      )}
      {change !== null && (
        <Typography.Text strong data-testid="payment-change" aria-live="polite">
          Troco: {brl(change)}
        </Typography.Text>
      )}
      {change !== null && change > 0 && clientId !== null && (
        <Checkbox checked={keepChange} onChange={(e) => setKeepChange(e.target.checked)}>
          Guardar troco como crédito
        </Checkbox>
      )}
      <div style={{ marginTop: 8 }}>
        <Button disabled={!valid || busy} onClick={() => void submit()}>
          Adicionar pagamento
        </Button>
      </div>
    </Flex>
  );
}
