import { useState } from 'react';
import { Alert, DatePicker, Form, Select } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { COMMISSION_MSG, QUERY_KEYS, dayjs, type CommissionQuery, type CommissionResult, type StaffDto } from '@salao/contracts';
import { api, toastFailure, useSession } from '@salao/web-core';
import { FormDialog } from '@salao/web-core/forms';
import { checkCommission, type CommissionForm } from './commission-check';
import { CommissionResultView, FixedSalaryView } from './CommissionResultView';

function DateField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <DatePicker
        id={id}
        format="DD/MM/YYYY"
        style={{ width: '100%' }}
        value={value ? dayjs(value, 'YYYY-MM-DD') : null}
        onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')}
      />
    </Form.Item>
  );
}

/**
 * 'Verificar Salário/Comissão' (docs/product/screens.md, docs/product/validation.md, docs/product/roles.md). Management picks a member from the full list; staff see
 * only their own figures with docs/product/roles.md's notice (their own pay comes in /api/staff/list).
 */
export default function CommissionDialog({ isStaffUser, onClose }: { isStaffUser: boolean; onClose: () => void }) {
  const ownStaffId = useSession((s) => s.user?.staffId ?? null);
  const staffKey = isStaffUser ? QUERY_KEYS.staffList : QUERY_KEYS.staff;
  const staff = useQuery<StaffDto[]>({ queryKey: staffKey, queryFn: () => api.get<StaffDto[]>(staffKey[0]), staleTime: 30 * 60_000 });
  const [form, setForm] = useState<CommissionForm>({
    staffId: null,
    startDate: dayjs().startOf('month').format('YYYY-MM-DD'),
    endDate: dayjs().format('YYYY-MM-DD'),
  });
  const [outcome, setOutcome] = useState<{ error?: string; fixed?: StaffDto } | null>(null);
  const query = useMutation<CommissionResult, Error, CommissionQuery>({
    mutationFn: (body) => api.post<CommissionResult>('/api/staff/salary-commission', body),
    onError: (error) => toastFailure('Erro ao calcular salário/comissão. Tente novamente.', error),
  });

  const list = staff.data ?? [];
  const calculate = () => {
    query.reset();
    const check = checkCommission(form, { isStaffUser, own: list.find((s) => s.id === ownStaffId), staff: list });
    if (check.kind === 'error') setOutcome({ error: check.message });
    else if (check.kind === 'fixed') setOutcome({ fixed: check.staff });
    else {
      setOutcome(null);
      query.mutate(check.body);
    }
  };
  const set = (patch: Partial<CommissionForm>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <FormDialog title="Verificar Salário/Comissão" onClose={onClose} submitLabel="Calcular" onSubmit={calculate} loading={query.isPending}>
      {isStaffUser ? (
        <Alert type="info" showIcon title={COMMISSION_MSG.ownDataNotice} style={{ marginBottom: 12 }} />
      ) : (
        <Form.Item label="Colaborador" htmlFor="commission-staff">
          <Select
            id="commission-staff"
            placeholder="Selecione um colaborador"
            loading={staff.isLoading}
            value={form.staffId ?? undefined}
            onChange={(staffId: number) => set({ staffId })}
            options={list.map((s) => ({ value: s.id, label: `${s.name} (${s.role})` }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 12 }}>
        <DateField id="commission-start" label="Data inicial" value={form.startDate} onChange={(startDate) => set({ startDate })} />
        <DateField id="commission-end" label="Data final" value={form.endDate} onChange={(endDate) => set({ endDate })} />
      </div>
      {outcome?.error && <Alert type="warning" showIcon title={outcome.error} style={{ marginBottom: 12 }} />}
      {outcome?.fixed && <FixedSalaryView staff={outcome.fixed} />}
      {query.data && <CommissionResultView result={query.data} />}
    </FormDialog>
  );
}
