import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHECKOUT_PAYMENT_METHOD_LABELS, SETTINGS_MSG, hasPermission, type PaymentMethodsDto } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { fieldStatus, useServerFormik } from '@salao/web-core/forms';
import { StaleWarning, loadFailed } from '@salao/web-core/ui';
import type { FormikProps } from 'formik';
import { withFeedback } from '../shared/feedback';
import { useFormVersion } from '../shared/use-form-version';
import { checkPaymentForm, freeInstallments, toValues, type MethodRow, type PaymentFormValues } from './payment-form';
import { PAYMENT_METHODS_KEY, usePaymentMethods, useSavePaymentMethods } from './use-payment-methods';

/**
 * Pagamentos (docs/product/screens.md, 'Configurações'): per payment method whether it is offered, the card
 * operator's fee (percent and fixed), the days until the money arrives and, for credit, the fee per number of
 * parcels. The comanda computes each payment's fee from these (docs/product/api.md, 'Checkouts').
 */
export function PaymentsTab() {
  const methods = usePaymentMethods();
  // Only a first load that failed replaces the form: a failed refresh keeps it, and what is being typed, under a warning.
  if (loadFailed(methods)) return <Alert type="error" showIcon title={methods.error?.message} />;
  if (!methods.data) return <Skeleton active />;
  return (
    <>
      <StaleWarning query={methods} what="as formas de pagamento" />
      <PaymentsForm server={methods.data} />
    </>
  );
}

function PaymentsForm({ server }: { server: PaymentMethodsDto }) {
  const canEdit = hasPermission(
    useSession((s) => s.user?.role),
    'settings.editBusiness',
  );
  const save = useSavePaymentMethods();
  const formik = useServerFormik<PaymentFormValues>({
    initialValues: toValues(server),
    validate: (values) => checkPaymentForm(values).errors ?? {},
    onSubmit: (values): Promise<boolean> => {
      const { input } = checkPaymentForm(values);
      if (!input) return Promise.resolve(false);
      return withFeedback(() => save.mutateAsync({ ...input, version }), SETTINGS_MSG.saveError, SETTINGS_MSG.saved, conflict.caught);
    },
  });
  const { version, conflict } = useFormVersion(formik, server, PAYMENT_METHODS_KEY, toValues);

  return (
    <>
      {conflict.alert}
      <Typography.Paragraph type="secondary">
        As taxas da sua operadora de cartão: cada pagamento da comanda registra o valor bruto, a taxa (uma despesa em &lsquo;Taxas de cartão&rsquo;), o líquido
        e o dia em que o dinheiro cai. Formas desativadas não são aceitas na comanda.
      </Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon title="Somente a administração pode alterar as formas de pagamento." style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component="div" disabled={!canEdit}>
        <Row gutter={[16, 16]}>
          {formik.values.methods.map((row, index) => (
            <Col key={row.method} xs={24} xl={12}>
              <MethodCard formik={formik} row={row} index={index} />
            </Col>
          ))}
        </Row>
        {canEdit && (
          <Button type="primary" style={{ marginTop: 16 }} loading={save.isPending} onClick={() => void formik.submitForm()}>
            Salvar Formas de Pagamento
          </Button>
        )}
      </Form>
    </>
  );
}

function MethodCard({ formik, row, index }: { formik: FormikProps<PaymentFormValues>; row: MethodRow; index: number }) {
  const label = CHECKOUT_PAYMENT_METHOD_LABELS[row.method];
  const name = `methods[${index}]`;
  const id = `pm-${row.method}`;
  const set = <K extends keyof MethodRow>(key: K, value: MethodRow[K]) => void formik.setFieldValue(`${name}.${key}`, value);
  const touch = (key: keyof MethodRow) => () => void formik.setFieldTouched(`${name}.${key}`, true, false);
  return (
    <Card
      size="small"
      title={label}
      data-testid={`payment-method-${row.method}`}
      extra={
        <Space>
          <label htmlFor={`${id}-active`}>Ativo</label>
          <Switch id={`${id}-active`} aria-label={`Ativo: ${label}`} checked={row.active} onChange={(checked) => set('active', checked)} />
        </Space>
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item label="Taxa (%)" htmlFor={`${id}-fee`} {...fieldStatus(formik, `${name}.feePercent`)}>
            <Input
              id={`${id}-fee`}
              aria-label={`Taxa (%): ${label}`}
              inputMode="decimal"
              suffix="%"
              value={row.feePercent}
              onChange={(e) => set('feePercent', e.target.value)}
              onBlur={touch('feePercent')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Taxa fixa (R$)" htmlFor={`${id}-fixed`} {...fieldStatus(formik, `${name}.fixedFee`)}>
            <Input
              id={`${id}-fixed`}
              aria-label={`Taxa fixa (R$): ${label}`}
              inputMode="decimal"
              prefix="R$"
              placeholder="0,00"
              value={row.fixedFee}
              onChange={(e) => set('fixedFee', e.target.value)}
              onBlur={touch('fixedFee')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Recebimento em (dias)" htmlFor={`${id}-days`} {...fieldStatus(formik, `${name}.receiptDays`)}>
            <InputNumber
              id={`${id}-days`}
              aria-label={`Recebimento em (dias): ${label}`}
              min={0}
              max={365}
              precision={0}
              value={row.receiptDays}
              onChange={(n) => set('receiptDays', n)}
              onBlur={touch('receiptDays')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      {row.method === 'credito' && <InstallmentFees formik={formik} row={row} name={name} label={label} />}
    </Card>
  );
}

/** 'Taxas por parcelas': the fee of a payment in 2 to 12 parcels, in place of the method's own rate. */
function InstallmentFees({ formik, row, name, label }: { formik: FormikProps<PaymentFormValues>; row: MethodRow; name: string; label: string }) {
  const rows = row.installmentFees;
  const path = `${name}.installmentFees`;
  const setRows = (next: MethodRow['installmentFees']) => void formik.setFieldValue(path, next);
  const free = freeInstallments(rows);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>Taxas por parcelas</legend>
      {rows.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Sem taxa por parcelas: pagamentos parcelados usam a taxa acima.
        </Typography.Paragraph>
      )}
      {rows.map((fee, i) => {
        const id = `pm-installment-${i}`;
        const number = fee.installments ?? i + 2;
        return (
          <Row key={i} gutter={8} align="top" data-testid={`installment-fee-${i}`}>
            <Col flex="120px">
              <Form.Item label="Parcelas" htmlFor={`${id}-n`} {...fieldStatus(formik, `${path}[${i}].installments`)}>
                <Select
                  id={`${id}-n`}
                  aria-label={`Parcelas da linha ${i + 1}`}
                  value={fee.installments}
                  onChange={(n: number) => void formik.setFieldValue(`${path}[${i}].installments`, n)}
                  options={[...new Set([...(fee.installments ? [fee.installments] : []), ...free])]
                    .sort((a, b) => a - b)
                    .map((n) => ({ value: n, label: `${n}x` }))}
                />
              </Form.Item>
            </Col>
            <Col flex="auto">
              <Form.Item label="Taxa (%)" htmlFor={`${id}-fee`} {...fieldStatus(formik, `${path}[${i}].feePercent`)}>
                <Input
                  id={`${id}-fee`}
                  aria-label={`Taxa (%) em ${number}x: ${label}`}
                  inputMode="decimal"
                  suffix="%"
                  value={fee.feePercent}
                  onChange={(e) => void formik.setFieldValue(`${path}[${i}].feePercent`, e.target.value)}
                  onBlur={() => void formik.setFieldTouched(`${path}[${i}].feePercent`, true, false)}
                />
              </Form.Item>
            </Col>
            <Col flex="none" style={{ paddingTop: 30 }}>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remover a taxa em ${number}x`}
                title={`Remover a taxa em ${number}x`}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              />
            </Col>
          </Row>
        );
      })}
      <Button icon={<PlusOutlined />} disabled={free.length === 0} onClick={() => setRows([...rows, { installments: free[0] ?? null, feePercent: '' }])}>
        Adicionar parcela
      </Button>
    </fieldset>
  );
}
