import { Form, Input, Radio, Typography } from 'antd';
import { useFormik } from 'formik';
import { CASH_MSG, CHECKOUT_PAYMENT_METHOD_LABELS, type CashSessionDetailDto, type CheckoutPaymentMethod } from '@salao/contracts';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { useCashMutations } from './cash-queries';
import { brl, differenceLabel, reaisToCents } from './money';

const MONEY_ERROR = 'Informe um valor em reais, por exemplo 150,00';

/** 'Abrir caixa': the float (troco inicial) in the drawer. */
export function OpenCashDialog({ onClose }: { onClose: () => void }) {
  const { open } = useCashMutations();
  const formik = useFormik({
    initialValues: { openingAmount: '' },
    validate: (v) => (reaisToCents(v.openingAmount) === null ? { openingAmount: MONEY_ERROR } : {}),
    onSubmit: async (v) => {
      try {
        await open.mutateAsync({ openingAmount: reaisToCents(v.openingAmount)! });
        onClose();
      } catch {
        /* toast shown by the mutation */
      }
    },
  });
  return (
    <FormDialog title="Abrir caixa" onClose={onClose} submitLabel="Abrir caixa" formik={formik} submitOnEnter>
      <Form.Item label="Valor de abertura (R$)" htmlFor="cash-openingAmount" required {...fieldStatus(formik, 'openingAmount')}>
        <Input {...formikText(formik, 'openingAmount', 'cash')} inputMode="decimal" placeholder="0,00" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}

/** 'Sangria / suprimento': money taken out of (reason required) or put into the open drawer. */
export function MovementDialog({ session, onClose }: { session: CashSessionDetailDto; onClose: () => void }) {
  const { move } = useCashMutations();
  const formik = useFormik({
    initialValues: { type: 'sangria' as 'sangria' | 'suprimento', amount: '', reason: '' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const cents = reaisToCents(v.amount);
      if (cents === null || cents <= 0) errors.amount = CASH_MSG.amount.replace('um número inteiro de centavos', 'um valor em reais');
      if (v.type === 'sangria' && !v.reason.trim()) errors.reason = CASH_MSG.reasonRequired;
      if (v.reason.length > 200) errors.reason = CASH_MSG.reasonMax;
      return errors;
    },
    onSubmit: async (v) => {
      try {
        await move.mutateAsync({ id: session.id, type: v.type, amount: reaisToCents(v.amount)!, reason: v.reason.trim() || null });
        onClose();
      } catch {
        /* toast shown by the mutation */
      }
    },
  });
  return (
    <FormDialog title="Sangria / suprimento" onClose={onClose} submitLabel="Registrar" formik={formik}>
      <Form.Item label="Tipo" required>
        <Radio.Group
          aria-label="Tipo"
          optionType="button"
          buttonStyle="solid"
          value={formik.values.type}
          onChange={(e) => void formik.setFieldValue('type', e.target.value)}
          options={[
            { value: 'sangria', label: 'Sangria (retirada)' },
            { value: 'suprimento', label: 'Suprimento (reforço)' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Valor (R$)" htmlFor="cash-amount" required {...fieldStatus(formik, 'amount')}>
        <Input {...formikText(formik, 'amount', 'cash')} inputMode="decimal" placeholder="0,00" autoFocus />
      </Form.Item>
      <Form.Item label="Motivo" htmlFor="cash-reason" required={formik.values.type === 'sangria'} {...fieldStatus(formik, 'reason')}>
        <Input {...formikText(formik, 'reason', 'cash')} placeholder="Ex.: Depósito no banco" maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

/** 'Fechar caixa': counting per method against what the drawer expects; the difference shows as it is typed. */
export function CloseCashDialog({ session, onClose }: { session: CashSessionDetailDto; onClose: () => void }) {
  const { close } = useCashMutations();
  const methods = session.methods.map((l) => l.method);
  const formik = useFormik<Record<string, string>>({
    initialValues: Object.fromEntries(methods.map((m) => [m, ''])),
    validate: (v) => {
      const errors: Record<string, string> = {};
      for (const m of methods) {
        if (m === 'dinheiro' && !v[m]) errors[m] = CASH_MSG.countedCash;
        else if (v[m] && reaisToCents(v[m]!) === null) errors[m] = MONEY_ERROR;
      }
      return errors;
    },
    onSubmit: async (v) => {
      const counted: Partial<Record<CheckoutPaymentMethod, number>> = {};
      for (const m of methods) if (v[m]) counted[m] = reaisToCents(v[m]!)!;
      try {
        await close.mutateAsync({ id: session.id, version: session.version, counted });
        onClose();
      } catch {
        /* toast shown by the mutation */
      }
    },
  });
  return (
    <FormDialog title="Fechar caixa" onClose={onClose} submitLabel="Fechar caixa" formik={formik}>
      <Typography.Paragraph type="secondary">Conte o dinheiro da gaveta e confira os comprovantes de cada forma de pagamento.</Typography.Paragraph>
      {session.methods.map((line) => {
        const typed = formik.values[line.method] ?? '';
        const counted = typed ? reaisToCents(typed) : null;
        const label = CHECKOUT_PAYMENT_METHOD_LABELS[line.method];
        return (
          <div key={line.method} style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', marginBottom: 12 }}>
            <Form.Item
              label={`${label}: contado (R$)`}
              htmlFor={`cash-${line.method}`}
              required={line.method === 'dinheiro'}
              extra={
                <span data-testid={`close-${line.method}`}>
                  Esperado {brl(line.expected)}
                  {counted !== null && (
                    <>
                      {' · '}Diferença: <strong>{differenceLabel(counted - line.expected)}</strong>
                    </>
                  )}
                </span>
              }
              {...fieldStatus(formik, line.method)}
            >
              <Input {...formikText(formik, line.method, 'cash')} inputMode="decimal" placeholder="0,00" />
            </Form.Item>
          </div>
        );
      })}
    </FormDialog>
  );
}
