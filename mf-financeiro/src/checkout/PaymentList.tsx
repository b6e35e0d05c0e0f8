import { Flex, Typography } from 'antd';
import { CHECKOUT_PAYMENT_METHOD_LABELS, formatDate, type CheckoutPaymentDto } from '@salao/contracts';
import { brl } from './money';

/** The comanda's payments: method, amount, change, the operator's fee, the net and the day the money arrives. */
export function PaymentList({ payments }: { payments: CheckoutPaymentDto[] }) {
  if (payments.length === 0) return <Typography.Text type="secondary">Nenhum pagamento recebido.</Typography.Text>;
  return (
    <ul aria-label="Pagamentos recebidos" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {payments.map((p) => (
        <li key={p.id} data-testid="checkout-payment" style={{ padding: '6px 0', borderBottom: '1px solid rgba(128,128,128,0.25)' }}>
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong>
              {CHECKOUT_PAYMENT_METHOD_LABELS[p.method]}
              {/* A deposit paid ahead by PIX (docs/product/deposits.md). */}
              {p.label ? ` · ${p.label}` : ''}
              {p.installments > 1 ? ` em ${p.installments}x` : ''}
            </Typography.Text>
            <Typography.Text strong>{brl(p.amount)}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {p.received !== null && p.change > 0 ? `Recebido ${brl(p.received)} · Troco ${brl(p.change)} · ` : ''}
            Taxa {brl(p.fee)} · Líquido {brl(p.net)} · Previsto para {formatDate(p.expectedOn)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
