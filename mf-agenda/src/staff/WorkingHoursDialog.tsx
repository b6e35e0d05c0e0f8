import { useState } from 'react';
import { Alert, Flex, Select, Skeleton, Switch, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { WEEKDAY_LABELS, type BusinessHoursDto, type StaffDto, type StaffWorkingHoursDto } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { timeOptions, workingHoursRows, type WorkingHoursRow } from './working-hours';
import { FormDialog, useEditingVersion, useVersionConflict } from '@salao/web-core/forms';

const SIXTY_MINUTES = 60 * 60 * 1000;

/** Working hours per weekday, bounded by the business hours; closed days show 'Estabelecimento fechado' (docs/product/states.md). */
export default function WorkingHoursDialog({ staff, onClose }: { staff: StaffDto; onClose: () => void }) {
  const { token } = theme.useToken();
  const key = [`/api/staff/${staff.id}/working-hours`];
  const existing = useQuery<StaffWorkingHoursDto[]>({ queryKey: key, staleTime: 0 });
  const business = useQuery<BusinessHoursDto[]>({ queryKey: ['/api/business-hours'], staleTime: SIXTY_MINUTES });
  // The user's edits; until the first one, the rows derived from what the server holds.
  const [edits, setEdits] = useState<WorkingHoursRow[] | null>(null);
  // The week's version (an empty week is 1), frozen at the first edit: the rows are based on it.
  const version = useEditingVersion(existing.data ? (existing.data[0]?.version ?? 1) : undefined, edits !== null);
  const save = useLiveWrite({ write: (workingHours: StaffWorkingHoursDto[]) => api.post(key[0]!, { workingHours, version }), causes: [], also: [key] });
  // 'Recarregar': the saved week again; dropping the edits shows it and takes its version.
  const conflict = useVersionConflict(
    async () => (await existing.refetch({ throwOnError: true })).data,
    () => setEdits(null),
  );

  const ready = !existing.isLoading && !business.isLoading;
  const rows = edits ?? (ready ? workingHoursRows(existing.data ?? [], business.data ?? []) : null);

  const patch = (day: number, change: Partial<WorkingHoursRow>) => rows && setEdits(rows.map((r) => (r.dayOfWeek === day ? { ...r, ...change } : r)));
  const invalid = rows?.some((r) => r.isAvailable && r.closeTime <= r.openTime) ?? false;

  const onSave = async () => {
    if (!rows) return;
    try {
      await save.mutateAsync(rows.map(({ dayOfWeek, isAvailable, openTime, closeTime }) => ({ dayOfWeek, isAvailable, openTime, closeTime })));
      onClose();
    } catch (error) {
      if (conflict.caught(error)) return;
      console.error('Erro ao salvar horários', error);
    }
  };

  return (
    <FormDialog
      title={`Horários de Trabalho — ${staff.name}`}
      onClose={onClose}
      submitLabel="Salvar Horários"
      onSubmit={() => void onSave()}
      loading={save.isPending}
      disabled={!rows || invalid}
      bare
    >
      {!rows ? (
        <Skeleton active paragraph={{ rows: 7 }} />
      ) : (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          {conflict.alert}
          {invalid && <Alert type="error" showIcon title="Horário de fechamento deve ser posterior ao de abertura" />}
          {rows.map((r) => {
            const options = timeOptions(r.minTime, r.maxTime).map((t) => ({ value: t, label: t }));
            return (
              <Flex
                key={r.dayOfWeek}
                data-testid={`working-day-${r.dayOfWeek}`}
                align="center"
                gap={8}
                wrap
                style={{ padding: '8px 12px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
              >
                <Switch
                  size="small"
                  checked={r.isAvailable}
                  disabled={r.closed}
                  onChange={(v) => patch(r.dayOfWeek, { isAvailable: v })}
                  aria-label={WEEKDAY_LABELS[r.dayOfWeek]}
                />
                <Typography.Text strong style={{ flex: '1 0 110px' }}>
                  {WEEKDAY_LABELS[r.dayOfWeek]}
                </Typography.Text>
                {r.closed ? (
                  <Typography.Text type="secondary">Estabelecimento fechado</Typography.Text>
                ) : (
                  <Flex align="center" gap={6}>
                    <Select<string>
                      size="small"
                      aria-label="Início"
                      value={r.openTime}
                      options={options}
                      disabled={!r.isAvailable}
                      onChange={(v) => patch(r.dayOfWeek, { openTime: v })}
                      style={{ width: 88 }}
                    />
                    <Typography.Text type="secondary">às</Typography.Text>
                    <Select<string>
                      size="small"
                      aria-label="Fim"
                      value={r.closeTime}
                      options={options}
                      disabled={!r.isAvailable}
                      onChange={(v) => patch(r.dayOfWeek, { closeTime: v })}
                      style={{ width: 88 }}
                    />
                  </Flex>
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
    </FormDialog>
  );
}
