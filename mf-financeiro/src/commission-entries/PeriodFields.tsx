import { DatePicker } from 'antd';
import { dayjs } from '@salao/contracts';

function DayField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label htmlFor={id} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>{label}</span>
      <DatePicker id={id} format="DD/MM/YYYY" allowClear={false} value={dayjs(value, 'YYYY-MM-DD')} onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))} />
    </label>
  );
}

/** 'De' and 'Até' of a commission period (days on the establishment's clock). */
export function PeriodFields({
  idPrefix,
  from,
  to,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (p: { from: string; to: string }) => void;
}) {
  return (
    <>
      <DayField id={`${idPrefix}-from`} label="De" value={from} onChange={(v) => onChange({ from: v, to: v > to ? v : to })} />
      <DayField id={`${idPrefix}-to`} label="Até" value={to} onChange={(v) => onChange({ from: v < from ? v : from, to: v })} />
    </>
  );
}
