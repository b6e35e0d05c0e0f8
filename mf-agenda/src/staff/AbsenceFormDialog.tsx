import { DatePicker, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { ABSENCE_TYPES, ABSENCE_TYPE_LABELS, absenceSchema, dayjs, type AbsenceDto } from '@salao/contracts';
import { api, useLiveWrite } from '@salao/web-core';
import { absencesKey } from './absences';
import { FormDialog, fieldStatus } from '@salao/web-core/forms';

interface AbsenceValues {
  startDate: string;
  endDate: string;
  type: AbsenceDto['type'];
  reason: string;
}

/** Add or edit an absence (docs/product/validation.md): start, end ≥ start, type (default vacation), reason. Failures only logged. */
export function AbsenceFormDialog({ staffId, absence, onClose }: { staffId: number; absence: AbsenceDto | null; onClose: () => void }) {
  const base = absencesKey(staffId)[0];
  const save = useLiveWrite({
    write: (body: { startDate: string; endDate: string; type: string; reason: string | null }) =>
      absence ? api.put(`${base}/${absence.id}`, body) : api.post(base, body),
    causes: [],
    also: [[base]],
  });
  const formik = useFormik<AbsenceValues>({
    initialValues: {
      startDate: absence?.startDate.slice(0, 10) ?? '',
      endDate: absence?.endDate.slice(0, 10) ?? '',
      type: absence?.type ?? 'vacation',
      reason: absence?.reason ?? '',
    },
    validationSchema: absenceSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ ...values, reason: values.reason.trim() || null });
        onClose();
      } catch (error) {
        console.error('Erro ao salvar ausência', error);
      }
    },
  });
  const date = (name: 'startDate' | 'endDate') => ({
    format: 'DD/MM/YYYY',
    style: { width: '100%' },
    value: formik.values[name] ? dayjs(formik.values[name]) : null,
    onChange: (d: ReturnType<typeof dayjs> | null) => void formik.setFieldValue(name, d ? d.format('YYYY-MM-DD') : ''),
  });
  return (
    <FormDialog title={absence ? 'Editar Ausência' : 'Nova Ausência'} onClose={onClose} submitLabel="Salvar" formik={formik}>
      <Form.Item label="Tipo" htmlFor="absence-type">
        <Select<AbsenceDto['type']>
          id="absence-type"
          value={formik.values.type}
          onChange={(v) => void formik.setFieldValue('type', v)}
          options={ABSENCE_TYPES.map((t) => ({ value: t, label: ABSENCE_TYPE_LABELS[t] }))}
        />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Form.Item label="Data de início" htmlFor="absence-startDate" required {...fieldStatus(formik, 'startDate')}>
          <DatePicker id="absence-startDate" {...date('startDate')} />
        </Form.Item>
        <Form.Item label="Data de fim" htmlFor="absence-endDate" required {...fieldStatus(formik, 'endDate')}>
          <DatePicker id="absence-endDate" {...date('endDate')} />
        </Form.Item>
      </div>
      <Form.Item label="Motivo" htmlFor="absence-reason">
        <Input.TextArea id="absence-reason" rows={2} value={formik.values.reason} onChange={(e) => void formik.setFieldValue('reason', e.target.value)} />
      </Form.Item>
    </FormDialog>
  );
}
