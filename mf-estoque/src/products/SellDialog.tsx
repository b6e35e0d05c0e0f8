import { useRef, useState } from 'react';
import { Alert, Descriptions, Form, Input, Select, Typography } from 'antd';
import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import {
  CHECKOUT_MSG,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  formatBRL,
  fromCents,
  QUERY_KEYS,
  saleExceedsStockMessage,
  saleSchema,
  toCents,
  WRITE_CAUSES,
  type CheckoutDto,
  type CheckoutPaymentMethod,
  type ClientDto,
  type PaymentMethodsDto,
  type ProductDto,
} from '@salao/contracts';
import { api, failureReason, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { saleTotal } from './stock-filter';
import { putMovedProduct } from './queries';

interface SaleValues {
  clientId: number | null;
  quantity: string;
  unitPrice: string;
  method: CheckoutPaymentMethod | '';
  received: string;
}

/** 'Valor recebido' typed as reais ('50' or '50,00') in cents; null while empty, NaN when unreadable. */
function receivedCents(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!s) return null;
  try {
    return toCents(s);
  } catch {
    return Number.NaN;
  }
}

/** Where a confirmation stopped: the comanda created (and paid) is reused by a retry, never created twice. */
interface Progress {
  checkout: CheckoutDto | null;
  paid: boolean;
}

/**
 * 'Confirmar Venda' (docs/product/screens.md, 'Estoque'): one product sold as a one-item comanda (docs/product/api.md,
 * 'Checkouts'): client (optional), quantity within the stock, unit price, payment method, and for cash the amount
 * received and the change. Confirming creates, pays and closes the comanda; each call keeps its Idempotency-Key
 * while its outcome is unknown (web-core's api), and a retry resumes from the step that failed. A refusal after
 * the creation (the last unit sold meanwhile: 409 at the closing) leaves the comanda open with what was paid,
 * listed in Financeiro's open comandas, where it is finished or its sale undone; the dialog says so.
 */
export default function SellDialog({ product, onClose }: { product: ProductDto; onClose: () => void }) {
  const progress = useRef<Progress>({ checkout: null, paid: false });
  const [leftOpen, setLeftOpen] = useState<{ number: number; reason: string } | null>(null);
  // Once the comanda exists its content is what a retry continues; once paid, its method too.
  const [locked, setLocked] = useState({ content: false, method: false });
  const methods = useQuery<PaymentMethodsDto>({ queryKey: ['/api/payment-methods'], queryFn: () => api.get<PaymentMethodsDto>('/api/payment-methods') });
  const clients = useQuery<ClientDto[]>({ queryKey: QUERY_KEYS.clients, queryFn: () => api.get<ClientDto[]>('/api/clients') });
  const active = (methods.data?.methods ?? []).filter((m) => m.active).map((m) => m.method);

  const sell = useLiveWrite({
    causes: WRITE_CAUSES.sale,
    also: ['transactions', 'clients', ['/api/checkouts']],
    write: async (v: { clientId: number | null; quantity: number; unitPrice: number; method: CheckoutPaymentMethod; received: number | null }) => {
      const p = progress.current;
      if (!p.checkout) {
        p.checkout = await api.post<CheckoutDto>('/api/checkouts', {
          clientId: v.clientId,
          items: [{ type: 'product', productId: product.id, quantity: v.quantity, unitPrice: v.unitPrice }],
        });
      }
      const id = p.checkout.id;
      if (!p.paid) {
        await api.post<CheckoutDto>(`/api/checkouts/${id}/payments`, {
          method: v.method,
          amount: p.checkout.balance,
          ...(v.method === 'dinheiro' && v.received !== null ? { received: v.received } : {}),
        });
        p.paid = true;
      }
      const closed = await api.post<CheckoutDto>(`/api/checkouts/${id}/close`, {});
      const fresh = await api.get<ProductDto[]>(QUERY_KEYS.products[0]);
      return { closed, product: fresh.find((x) => x.id === product.id) };
    },
    update: (client, answer) => putMovedProduct(client, answer.product),
    onSuccess: ({ closed }) => toastSuccess(`Venda registrada: ${closed.items[0]?.quantity ?? ''} × ${product.name} (comanda nº ${closed.number}).`),
    onError: (error) => {
      const created = progress.current.checkout;
      if (created) {
        setLocked({ content: true, method: progress.current.paid });
        setLeftOpen({ number: created.number, reason: failureReason(error) ?? 'Erro ao processar venda. Tente novamente.' });
      } else toastFailure('Erro ao processar venda. Tente novamente.', error);
    },
  });

  const formik = useFormik<SaleValues>({
    initialValues: { clientId: null, quantity: '1', unitPrice: product.price.replace('.', ','), method: '', received: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof SaleValues, string>> = {};
      try {
        const sale = saleSchema.validateSync({ productId: product.id, quantity: values.quantity, unitPrice: values.unitPrice });
        if (sale.quantity > product.currentStock) errors.quantity = saleExceedsStockMessage(sale.quantity, product.currentStock);
      } catch (error) {
        const e = error as { path?: string; message: string };
        errors[e.path === 'unitPrice' ? 'unitPrice' : 'quantity'] = e.message;
      }
      const method = values.method || active[0];
      if (!method) errors.method = CHECKOUT_MSG.method;
      const total = saleTotal(Number(values.quantity), values.unitPrice);
      const received = receivedCents(values.received);
      if (method === 'dinheiro' && received !== null) {
        if (Number.isNaN(received)) errors.received = CHECKOUT_MSG.amountCents;
        else if (total !== null && received < toCents(total)) errors.received = CHECKOUT_MSG.receivedTooLow;
      }
      return errors;
    },
    onSubmit: async (values) => {
      const sale = saleSchema.validateSync({ productId: product.id, quantity: values.quantity, unitPrice: values.unitPrice });
      const method = (values.method || active[0]) as CheckoutPaymentMethod;
      setLeftOpen(null);
      try {
        await sell.mutateAsync({
          clientId: values.clientId,
          quantity: sale.quantity,
          unitPrice: toCents(String(sale.unitPrice)),
          method,
          received: method === 'dinheiro' ? receivedCents(values.received) : null,
        });
        onClose();
      } catch {
        /* said by onError: a toast, or the comanda left open in the dialog */
      }
    },
  });

  const totalText = saleTotal(Number(formik.values.quantity), formik.values.unitPrice);
  const method = formik.values.method || active[0] || '';
  const received = receivedCents(formik.values.received);
  const change = totalText !== null && received !== null && !Number.isNaN(received) ? received - toCents(totalText) : null;

  return (
    <FormDialog title="Confirmar Venda" onClose={onClose} submitLabel="Confirmar Venda" formik={formik} submitOnEnter>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Produto">{product.name}</Descriptions.Item>
        <Descriptions.Item label="Estoque disponível">{product.currentStock}</Descriptions.Item>
      </Descriptions>
      <Form.Item label="Cliente (opcional)" htmlFor="sale-clientId">
        <Select
          id="sale-clientId"
          disabled={locked.content}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Buscar cliente pelo nome ou telefone"
          loading={clients.isLoading}
          value={formik.values.clientId ?? undefined}
          onChange={(v: number | undefined) => void formik.setFieldValue('clientId', v ?? null)}
          options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.phone ? `${c.name} · ${c.phone}` : c.name }))}
        />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Quantidade" htmlFor="sale-quantity" required {...fieldStatus(formik, 'quantity')}>
          <Input {...formikText(formik, 'quantity', 'sale')} type="number" min={1} max={product.currentStock} step={1} autoFocus disabled={locked.content} />
        </Form.Item>
        <Form.Item label="Preço unitário (R$)" htmlFor="sale-unitPrice" required {...fieldStatus(formik, 'unitPrice')}>
          <Input {...formikText(formik, 'unitPrice', 'sale')} inputMode="decimal" disabled={locked.content} />
        </Form.Item>
      </div>
      <Form.Item label="Forma de pagamento" htmlFor="sale-method" required {...fieldStatus(formik, 'method')}>
        <Select
          id="sale-method"
          disabled={locked.method}
          loading={methods.isLoading}
          value={method || undefined}
          onChange={(v: CheckoutPaymentMethod) => void formik.setFieldValue('method', v)}
          options={active.map((m) => ({ value: m, label: CHECKOUT_PAYMENT_METHOD_LABELS[m] }))}
        />
      </Form.Item>
      {method === 'dinheiro' && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 12 }}>
          <Form.Item label="Valor recebido (R$)" htmlFor="sale-received" {...fieldStatus(formik, 'received')}>
            <Input {...formikText(formik, 'received', 'sale')} inputMode="decimal" disabled={locked.method} />
          </Form.Item>
          <Form.Item label="Troco">
            <Typography.Text data-testid="sale-change">{change !== null && change >= 0 ? formatBRL(fromCents(change)) : '—'}</Typography.Text>
          </Form.Item>
        </div>
      )}
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="sale-total">
        Total: {totalText == null ? '—' : formatBRL(totalText)}
      </Typography.Title>
      {leftOpen && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={leftOpen.reason}
          description={`A comanda nº ${leftOpen.number} ficou aberta em Financeiro, com o que já foi pago. Confirmar Venda de novo continua esta mesma comanda.`}
        />
      )}
    </FormDialog>
  );
}
