import { useState } from 'react';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useFormik } from 'formik';
import {
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CUSTOM_REPORT_CHARTS,
  CUSTOM_REPORT_CHART_LABELS,
  CUSTOM_REPORT_GROUPS,
  CUSTOM_REPORT_GROUP_LABELS,
  CUSTOM_REPORT_METRICS,
  CUSTOM_REPORT_METRIC_LABELS,
  CUSTOM_REPORT_MIXED_METHOD,
  CUSTOM_REPORT_MIXED_METHOD_LABEL,
  customReportSchema,
  type CustomReportChart,
  type CustomReportDto,
  type CustomReportGroup,
  type CustomReportMetric,
} from '@salao/contracts';
import { api, toastFailure, useServices } from '@salao/web-core';
import { FormDialog, fieldStatus, formikText, useVersionConflict } from '@salao/web-core/forms';
import { useStaffOptions } from '../queries';
import { useCustomReportWrites } from './queries';

interface Values {
  name: string;
  metric: CustomReportMetric | '';
  groupBy: CustomReportGroup[];
  staffIds: number[];
  serviceIds: number[];
  paymentMethods: string[];
  chart: CustomReportChart;
  weeklyEmail: boolean;
}

const valuesOf = (r: CustomReportDto | null): Values => ({
  name: r?.name ?? '',
  metric: r?.metric ?? '',
  groupBy: r?.groupBy ?? [],
  staffIds: r?.filters.staffIds ?? [],
  serviceIds: r?.filters.serviceIds ?? [],
  paymentMethods: r?.filters.paymentMethods ?? [],
  chart: r?.chart ?? 'bar',
  weeklyEmail: r?.weeklyEmail ?? false,
});

const toBody = (v: Values, version: number | undefined) => ({
  name: v.name,
  metric: v.metric,
  groupBy: v.groupBy,
  filters: {
    ...(v.staffIds.length ? { staffIds: v.staffIds } : {}),
    ...(v.serviceIds.length ? { serviceIds: v.serviceIds } : {}),
    ...(v.paymentMethods.length ? { paymentMethods: v.paymentMethods } : {}),
  },
  chart: v.chart,
  weeklyEmail: v.weeklyEmail,
  ...(version ? { version } : {}),
});

/** 'Novo relatório' / 'Editar relatório' (docs/product/screens.md): the contracts' schema checks it as the API does. */
export default function CustomReportDialog({
  report,
  onClose,
  onSaved,
}: {
  report: CustomReportDto | null;
  onClose: () => void;
  onSaved: (r: CustomReportDto) => void;
}) {
  const { save } = useCustomReportWrites();
  const staff = useStaffOptions();
  const services = useServices();
  const [version, setVersion] = useState(report?.version);
  const formik = useFormik<Values>({
    initialValues: valuesOf(report),
    validate: async (values) => {
      try {
        await customReportSchema.validate(toBody(values, version), { abortEarly: false });
        return {};
      } catch (error) {
        const errors: Record<string, string> = {};
        for (const e of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
          const key = (e.path ?? '').split(/[.[]/)[0]!;
          const field = key === 'filters' ? 'staffIds' : key;
          errors[field] ??= e.message;
        }
        return errors;
      }
    },
    onSubmit: async (values) => {
      const body = customReportSchema.validateSync(toBody(values, version));
      try {
        const saved = await save.mutateAsync({ id: report?.id ?? null, body });
        onSaved(saved);
        onClose();
      } catch (error) {
        if (!conflict.caught(error)) toastFailure('Não foi possível salvar o relatório.', error);
      }
    },
  });
  // Someone saved it after this dialog opened: what was typed stays; 'Recarregar' brings theirs with its version.
  const conflict = useVersionConflict(
    () => api.get<CustomReportDto>(`/api/reports/custom/${report!.id}`),
    (fresh) => {
      setVersion(fresh.version);
      void formik.setValues(valuesOf(fresh));
    },
  );
  const v = formik.values;
  const set = (name: keyof Values) => (value: unknown) => void formik.setFieldValue(name, value);

  return (
    <FormDialog title={report ? 'Editar relatório' : 'Novo relatório'} onClose={onClose} submitLabel="Salvar" formik={formik}>
      {conflict.alert}
      <Form.Item label="Nome" htmlFor="custom-report-name" required {...fieldStatus(formik, 'name')}>
        <Input {...formikText(formik, 'name', 'custom-report')} maxLength={80} placeholder="Ex.: Faturamento por profissional" autoFocus />
      </Form.Item>
      <Form.Item label="Métrica" htmlFor="custom-report-metric" required {...fieldStatus(formik, 'metric')}>
        <Select
          id="custom-report-metric"
          placeholder="Selecione"
          value={v.metric || undefined}
          onChange={set('metric')}
          onBlur={() => void formik.setFieldTouched('metric', true)}
          options={CUSTOM_REPORT_METRICS.map((m) => ({ value: m, label: CUSTOM_REPORT_METRIC_LABELS[m] }))}
        />
      </Form.Item>
      <Form.Item label="Agrupar por (até 2)" htmlFor="custom-report-groupBy" required {...fieldStatus(formik, 'groupBy')}>
        <Select
          id="custom-report-groupBy"
          mode="multiple"
          maxCount={2}
          placeholder="Selecione"
          value={v.groupBy}
          onChange={set('groupBy')}
          onBlur={() => void formik.setFieldTouched('groupBy', true)}
          options={CUSTOM_REPORT_GROUPS.map((g) => ({ value: g, label: CUSTOM_REPORT_GROUP_LABELS[g] }))}
        />
      </Form.Item>
      <Form.Item label="Profissionais" htmlFor="custom-report-staffIds" {...fieldStatus(formik, 'staffIds')}>
        <Select
          id="custom-report-staffIds"
          mode="multiple"
          allowClear
          placeholder="Todos"
          value={v.staffIds}
          onChange={set('staffIds')}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Serviços" htmlFor="custom-report-serviceIds">
        <Select
          id="custom-report-serviceIds"
          mode="multiple"
          allowClear
          placeholder="Todos"
          value={v.serviceIds}
          onChange={set('serviceIds')}
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Formas de pagamento" htmlFor="custom-report-paymentMethods">
        <Select
          id="custom-report-paymentMethods"
          mode="multiple"
          allowClear
          placeholder="Todas"
          value={v.paymentMethods}
          onChange={set('paymentMethods')}
          options={[
            ...Object.entries(CHECKOUT_PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
            // A comanda paid with several methods is grouped apart (docs/product/reports.md, 'Relatórios personalizados').
            { value: CUSTOM_REPORT_MIXED_METHOD, label: CUSTOM_REPORT_MIXED_METHOD_LABEL },
          ]}
        />
      </Form.Item>
      <Form.Item label="Gráfico" required {...fieldStatus(formik, 'chart')}>
        <Radio.Group
          aria-label="Gráfico"
          optionType="button"
          value={v.chart}
          onChange={(e) => set('chart')(e.target.value)}
          options={CUSTOM_REPORT_CHARTS.map((c) => ({ value: c, label: CUSTOM_REPORT_CHART_LABELS[c] }))}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={v.weeklyEmail} onChange={(e) => set('weeklyEmail')(e.target.checked)}>
          Enviar por e-mail toda segunda-feira
        </Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
