import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Tag, Typography, theme } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import {
  STAFF_BLOCK_REPEATS,
  STAFF_BLOCK_REPEAT_LABELS,
  dayjs,
  formatDate,
  staffBlockSchema,
  type StaffBlockDto,
  type StaffBlockOccurrenceDto,
  type StaffBlockRepeat,
} from '@salao/contracts';
import { api, toastFailure, toastSuccess, useLiveWrite } from '@salao/web-core';
import { fieldStatus } from '@salao/web-core/forms';
import { EmptyState, QueryState, useConfirmAction } from '@salao/web-core/ui';
import { errorMessage } from '../forms/error-message';
import { BLOCK_TIMES, blocksKey, comingPeriod } from './blocks';

interface BlockValues {
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  repeat: StaffBlockRepeat;
  until: string;
}

const EMPTY: BlockValues = { date: '', startTime: '', endTime: '', reason: '', repeat: 'none', until: '' };
const TIME_OPTIONS = BLOCK_TIMES.map((t) => ({ value: t, label: t }));
const REPEAT_COLOR: Record<StaffBlockRepeat, string> = { none: 'default', daily: 'blue', weekly: 'purple' };
/** Open slots change with a block: the booking dialog's times are asked again. */
const AVAILABLE_TIMES = ['/api/appointments/available-times'];

interface BlocksDialogProps {
  staffId: number;
  staffName: string;
  onClose: () => void;
}

/**
 * A professional's time blocks (docs/product/states.md 'Time blocks'): lunch, a course, a meeting. Lists the coming ones,
 * adds one (once, every day or every week until a date) and removes one day of a series or the whole series.
 * Management opens it from the collaborator's card; a staff member for her own agenda.
 */
export default function BlocksDialog({ staffId, staffName, onClose }: BlocksDialogProps) {
  const { token } = theme.useToken();
  const base = blocksKey(staffId)[0];
  const [period] = useState(comingPeriod);
  const blocks = useQuery<StaffBlockOccurrenceDto[]>({
    queryKey: [base, period],
    queryFn: () => api.get<StaffBlockOccurrenceDto[]>(`${base}?${new URLSearchParams(period)}`),
    staleTime: 0,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [ask, askHolder] = useConfirmAction();
  const create = useLiveWrite({
    write: (body: Record<string, unknown>) => api.post<StaffBlockDto>(base, body),
    causes: [],
    also: [[base], AVAILABLE_TIMES],
  });
  const remove = useLiveWrite({
    write: ({ blockId, date }: { blockId: number; date?: string }) =>
      api.delete<{ message: string }>(`${base}/${blockId}${date ? `?${new URLSearchParams({ date })}` : ''}`),
    causes: [],
    also: [[base], AVAILABLE_TIMES],
    onSuccess: (answer) => toastSuccess(answer.message),
    onError: (error) => toastFailure('Não foi possível remover o bloqueio.', error),
  });

  const formik = useFormik<BlockValues>({
    initialValues: EMPTY,
    validationSchema: staffBlockSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        await create.mutateAsync({
          date: values.date,
          startTime: values.startTime,
          endTime: values.endTime,
          reason: values.reason.trim(),
          repeat: values.repeat,
          until: values.repeat === 'none' ? null : values.until || null,
        });
        toastSuccess('Bloqueio adicionado.');
        helpers.resetForm();
      } catch (error) {
        setServerError(errorMessage(error, 'Não foi possível adicionar o bloqueio.'));
      }
    },
  });
  const { values } = formik;
  const set = (name: keyof BlockValues) => (v: string | undefined) => void formik.setFieldValue(name, v ?? '');
  const touch = (name: keyof BlockValues) => () => void formik.setFieldTouched(name, true);
  const datePicker = (name: 'date' | 'until', id: string) => (
    <DatePicker
      id={id}
      format="DD/MM/YYYY"
      style={{ width: '100%' }}
      value={values[name] ? dayjs(values[name]) : null}
      disabledDate={(d) => d.isBefore(dayjs(), 'day')}
      onChange={(d) => set(name)(d ? d.format('YYYY-MM-DD') : '')}
      onBlur={touch(name)}
    />
  );

  const removeSeries = async (o: StaffBlockOccurrenceDto) => {
    const ok = await ask({
      title: 'Remover a série?',
      content: `${o.reason}, ${o.startTime}–${o.endTime}: todos os dias da série deixam de ser bloqueados.`,
      okText: 'Remover a série',
      danger: true,
    });
    if (ok) remove.mutate({ blockId: o.blockId });
  };

  return (
    <Modal open onCancel={onClose} title={`Bloqueios — ${staffName}`} footer={<Button onClick={onClose}>Fechar</Button>} width={640}>
      {askHolder}
      <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
        <section aria-label="Novo bloqueio" data-testid="block-form">
          {serverError && (
            <Typography.Paragraph type="danger" role="alert">
              {serverError}
            </Typography.Paragraph>
          )}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', columnGap: 12 }}>
            <Form.Item label="Data" htmlFor="block-date" required {...fieldStatus(formik, 'date')}>
              {datePicker('date', 'block-date')}
            </Form.Item>
            <Form.Item label="Início" htmlFor="block-start" required {...fieldStatus(formik, 'startTime')}>
              <Select<string>
                id="block-start"
                aria-label="Início"
                showSearch
                placeholder="HH:mm"
                options={TIME_OPTIONS}
                value={values.startTime || undefined}
                onChange={set('startTime')}
                onBlur={touch('startTime')}
              />
            </Form.Item>
            <Form.Item label="Fim" htmlFor="block-end" required {...fieldStatus(formik, 'endTime')}>
              <Select<string>
                id="block-end"
                aria-label="Fim"
                showSearch
                placeholder="HH:mm"
                options={TIME_OPTIONS}
                value={values.endTime || undefined}
                onChange={set('endTime')}
                onBlur={touch('endTime')}
              />
            </Form.Item>
          </div>
          <Form.Item label="Motivo" htmlFor="block-reason" required {...fieldStatus(formik, 'reason')}>
            <Input
              id="block-reason"
              placeholder="Almoço, curso, reunião…"
              value={values.reason}
              onChange={(e) => set('reason')(e.target.value)}
              onBlur={touch('reason')}
            />
          </Form.Item>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
            <Form.Item label="Repetição" htmlFor="block-repeat" {...fieldStatus(formik, 'repeat')}>
              <Select<StaffBlockRepeat>
                id="block-repeat"
                aria-label="Repetição"
                options={STAFF_BLOCK_REPEATS.map((r) => ({ value: r, label: STAFF_BLOCK_REPEAT_LABELS[r] }))}
                value={values.repeat}
                onChange={(v) => void formik.setFieldValue('repeat', v)}
              />
            </Form.Item>
            {values.repeat !== 'none' && (
              <Form.Item label="Até" htmlFor="block-until" extra="Em branco: sem data final" {...fieldStatus(formik, 'until')}>
                {datePicker('until', 'block-until')}
              </Form.Item>
            )}
          </div>
          <Flex justify="flex-end">
            <Button type="primary" icon={<PlusOutlined />} loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
              Adicionar bloqueio
            </Button>
          </Flex>
        </section>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Próximos bloqueios
      </Typography.Title>
      <QueryState
        query={blocks}
        what="os bloqueios"
        isEmpty={(blocks.data ?? []).length === 0}
        empty={<EmptyState title="Nenhum bloqueio nos próximos dias" />}
      >
        <Flex vertical gap={8} role="list" aria-label="Próximos bloqueios">
          {(blocks.data ?? []).map((o) => (
            <Flex
              key={`${o.blockId}-${o.date}`}
              role="listitem"
              align="center"
              gap={8}
              wrap
              data-testid="block-item"
              style={{ padding: '8px 12px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>
                    {formatDate(o.date)} · {o.startTime}–{o.endTime}
                  </Typography.Text>
                  <Tag color={REPEAT_COLOR[o.repeat]}>{STAFF_BLOCK_REPEAT_LABELS[o.repeat]}</Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {o.reason}
                  {o.repeat !== 'none' && o.until ? ` · até ${formatDate(o.until)}` : ''}
                </Typography.Text>
              </Flex>
              {o.repeat === 'none' ? (
                <Button size="small" danger icon={<DeleteOutlined />} disabled={remove.isPending} onClick={() => remove.mutate({ blockId: o.blockId })}>
                  Remover
                </Button>
              ) : (
                <Flex gap={8} wrap>
                  <Button size="small" disabled={remove.isPending} onClick={() => remove.mutate({ blockId: o.blockId, date: o.date })}>
                    Remover só este dia
                  </Button>
                  <Button size="small" danger disabled={remove.isPending} onClick={() => void removeSeries(o)}>
                    Remover a série
                  </Button>
                </Flex>
              )}
            </Flex>
          ))}
        </Flex>
      </QueryState>
    </Modal>
  );
}
