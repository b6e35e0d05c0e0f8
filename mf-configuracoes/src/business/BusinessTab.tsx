import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton } from 'antd';
import { SETTINGS_MSG, SETTINGS_SEGMENTS, establishmentUpdateSchema, type EstablishmentInfo } from '@salao/contracts';
import { ESTABLISHMENT_KEY, api, useEstablishment, useLiveWrite } from '@salao/web-core';
import { fieldStatus, formikText, useServerFormik } from '@salao/web-core/forms';
import { withFeedback } from '../shared/feedback';
import { useFormVersion } from '../shared/use-form-version';
import { IntegrationKeysCard } from './IntegrationKeysCard';
import { WebhooksCard } from '../webhooks/WebhooksCard';
import { LogoUpload } from './LogoUpload';
import { PublicLinkCard } from '../online-booking/PublicLinkCard';
import { StaleWarning, loadFailed } from '@salao/web-core/ui';

const SEGMENT_LABELS: Record<(typeof SETTINGS_SEGMENTS)[number], string> = {
  salon: 'Salão de Beleza',
  barbershop: 'Barbearia',
  studio: 'Estúdio',
  spa: 'Spa',
  clinic: 'Clínica de Estética',
};

type BusinessValues = { name: string; segment: string; phone: string; email: string; address: string };

const toValues = (e: EstablishmentInfo): BusinessValues => ({
  name: e.name,
  segment: e.segment ?? '',
  phone: e.phone ?? '',
  email: e.email ?? '',
  address: e.address ?? '',
});

/** Negócio (docs/product/screens.md): the business data, its logo, the integration keys and the webhooks. */
export function BusinessTab() {
  const establishment = useEstablishment();
  // Only a first load that failed replaces the form: a failed refresh keeps it, and what is being typed, under a warning.
  if (loadFailed(establishment)) return <Alert type="error" showIcon title={establishment.error?.message} />;
  if (!establishment.data) return <Skeleton active />;
  return (
    <>
      <StaleWarning query={establishment} what="os dados do estabelecimento" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <BusinessForm establishment={establishment.data} />
        </Col>
        <Col xs={24} xl={10}>
          <LogoUpload establishment={establishment.data} />
        </Col>
        <Col span={24}>
          <PublicLinkCard key={establishment.data.slug} establishment={establishment.data} />
        </Col>
        <Col span={24}>
          <IntegrationKeysCard establishmentId={establishment.data.id} />
        </Col>
        <Col span={24}>
          <WebhooksCard />
        </Col>
      </Row>
    </>
  );
}

function BusinessForm({ establishment }: { establishment: EstablishmentInfo }) {
  const save = useLiveWrite({
    write: (body: BusinessValues & { version?: number }) => api.put<EstablishmentInfo>('/api/establishment', body),
    causes: [],
    update: (client, answer) => {
      client.setQueryData(ESTABLISHMENT_KEY, answer);
      return [];
    },
  });
  const formik = useServerFormik<BusinessValues>({
    initialValues: toValues(establishment),
    validationSchema: establishmentUpdateSchema,
    onSubmit: (values): Promise<boolean> =>
      withFeedback(() => save.mutateAsync({ ...values, version }), SETTINGS_MSG.businessSaveError, SETTINGS_MSG.saved, conflict.caught),
  });
  const { version, conflict } = useFormVersion(formik, establishment, ESTABLISHMENT_KEY, toValues);
  return (
    <Card title="Informações do Negócio">
      {conflict.alert}
      <Form layout="vertical" component="div">
        <Form.Item label="Nome do Estabelecimento" htmlFor="business-name" {...fieldStatus(formik, 'name')}>
          <Input {...formikText(formik, 'name', 'business')} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Segmento" htmlFor="business-segment">
              <Select
                id="business-segment"
                value={formik.values.segment || undefined}
                placeholder="Selecione o segmento"
                onChange={(v: string) => void formik.setFieldValue('segment', v)}
                options={SETTINGS_SEGMENTS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Telefone" htmlFor="business-phone" {...fieldStatus(formik, 'phone')}>
              <Input {...formikText(formik, 'phone', 'business')} inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="E-mail" htmlFor="business-email" {...fieldStatus(formik, 'email')}>
          <Input {...formikText(formik, 'email', 'business')} type="email" />
        </Form.Item>
        <Form.Item label="Endereço Completo" htmlFor="business-address" {...fieldStatus(formik, 'address')}>
          <Input.TextArea {...formikText(formik, 'address', 'business')} rows={3} />
        </Form.Item>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Salvar Informações
        </Button>
      </Form>
    </Card>
  );
}
