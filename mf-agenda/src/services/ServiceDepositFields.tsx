import { Form, InputNumber, Select, Typography, theme } from 'antd';
import type { FormikProps } from 'formik';
import { fieldStatus } from '@salao/web-core/forms';

export interface DepositValues {
  depositType: 'percent' | 'fixed' | '';
  /** Percent 1–100, or cents (the field shows reais). */
  depositValue: number | null;
  depositKeepHours: number | null;
}

const TYPE_OPTIONS = [
  { value: '', label: 'Sem sinal' },
  { value: 'percent', label: 'Percentual do preço' },
  { value: 'fixed', label: 'Valor fixo' },
];

/** 'Sinal' (docs/product/deposits.md): asked by PIX when the service is booked online, kept on a no-show or a late cancel. */
export function ServiceDepositFields<T extends DepositValues>({ formik }: { formik: FormikProps<T> }) {
  const { token } = theme.useToken();
  const v = formik.values;
  const set = (name: keyof DepositValues, value: unknown) => void formik.setFieldValue(name as string, value);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby="service-deposit-help">
      <legend style={{ fontSize: token.fontSize, color: token.colorText, fontWeight: 500, marginBottom: 4, border: 0 }}>Sinal (agendamento online)</legend>
      <Typography.Paragraph id="service-deposit-help" type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
        Opcional. A cliente paga o sinal por PIX ao agendar pela página online. Em caso de falta ou cancelamento com menos horas de antecedência que o
        informado, o sinal não é devolvido.
      </Typography.Paragraph>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Tipo de sinal" htmlFor="service-deposit-type" {...fieldStatus(formik, 'depositType')}>
          <Select<string>
            id="service-deposit-type"
            value={v.depositType}
            options={TYPE_OPTIONS}
            onChange={(type) => {
              set('depositType', type);
              set('depositValue', null);
            }}
          />
        </Form.Item>
        {v.depositType && (
          <Form.Item
            label={v.depositType === 'percent' ? 'Sinal (%)' : 'Sinal (R$)'}
            htmlFor="service-deposit-value"
            required
            {...fieldStatus(formik, 'depositValue')}
          >
            {v.depositType === 'percent' ? (
              <InputNumber<number>
                id="service-deposit-value"
                min={1}
                max={100}
                precision={0}
                style={{ width: '100%' }}
                value={v.depositValue}
                onChange={(n) => set('depositValue', n)}
              />
            ) : (
              <InputNumber<number>
                id="service-deposit-value"
                min={0.01}
                precision={2}
                decimalSeparator=","
                style={{ width: '100%' }}
                value={v.depositValue === null ? null : v.depositValue / 100}
                onChange={(n) => set('depositValue', n === null ? null : Math.round(n * 100))}
              />
            )}
          </Form.Item>
        )}
        {v.depositType && (
          <Form.Item label="Devolver até (horas antes)" htmlFor="service-deposit-hours" {...fieldStatus(formik, 'depositKeepHours')}>
            <InputNumber<number>
              id="service-deposit-hours"
              min={0}
              precision={0}
              style={{ width: '100%' }}
              value={v.depositKeepHours}
              onChange={(n) => set('depositKeepHours', n)}
            />
          </Form.Item>
        )}
      </div>
    </fieldset>
  );
}
