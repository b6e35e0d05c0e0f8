import { Alert, Button, Card, Checkbox, Col, Collapse, Form, Input, InputNumber, Radio, Row, Select, Skeleton, Switch, Typography } from 'antd';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  PUBLIC_BOOKING_MSG,
  PUBLIC_MESSAGE_KINDS,
  PUBLIC_MESSAGE_LABELS,
  TEMPLATE_PLACEHOLDERS,
  onlineBookingSettingsSchema,
  type OnlineBookingSettingsDto,
  type PublicMessageKind,
} from '@salao/contracts';
import { fieldStatus, useServerFormik } from '@salao/web-core/forms';
import { withFeedback } from '../shared/feedback';
import { useFormVersion } from '../shared/use-form-version';
import { ONLINE_BOOKING_KEY, useOnlineBookingSettings, useSaveOnlineBooking } from './use-online-booking';
import { StaleWarning, loadFailed } from '@salao/web-core/ui';

/** Notice and cut-off choices, in minutes. */
const NOTICE_OPTIONS = [0, 30, 60, 120, 180, 240, 360, 720, 1440, 2880];
/** The reminders the card offers (docs/product/screens.md ('Agendamento online'): 24 h and 2 h before). */
const REMINDERS = [
  { value: 1440, label: '24 horas antes' },
  { value: 120, label: '2 horas antes' },
];

function minutesLabel(m: number): string {
  if (m === 0) return 'Sem antecedência';
  if (m < 60) return `${m} minutos`;
  if (m % 1440 === 0) return m === 1440 ? '1 dia' : `${m / 1440} dias`;
  return m === 60 ? '1 hora' : `${m / 60} horas`;
}
const minuteOptions = (current: number) => [...new Set([...NOTICE_OPTIONS, current])].sort((a, b) => a - b).map((m) => ({ value: m, label: minutesLabel(m) }));

type Values = Omit<OnlineBookingSettingsDto, 'slug' | 'bookingUrl' | 'version'>;

const toValues = (s: OnlineBookingSettingsDto): Values => ({
  enabled: s.enabled,
  autoConfirm: s.autoConfirm,
  minNoticeMinutes: s.minNoticeMinutes,
  maxDaysAhead: s.maxDaysAhead,
  cancelCutoffMinutes: s.cancelCutoffMinutes,
  maxOpenPerPhone: s.maxOpenPerPhone,
  reminderOffsets: s.reminderOffsets,
  waitlistHoldMinutes: s.waitlistHoldMinutes,
  templates: s.templates,
});

/** Agenda: how the public booking page books (docs/product/screens.md ('Agendamento online')). */
export function OnlineBookingCard() {
  const settings = useOnlineBookingSettings();
  // Only a first load that failed replaces the form: a failed refresh keeps it, and what is being typed, under a warning.
  if (loadFailed(settings)) return <Alert type="error" showIcon title={settings.error?.message} />;
  if (!settings.data) return <Skeleton active />;
  return (
    <>
      <StaleWarning query={settings} what="as configurações do agendamento online" />
      <OnlineBookingForm settings={settings.data} />
    </>
  );
}

function OnlineBookingForm({ settings }: { settings: OnlineBookingSettingsDto }) {
  const save = useSaveOnlineBooking();
  const formik = useServerFormik<Values>({
    initialValues: toValues(settings),
    validationSchema: onlineBookingSettingsSchema,
    onSubmit: (values): Promise<boolean> =>
      withFeedback(() => save.mutateAsync({ ...values, version }), PUBLIC_BOOKING_MSG.settingsError, PUBLIC_BOOKING_MSG.settingsSaved, conflict.caught),
  });
  const { version, conflict } = useFormVersion(formik, settings, ONLINE_BOOKING_KEY, toValues);
  const v = formik.values;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => void formik.setFieldValue(key, value);

  return (
    <Card title="Agendamento Online">
      {conflict.alert}
      <Typography.Paragraph type="secondary">
        Regras da sua página pública de agendamento ({settings.bookingUrl}). Os horários seguem o expediente, as folgas e a política de liberação da agenda.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Agendamento online ativo" htmlFor="ob-enabled">
          <Switch id="ob-enabled" checked={v.enabled} onChange={(checked) => set('enabled', checked)} />
        </Form.Item>
        <Form.Item label="Novos agendamentos chegam">
          <Radio.Group value={v.autoConfirm} onChange={(e) => set('autoConfirm', e.target.value as boolean)}>
            <Radio value={false}>Pendentes (confirmo pelo sino)</Radio>
            <Radio value>Confirmados automaticamente</Radio>
          </Radio.Group>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Antecedência mínima" htmlFor="ob-notice" {...fieldStatus(formik, 'minNoticeMinutes')}>
              <Select
                id="ob-notice"
                value={v.minNoticeMinutes}
                onChange={(m: number) => set('minNoticeMinutes', m)}
                options={minuteOptions(v.minNoticeMinutes)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Agendar até quantos dias à frente" htmlFor="ob-days" {...fieldStatus(formik, 'maxDaysAhead')}>
              <InputNumber
                id="ob-days"
                min={1}
                max={365}
                value={v.maxDaysAhead}
                onChange={(n) => set('maxDaysAhead', n ?? 1)}
                style={{ width: '100%' }}
                suffix="dias"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Cancelar ou remarcar online até" htmlFor="ob-cutoff" {...fieldStatus(formik, 'cancelCutoffMinutes')}>
              <Select
                id="ob-cutoff"
                value={v.cancelCutoffMinutes}
                onChange={(m: number) => set('cancelCutoffMinutes', m)}
                options={minuteOptions(v.cancelCutoffMinutes).map((o) => ({ ...o, label: o.value === 0 ? 'Até o horário' : `${o.label} antes` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Agendamentos em aberto por telefone" htmlFor="ob-max-open" {...fieldStatus(formik, 'maxOpenPerPhone')}>
              <InputNumber
                id="ob-max-open"
                min={1}
                max={20}
                value={v.maxOpenPerPhone}
                onChange={(n) => set('maxOpenPerPhone', n ?? 1)}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Lembretes por WhatsApp" {...fieldStatus(formik, 'reminderOffsets')}>
              <Checkbox.Group
                value={v.reminderOffsets}
                onChange={(list) =>
                  set(
                    'reminderOffsets',
                    [...(list as number[])].sort((a, b) => b - a),
                  )
                }
                options={[
                  ...REMINDERS,
                  ...v.reminderOffsets.filter((m) => !REMINDERS.some((r) => r.value === m)).map((m) => ({ value: m, label: `${minutesLabel(m)} antes` })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Lista de espera: reservar o horário por" htmlFor="ob-hold" {...fieldStatus(formik, 'waitlistHoldMinutes')}>
              <InputNumber
                id="ob-hold"
                min={5}
                max={1440}
                value={v.waitlistHoldMinutes}
                onChange={(n) => set('waitlistHoldMinutes', n ?? 5)}
                style={{ width: '100%' }}
                suffix="min"
              />
            </Form.Item>
          </Col>
        </Row>
        <Collapse
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'templates',
              label: 'Mensagens para o cliente',
              children: (
                <>
                  <Typography.Paragraph type="secondary">
                    Enviadas pelo WhatsApp (ou e-mail, sem WhatsApp conectado). Use {TEMPLATE_PLACEHOLDERS.join(', ')}. Deixe em branco para usar o texto
                    padrão.
                  </Typography.Paragraph>
                  {PUBLIC_MESSAGE_KINDS.map((kind: PublicMessageKind) => (
                    <Form.Item key={kind} label={PUBLIC_MESSAGE_LABELS[kind]} htmlFor={`ob-template-${kind}`}>
                      <Input.TextArea
                        id={`ob-template-${kind}`}
                        value={v.templates[kind]}
                        placeholder={DEFAULT_MESSAGE_TEMPLATES[kind]}
                        maxLength={1000}
                        autoSize={{ minRows: 2, maxRows: 6 }}
                        onChange={(e) => set('templates', { ...v.templates, [kind]: e.target.value })}
                      />
                    </Form.Item>
                  ))}
                </>
              ),
            },
          ]}
        />
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Salvar Agendamento Online
        </Button>
      </Form>
    </Card>
  );
}
