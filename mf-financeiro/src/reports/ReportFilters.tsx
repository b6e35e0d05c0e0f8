import { Button, DatePicker, Select, Space, Switch } from 'antd';
import { REPORT_GROUP_BY_LABELS, dayjs } from '@salao/contracts';
import { useServices } from '@salao/web-core';
import { PERIOD_PRESETS, presetOf, type Period } from './period';
import { useOwnsSeveralUnits, useStaffOptions, type ReportParams } from './queries';

const fieldStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' } as const;

/** The period with its presets (docs/product/reports.md): the salon's today decides what 'Este mês' is. */
export function PeriodPicker({ idPrefix, period, today, onChange }: { idPrefix: string; period: Period; today: string; onChange: (p: Period) => void }) {
  const active = presetOf(period, today);
  return (
    <Space wrap size={[8, 8]}>
      <span style={fieldStyle}>
        <span id={`${idPrefix}-period-label`}>Período</span>
        <DatePicker.RangePicker
          id={{ start: `${idPrefix}-from`, end: `${idPrefix}-to` }}
          aria-labelledby={`${idPrefix}-period-label`}
          format="DD/MM/YYYY"
          allowClear={false}
          value={[dayjs(period.from), dayjs(period.to)]}
          onChange={(range) => {
            if (range?.[0] && range[1]) onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
          }}
          style={{ maxWidth: '100%' }}
        />
      </span>
      <Space wrap size={[4, 4]} role="group" aria-label="Períodos prontos">
        {PERIOD_PRESETS.map((p) => (
          <Button
            key={p.key}
            size="small"
            type={active === p.key ? 'primary' : 'default'}
            aria-pressed={active === p.key}
            onClick={() => onChange(p.range(today))}
          >
            {p.label}
          </Button>
        ))}
      </Space>
    </Space>
  );
}

/** Profissional, Serviço, Agrupar por and 'Comparar com o período anterior'. */
export function ReportFilters({
  params,
  groupings,
  onChange,
}: {
  params: ReportParams;
  groupings: readonly string[];
  onChange: (patch: Partial<ReportParams>) => void;
}) {
  const staff = useStaffOptions();
  const services = useServices();
  const severalUnits = useOwnsSeveralUnits();
  return (
    <Space wrap size={[16, 8]}>
      <label htmlFor="report-staff" style={fieldStyle}>
        <span>Profissional</span>
        <Select
          id="report-staff"
          style={{ width: 200, maxWidth: '100%' }}
          allowClear
          placeholder="Todos"
          disabled={!!params.allUnits}
          loading={staff.isLoading}
          value={params.staffId ?? undefined}
          onChange={(v?: number) => onChange({ staffId: v ?? null })}
          options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </label>
      <label htmlFor="report-service" style={fieldStyle}>
        <span>Serviço</span>
        <Select
          id="report-service"
          style={{ width: 200, maxWidth: '100%' }}
          allowClear
          placeholder="Todos"
          disabled={!!params.allUnits}
          loading={services.isLoading}
          value={params.serviceId ?? undefined}
          onChange={(v?: number) => onChange({ serviceId: v ?? null })}
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </label>
      {groupings.length > 1 && (
        <label htmlFor="report-group-by" style={fieldStyle}>
          <span>Agrupar por</span>
          <Select
            id="report-group-by"
            style={{ width: 200, maxWidth: '100%' }}
            value={params.groupBy ?? groupings[0]}
            onChange={(v: string) => onChange({ groupBy: v })}
            options={groupings.map((g) => ({ value: g, label: REPORT_GROUP_BY_LABELS[g] ?? g }))}
          />
        </label>
      )}
      <label htmlFor="report-compare" style={fieldStyle}>
        <Switch id="report-compare" checked={params.compare} onChange={(compare) => onChange({ compare })} />
        <span>Comparar com o período anterior</span>
      </label>
      {severalUnits && (
        <label htmlFor="report-all-units" style={fieldStyle}>
          <Switch id="report-all-units" checked={!!params.allUnits} onChange={(allUnits) => onChange({ allUnits })} />
          <span>Todas as unidades, lado a lado</span>
        </label>
      )}
    </Space>
  );
}
