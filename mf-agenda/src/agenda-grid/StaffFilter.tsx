import { Select } from 'antd';

interface StaffFilterProps {
  value: number[];
  onChange: (ids: number[]) => void;
  options: Array<{ value: number; label: string }>;
}

/** The day view's professionals (antd's multiple Select, searchable): loaded after the grid, inside `WithAntd`. */
export default function StaffFilter({ value, onChange, options }: StaffFilterProps) {
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      aria-label="Profissionais na agenda"
      placeholder="Todos os profissionais"
      maxTagCount="responsive"
      style={{ minWidth: 240, maxWidth: 420 }}
      value={value}
      onChange={onChange}
      options={options}
      optionFilterProp="label"
    />
  );
}
