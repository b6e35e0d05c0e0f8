import { useState } from 'react';
import { Button, Card, Col, Form, Row, Select, Space, Switch, Typography } from 'antd';
import {
  AGENDA_RELEASE_DEFAULTS,
  RELEASE_DAY_OPTIONS,
  RELEASE_INTERVAL_OPTIONS,
  dayjs,
  releaseMonthLabel,
  type AgendaReleasePolicyDto,
  type AgendaReleasePolicyInput,
} from '@salao/contracts';

/** The release policy card: active, how many months, on which day. Keyed by the saved policy, so a new answer starts it again. */
export function PolicyCard({
  policy,
  saving,
  onSave,
}: {
  policy: AgendaReleasePolicyDto;
  saving: boolean;
  onSave: (input: AgendaReleasePolicyInput) => Promise<unknown>;
}) {
  const [values, setValues] = useState<AgendaReleasePolicyInput>(() => ({
    ...AGENDA_RELEASE_DEFAULTS,
    releaseInterval: policy.releaseInterval,
    releaseDay: policy.releaseDay,
    isActive: policy.isActive,
  }));
  return (
    <Card title="Política de Liberação da Agenda">
      <Typography.Paragraph type="secondary">
        No dia escolhido, a agenda é liberada para agendamentos externos (n8n, WhatsApp) pelo número de meses definido. A equipe no app não é limitada por ela.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Política ativa" htmlFor="policy-active">
          <Switch id="policy-active" checked={values.isActive} onChange={(isActive) => setValues((v) => ({ ...v, isActive }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Liberar quantos meses" htmlFor="policy-interval">
              <Select
                id="policy-interval"
                value={values.releaseInterval}
                onChange={(releaseInterval: number) => setValues((v) => ({ ...v, releaseInterval }))}
                options={RELEASE_INTERVAL_OPTIONS.map((n) => ({ value: n, label: n === 1 ? '1 mês' : `${n} meses` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Dia de liberação" htmlFor="policy-day">
              <Select
                id="policy-day"
                value={values.releaseDay}
                onChange={(releaseDay: number) => setValues((v) => ({ ...v, releaseDay }))}
                options={RELEASE_DAY_OPTIONS.map((n) => ({ value: n, label: `Dia ${n}` }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={saving} onClick={() => void onSave(values)}>
          Salvar Política
        </Button>
      </Form>
    </Card>
  );
}

/** A manual extra release of one of the next 12 months. */
export function ExtraMonth({ released, busy, onRelease }: { released: string[]; busy: boolean; onRelease: (month: string) => Promise<unknown> }) {
  const [month, setMonth] = useState<string>();
  const options = Array.from({ length: 12 }, (_, i) => dayjs().add(i, 'month').format('YYYY-MM'))
    .filter((m) => !released.includes(m))
    .map((m) => ({ value: m, label: releaseMonthLabel(m) }));
  return (
    <Space.Compact style={{ width: '100%', marginTop: 12 }}>
      <Select aria-label="Mês extra" placeholder="Liberar um mês extra" value={month} onChange={setMonth} options={options} style={{ flex: 1 }} />
      <Button disabled={!month} loading={busy} onClick={() => month && void onRelease(month).then(() => setMonth(undefined))}>
        Liberar Mês
      </Button>
    </Space.Compact>
  );
}
