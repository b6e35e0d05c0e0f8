import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, Input, Modal, Row, Typography } from 'antd';
import { MailOutlined, PrinterOutlined, RollbackOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { CHECKOUT_MSG, QUERY_KEYS, type CheckoutDto, type StaffDto } from '@salao/contracts';
import { failureReason, toastError, toastSuccess } from '@salao/web-core';
import { Figures } from './Figures';
import { GiftCardsSold } from './GiftCardsSold';
import { PaymentList } from './PaymentList';
import { brl } from './money';
import { receiptUrl, useCheckoutWrites } from './queries';

/**
 * A closed or refunded comanda, read-only: its items, figures and payments; the receipt (PDF to print, e-mail,
 * WhatsApp) and, for management while closed, 'Estornar' with its reason (docs/product/api.md, 'Checkouts').
 */
export function ClosedCheckout({ checkout: c, canRefund }: { checkout: CheckoutDto; canRefund: boolean }) {
  const writes = useCheckoutWrites();
  const staff = useQuery<StaffDto[]>({ queryKey: QUERY_KEYS.staff, staleTime: 30 * 60_000 });
  const staffName = (id: number | null) => (id === null ? null : (staff.data?.find((s) => s.id === id)?.name ?? null));
  const [refunding, setRefunding] = useState(false);
  const [reason, setReason] = useState('');
  const reasonError = reason.trim() === '' ? CHECKOUT_MSG.refundReason : reason.trim().length > 300 ? CHECKOUT_MSG.refundReasonMax : null;
  const [touched, setTouched] = useState(false);
  const [toCredit, setToCredit] = useState(false);

  const send = (channel: 'email' | 'whatsapp') =>
    writes.sendReceipt.mutate(
      { id: c.id, channel },
      {
        onSuccess: (answer) => toastSuccess(answer?.message ?? (channel === 'email' ? 'Recibo enviado por e-mail.' : 'Recibo enviado por WhatsApp.')),
        onError: (error) => toastError(failureReason(error) ?? 'Não foi possível enviar o recibo. Tente novamente.'),
      },
    );

  const refund = () => {
    setTouched(true);
    if (reasonError) return;
    writes.refund.mutate(
      { id: c.id, reason: reason.trim(), toCredit },
      {
        onSuccess: () => {
          setRefunding(false);
          toastSuccess('Comanda estornada.');
        },
        onError: (error) => toastError(failureReason(error) ?? 'Não foi possível estornar a comanda. Tente novamente.'),
      },
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Flex vertical gap={16}>
          {c.status === 'closed' && (
            <Card title="Recibo" size="small">
              <Flex gap={8} wrap>
                <Button icon={<PrinterOutlined />} href={receiptUrl(c.id)} target="_blank" rel="noreferrer">
                  Imprimir recibo
                </Button>
                <Button
                  icon={<MailOutlined />}
                  loading={writes.sendReceipt.isPending && writes.sendReceipt.variables?.channel === 'email'}
                  onClick={() => send('email')}
                >
                  Enviar por e-mail
                </Button>
                <Button
                  icon={<WhatsAppOutlined />}
                  loading={writes.sendReceipt.isPending && writes.sendReceipt.variables?.channel === 'whatsapp'}
                  onClick={() => send('whatsapp')}
                >
                  Enviar por WhatsApp
                </Button>
                {canRefund && (
                  <Button danger icon={<RollbackOutlined />} onClick={() => setRefunding(true)}>
                    Estornar
                  </Button>
                )}
              </Flex>
            </Card>
          )}
          <GiftCardsSold checkout={c} />
          {c.status === 'refunded' && (
            <Alert type="warning" showIcon title="Esta comanda foi estornada: seus valores, o estoque e os pontos foram revertidos." />
          )}
          <Card title="Itens" size="small">
            <ul aria-label="Itens da comanda" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {c.items.map((i) => (
                <li key={i.id} data-testid="checkout-item" style={{ padding: '6px 0', borderBottom: '1px solid rgba(128,128,128,0.25)' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Typography.Text strong>
                      {i.quantity > 1 ? `${i.quantity} × ` : ''}
                      {i.name}
                    </Typography.Text>
                    <Typography.Text>{brl(i.total)}</Typography.Text>
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {[staffName(i.staffId), `${brl(i.unitPrice)} cada`, i.discount > 0 ? `desconto ${brl(i.discount)}` : null].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </li>
              ))}
            </ul>
            {c.tip.amount > 0 && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                Gorjeta de {brl(c.tip.amount)}
                {staffName(c.tip.staffId) ? ` para ${staffName(c.tip.staffId)}` : ''}
              </Typography.Text>
            )}
          </Card>
        </Flex>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={16}>
          <Card title="Resumo" size="small">
            <Figures subtotal={c.subtotal} discount={c.discount} tip={c.tip.amount} total={c.total} paid={c.paid} balance={c.balance} />
            {c.balance > 0 && c.status === 'closed' && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                {brl(c.balance)} ficaram como fiado da cliente.
              </Typography.Text>
            )}
          </Card>
          <Card title="Pagamentos" size="small">
            <PaymentList payments={c.payments} />
          </Card>
        </Flex>
      </Col>
      <Modal
        open={refunding}
        title={`Estornar comanda nº ${c.number}`}
        okText="Estornar"
        okButtonProps={{ danger: true, loading: writes.refund.isPending }}
        cancelText="Voltar"
        onOk={refund}
        onCancel={() => setRefunding(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>Os valores recebidos, o estoque dos produtos e os pontos da cliente voltam ao que eram antes desta comanda.</Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item
            label="Motivo do estorno"
            htmlFor="refund-reason"
            required
            validateStatus={touched && reasonError ? 'error' : undefined}
            help={touched && reasonError ? reasonError : undefined}
          >
            <Input.TextArea id="refund-reason" rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
          {c.clientId !== null && (
            <Checkbox checked={toCredit} onChange={(e) => setToCredit(e.target.checked)}>
              Devolver como crédito da cliente
            </Checkbox>
          )}
        </Form>
      </Modal>
    </Row>
  );
}
