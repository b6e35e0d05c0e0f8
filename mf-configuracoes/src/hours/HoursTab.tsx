import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Switch, TimePicker, Typography } from 'antd';
import { SETTINGS_MSG, WEEKDAY_LABELS, businessHoursSchema, dayjs, type BusinessHoursDto } from '@salao/contracts';
import { api, useEstablishment, useLiveWrite } from '@salao/web-core';
import { withFeedback } from '../shared/feedback';
import { useReloadConflict } from '../shared/use-form-version';
import { KEYS, useBusinessHours } from '../shared/queries';
import { hoursChanged, weekRows } from './hours-form';
import { TimezoneCard } from './TimezoneCard';
import { StaleWarning, loadFailed } from '@salao/web-core/ui';

/** Horários (docs/product/screens.md): the weekly opening hours and the time zone. */
export function HoursTab() {
  const establishment = useEstablishment();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <WeeklyHoursCard />
      </Col>
      <Col xs={24} xl={9}>
        {establishment.data ? <TimezoneCard key={establishment.data.timezone} establishment={establishment.data} /> : <Skeleton active />}
      </Col>
    </Row>
  );
}

function WeeklyHoursCard() {
  const hours = useBusinessHours();
  // Only a first load that failed replaces the form: a failed refresh keeps it, and what is being typed, under a warning.
  if (loadFailed(hours)) return <Alert type="error" showIcon title={hours.error?.message} />;
  if (!hours.data) return <Skeleton active />;
  // A new answer (saved elsewhere, or this save) starts the form again from it.
  return (
    <>
      <StaleWarning query={hours} what="os horários" />
      <WeeklyHoursForm key={hours.dataUpdatedAt} saved={hours.data} />
    </>
  );
}

function WeeklyHoursForm({ saved }: { saved: BusinessHoursDto[] }) {
  const [rows, setRows] = useState<BusinessHoursDto[]>(() => weekRows(saved));
  const [error, setError] = useState<string | null>(null);
  const save = useLiveWrite({
    write: (body: { hours: BusinessHoursDto[]; version?: number }) => api.put<BusinessHoursDto[]>('/api/business-hours', body),
    causes: [],
    // Free slots follow the opening hours.
    also: [['/api/appointments/available-times']],
    update: (client, answer) => {
      client.setQueryData(KEYS.businessHours, answer);
      return [];
    },
  });

  const conflict = useReloadConflict(KEYS.businessHours);
  const set = (day: number, patch: Partial<BusinessHoursDto>) => setRows((list) => list.map((r) => (r.dayOfWeek === day ? { ...r, ...patch } : r)));

  const submit = async () => {
    try {
      businessHoursSchema.validateSync({ hours: rows });
      setError(null);
    } catch (invalid) {
      setError(invalid instanceof Error ? invalid.message : SETTINGS_MSG.hoursSaveError);
      return;
    }
    // The form starts again from every new answer (keyed on it): the week's version it opened with is its rows'.
    const body = { hours: rows, version: saved[0]?.version };
    await withFeedback(() => save.mutateAsync(body), SETTINGS_MSG.hoursSaveError, SETTINGS_MSG.saved, conflict.caught);
  };

  return (
    <Card title="Horário de Funcionamento">
      {conflict.alert}
      {rows.map((row) => {
        const day = WEEKDAY_LABELS[row.dayOfWeek]!;
        return (
          <Row key={row.dayOfWeek} gutter={[12, 8]} align="middle" data-testid={`hours-day-${row.dayOfWeek}`} style={{ marginBottom: 12 }}>
            <Col xs={24} sm={8}>
              <Space>
                <Switch checked={row.isOpen} onChange={(isOpen) => set(row.dayOfWeek, { isOpen })} aria-label={`${day} aberto`} />
                <Typography.Text strong>{day}</Typography.Text>
              </Space>
            </Col>
            {row.isOpen ? (
              <>
                <Col xs={12} sm={8}>
                  <HourField label={`Abertura ${day}`} value={row.openTime} onChange={(openTime) => set(row.dayOfWeek, { openTime })} />
                </Col>
                <Col xs={12} sm={8}>
                  <HourField label={`Fechamento ${day}`} value={row.closeTime} onChange={(closeTime) => set(row.dayOfWeek, { closeTime })} />
                </Col>
              </>
            ) : (
              <Col xs={24} sm={16}>
                <Typography.Text type="secondary">Fechado</Typography.Text>
              </Col>
            )}
          </Row>
        );
      })}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Button type="primary" disabled={!hoursChanged(rows, saved)} loading={save.isPending} onClick={() => void submit()}>
        Salvar Horários
      </Button>
    </Card>
  );
}

/** A 24-hour 'HH:mm' field whatever the browser's language (a native time input shows 'AM/PM' on an English system). */
function HourField({ label, value, onChange }: { label: string; value: string; onChange: (time: string) => void }) {
  return (
    <TimePicker
      aria-label={label}
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      allowClear={false}
      showNow={false}
      style={{ width: '100%' }}
      value={value ? dayjs(value, 'HH:mm') : null}
      onChange={(t) => t && onChange(t.format('HH:mm'))}
    />
  );
}
