import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Skeleton, Typography } from 'antd';
import { depositSettingsSchema, type DepositSettingsDto, type DepositSettingsInput } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { fieldStatus, useServerFormik } from '@salao/web-core/forms';
import { loadFailed } from '@salao/web-core/ui';
import { withFeedback } from '../shared/feedback';
import { useFormVersion } from '../shared/use-form-version';

export const DEPOSIT_SETTINGS_KEY = ['/api/deposits/settings'] as const;

type Values = { depositHoldMinutes: number; pixKey: string; pixMerchantName: string; pixMerchantCity: string };

const toValues = (s: DepositSettingsDto): Values => ({
  depositHoldMinutes: s.depositHoldMinutes,
  pixKey: s.pixKey ?? '',
  pixMerchantName: s.pixMerchantName ?? '',
  pixMerchantCity: s.pixMerchantCity ?? '',
});

/** 'Sinal' (docs/product/deposits.md): how long a booking waits for its PIX, and the salon's own key when Stripe is not used. */
export function DepositSettingsCard() {
  const settings = useQuery<DepositSettingsDto>({ queryKey: DEPOSIT_SETTINGS_KEY, queryFn: () => api.get<DepositSettingsDto>('/api/deposits/settings') });
  if (loadFailed(settings)) return <Alert type="error" showIcon title={settings.error?.message} />;
  if (!settings.data) return <Skeleton active />;
  return <DepositSettingsForm settings={settings.data} />;
}

function DepositSettingsForm({ settings }: { settings: DepositSettingsDto }) {
  const save = useLiveWrite({
    write: (body: DepositSettingsInput) => api.put<DepositSettingsDto>('/api/deposits/settings', body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(DEPOSIT_SETTINGS_KEY, answer);
      return [];
    },
  });
  const formik = useServerFormik<Values>({
    initialValues: toValues(settings),
    validationSchema: depositSettingsSchema,
    onSubmit: (values): Promise<boolean> =>
      withFeedback(
        () =>
          save.mutateAsync({
            ...values,
            pixKey: values.pixKey || null,
            pixMerchantName: values.pixMerchantName || null,
            pixMerchantCity: values.pixMerchantCity || null,
            version,
          }),
        'Não foi possível salvar as configurações do sinal.',
        'Configurações do sinal salvas.',
        conflict.caught,
      ),
  });
  const { version, conflict } = useFormVersion(formik, settings, DEPOSIT_SETTINGS_KEY, toValues);
  const v = formik.values;
  const text = (name: 'pixKey' | 'pixMerchantName' | 'pixMerchantCity') => ({
    value: v[name],
    onChange: (e: { target: { value: string } }) => void formik.setFieldValue(name, e.target.value),
  });
  return (
    <Card title="Sinal (PIX)">
      {conflict.alert}
      <Typography.Paragraph type="secondary">
        Serviços com sinal ficam reservados enquanto a cliente paga o PIX. Sem pagamento no prazo, o horário é liberado. Sem Stripe configurado, o sinal é pago
        na sua chave PIX e você confirma em &apos;Sinal recebido&apos; no sino.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Prazo para pagar o sinal (minutos)" htmlFor="deposit-hold" {...fieldStatus(formik, 'depositHoldMinutes')}>
              <InputNumber
                id="deposit-hold"
                min={5}
                max={1440}
                precision={0}
                style={{ width: '100%' }}
                value={v.depositHoldMinutes}
                onChange={(n) => void formik.setFieldValue('depositHoldMinutes', n ?? 15)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Chave PIX" htmlFor="deposit-pix-key" {...fieldStatus(formik, 'pixKey')}>
              <Input id="deposit-pix-key" maxLength={77} {...text('pixKey')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Nome do recebedor" htmlFor="deposit-pix-name" {...fieldStatus(formik, 'pixMerchantName')}>
              <Input id="deposit-pix-name" maxLength={25} {...text('pixMerchantName')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Cidade do recebedor" htmlFor="deposit-pix-city" {...fieldStatus(formik, 'pixMerchantCity')}>
              <Input id="deposit-pix-city" maxLength={15} {...text('pixMerchantCity')} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Salvar Sinal
        </Button>
      </Form>
    </Card>
  );
}
