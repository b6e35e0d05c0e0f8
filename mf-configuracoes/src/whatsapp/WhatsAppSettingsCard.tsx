import { Button, Card, Col, Form, Input, Radio, Row, Skeleton } from 'antd';
import { settingsSchema, type SettingsDto } from '@salao/contracts';
import { fieldStatus, formikText, useServerFormik } from '@salao/web-core/forms';
import { KEYS, useSettings } from '../shared/queries';
import { useFormVersion } from '../shared/use-form-version';
import { useSaveSettings } from '../shared/use-save-settings';
import { saveWhatsAppSettings, type WhatsAppSettingsValues as Values } from './save-whatsapp-settings';

/** The connection settings of the WhatsApp tab (PUT /api/settings), button 'Salvar Configuração'. */
export function WhatsAppSettingsCard() {
  const settings = useSettings();
  if (!settings.data) return <Skeleton active />;
  return <SettingsForm settings={settings.data} />;
}

const toValues = (settings: SettingsDto): Values => ({
  whatsappConnectionType: settings.whatsappConnectionType,
  whatsappOfficialNumber: settings.whatsappOfficialNumber ?? '',
  whatsappServiceNumber: settings.whatsappServiceNumber ?? '',
});

function SettingsForm({ settings }: { settings: SettingsDto }) {
  const save = useSaveSettings();
  const formik = useServerFormik<Values>({
    initialValues: toValues(settings),
    validationSchema: settingsSchema,
    onSubmit: (values): Promise<boolean> => saveWhatsAppSettings((v) => save.mutateAsync({ ...v, version }), values, conflict.caught),
  });
  const { version, conflict } = useFormVersion(formik, settings, KEYS.settings, toValues);
  return (
    <Card title="Configuração do WhatsApp">
      {conflict.alert}
      <Form layout="vertical" component="div">
        <Form.Item label="Tipo de conexão">
          <Radio.Group
            value={formik.values.whatsappConnectionType}
            onChange={(e) => void formik.setFieldValue('whatsappConnectionType', e.target.value)}
            options={[
              { value: 'official', label: 'WhatsApp oficial' },
              { value: 'evolution', label: 'Evolution API (QR Code)' },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Número oficial" htmlFor="wa-whatsappOfficialNumber" {...fieldStatus(formik, 'whatsappOfficialNumber')}>
              <Input {...formikText(formik, 'whatsappOfficialNumber', 'wa')} inputMode="tel" placeholder="(11) 99999-9999" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Número de atendimento" htmlFor="wa-whatsappServiceNumber" {...fieldStatus(formik, 'whatsappServiceNumber')}>
              <Input {...formikText(formik, 'whatsappServiceNumber', 'wa')} inputMode="tel" placeholder="(11) 99999-9999" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Salvar Configuração
        </Button>
      </Form>
    </Card>
  );
}
