import { Select } from 'antd';
import type { StaffDto } from '@salao/contracts';

/** 'Todos os profissionais' plus each staff member (docs/product/screens.md Dashboard), as every other filter of the app: antd's Select. */
export function ProfessionalFilter({ staff, value, onChange }: { staff: StaffDto[]; value: number | null; onChange: (staffId: number | null) => void }) {
  return (
    <Select<number | ''>
      aria-label="Filtrar por profissional"
      data-testid="professional-filter"
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : v)}
      style={{ width: 200, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      options={[{ value: '', label: 'Todos os profissionais' }, ...staff.map((s) => ({ value: s.id, label: s.name }))]}
    />
  );
}
